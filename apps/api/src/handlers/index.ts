/**
 * Every implemented operation, keyed by operationId. An operation of the
 * contract missing here answers 501 (see http/app.ts).
 */
import type { AppContext, Handlers } from '../http/context.ts';
import { applicationHandlers } from './recruiting/applications.ts';
import { authHandlers } from './auth.ts';
import { authRevokeHandlers } from './auth-revoke.ts';
import { batchHandlers } from './batches/batches.ts';
import { bookmarkHandlers } from './recruiting/bookmarks.ts';
import { catalogueHandlers } from './catalogues.ts';
import { clockHandlers } from './clock/index.ts';
import { companyHandlers } from './companies.ts';
import { companyInvitationHandlers } from './recruiting/company-invitations.ts';
import { companyVacancyHandlers } from './recruiting/company-vacancies.ts';
import { departmentHandlers } from './departments/index.ts';
import { employeeHandlers } from './employees/index.ts';
import { employeeImportHandlers } from './employees/import.ts';
import { fileHandlers } from './files.ts';
import { interviewHandlers } from './recruiting/interviews.ts';
import { jobLetterHandlers } from './recruiting/job-letters.ts';
import { signatureHandlers } from './signatures/index.ts';
import { containerHandlers } from './containers/index.ts';
import { containerCallHandlers } from './container-calls/index.ts';
import { containerOrderAndWaybillHandlers } from './container-orders/index.ts';
import { contactHandlers } from './contact.ts';
import { genderHandlers } from './gender.ts';
import { notificationHandlers } from './notifications.ts';
import { paymentHandlers } from './payments/index.ts';
import { positionHandlers } from './positions/index.ts';
import { profileHandlers } from './profile.ts';
import { referenceHandlers } from './reference.ts';
import { registrationHandlers } from './registration.ts';
import { revisionOrderHandlers } from './revision-orders/index.ts';
import { routeHandlers } from './routes/index.ts';
import { searchHandlers } from './recruiting/search.ts';
import { serviceOrderHandlers } from './service-orders/index.ts';
import { complaintHandlers } from './complaints/index.ts';
import { workInterviewHandlers } from './recruiting/work-interviews.ts';
import { userHandlers } from './users.ts';
import { userVacancyHandlers } from './recruiting/user-vacancies.ts';
import { statisticsHandlers } from './statistics.ts';
import { terminalHandlers } from './terminals/index.ts';
import { ticketHandlers } from './tickets/index.ts';
import { unitHandlers } from './units/index.ts';
import { tourHandlers } from './tours/index.ts';
import { vacancyHandlers } from './recruiting/vacancies.ts';
import { videoRoomHandlers } from './video-room/index.ts';

/** Builds the handler map for one app. */
export function createHandlers(context: AppContext): Handlers {
  return {
    ...authHandlers(context),
    ...signatureHandlers(context),
    ...authRevokeHandlers(context),
    ...registrationHandlers(context),
    ...userHandlers(context),
    ...profileHandlers(context),
    ...bookmarkHandlers(context),
    ...applicationHandlers(context),
    ...companyInvitationHandlers(context),
    ...companyHandlers(context),
    ...departmentHandlers(context),
    ...employeeImportHandlers(context),
    ...batchHandlers(context),
    ...companyVacancyHandlers(context),
    ...userVacancyHandlers(context),
    ...interviewHandlers(context),
    ...jobLetterHandlers(context),
    ...fileHandlers(context),
    ...workInterviewHandlers(context),
    ...referenceHandlers(context),
    ...catalogueHandlers(context),
    ...searchHandlers(context),
    ...vacancyHandlers(context),
    ...videoRoomHandlers(context),
    ...notificationHandlers(context),
    ...contactHandlers(context),
    ...statisticsHandlers(context),
    ...clockHandlers(context),
    ...genderHandlers(context),
    ...employeeHandlers(context),
    ...terminalHandlers(context),
    ...ticketHandlers(context),
    ...tourHandlers(context),
    ...positionHandlers(context),
    ...serviceOrderHandlers(context),
    ...revisionOrderHandlers(context),
    ...unitHandlers(context),
    ...routeHandlers(context),
    ...complaintHandlers(context),
    ...paymentHandlers(context),
    ...containerHandlers(context),
    ...containerOrderAndWaybillHandlers(context),
    ...containerCallHandlers(context),
  };
}
