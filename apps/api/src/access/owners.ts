/**
 * Who owns a record named by an operation's path or body (`x-jornada-access`
 * `company: { record }` and `others: [owner, applicant]`): one resolver per
 * record name, shared by every operation that names it. A domain adds its
 * resolver here when it lands; the access helper refuses to serve an
 * implemented operation whose record has none (http/app.ts), so nothing
 * company-scoped is served unchecked.
 */
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { serverMessages } from '../messages.ts';
import {
  attendances,
  batches,
  companies,
  companyInvitations,
  complaints,
  containerCalls,
  containerOrders,
  containers,
  departments,
  driverUnits,
  employees,
  files,
  interviews,
  jobApplications,
  jobLetters,
  recesses,
  recharges,
  revisionOrders,
  schedules,
  shifts,
  serviceOrders,
  routes,
  terminals,
  tickets,
  tours,
  units,
  users,
  vacancies,
  waybills,
  workInterviews,
} from '../db/schema.ts';

/** The owning company of a record, and the users it belongs to besides the company. */
export interface RecordOwner {
  /** The owning company; `null` for a user's personal record (a profile photo), which only its owner and administrators reach. */
  companyId: number | null;
  /** The user the record is about (`others: [owner]`): an employee's account, for example. */
  ownerUserId?: number | null;
  /** The job seeker who applied (`others: [applicant]`). */
  applicantUserId?: number | null;
  /** This record's existence is hidden from outsiders (404) although its kind is not (a draft vacancy). */
  hidden?: boolean;
}

/**
 * Finds a record's owner by id; `undefined` when the record does not exist.
 * `callerId` lets a resolver say whether the caller applied (vacancies).
 */
export type OwnerResolver = (
  db: Database,
  id: number | string,
  callerId: number,
) => Promise<RecordOwner | undefined>;

/** A resolver for a table with a `company_id` column (and optionally an owning user). */
export function byCompanyColumn(
  table: PgTable & { id: PgColumn; companyId: PgColumn },
  owner?: PgColumn,
): OwnerResolver {
  return async (db, id) => {
    if (typeof id !== 'number' || !Number.isInteger(id)) return undefined;
    const [row] = await db
      .select({ companyId: table.companyId, ownerUserId: owner ?? table.companyId })
      .from(table as PgTable)
      .where(eq(table.id, id))
      .limit(1);
    if (!row) return undefined;
    return {
      companyId: row.companyId as number,
      ownerUserId: owner ? (row.ownerUserId as number | null) : null,
    };
  };
}

/** The owner of a job application (through its vacancy) and its applicant. */
const applicationOwner: OwnerResolver = async (db, id) => {
  if (typeof id !== 'number') return undefined;
  const [row] = await db
    .select({ companyId: vacancies.companyId, applicantUserId: jobApplications.userId })
    .from(jobApplications)
    .innerJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
    .where(eq(jobApplications.id, id))
    .limit(1);
  return row ? { companyId: row.companyId, ownerUserId: row.applicantUserId } : undefined;
};

/** Whether the user applied to the vacancy. */
async function applied(db: Database, vacancyId: number, userId: number) {
  const [row] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.vacancyId, vacancyId), eq(jobApplications.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The owner of a vacancy; the caller is its applicant when they applied to it.
 * Only a published vacancy is public: outsiders are told a draft does not exist.
 */
const vacancyOwner: OwnerResolver = async (db, id, callerId) => {
  if (typeof id !== 'number') return undefined;
  const [row] = await db
    .select({ companyId: vacancies.companyId, status: vacancies.status })
    .from(vacancies)
    .where(eq(vacancies.id, id))
    .limit(1);
  if (!row) return undefined;
  return {
    companyId: row.companyId,
    applicantUserId: (await applied(db, id, callerId)) ? callerId : null,
    hidden: row.status !== 'publicada',
  };
};

/** The owner of an interview (its company) and its candidate, who owns it too. */
const interviewOwner: OwnerResolver = async (db, id) => {
  if (typeof id !== 'number') return undefined;
  const [row] = await db
    .select({ companyId: vacancies.companyId, candidate: interviews.candidateUserId })
    .from(interviews)
    .innerJoin(vacancies, eq(vacancies.id, interviews.vacancyId))
    .where(eq(interviews.id, id))
    .limit(1);
  return row ? { companyId: row.companyId, ownerUserId: row.candidate } : undefined;
};

/** The owner of a work interview (its vacancy's company); the caller is its applicant when they applied to the vacancy. */
const workInterviewOwner: OwnerResolver = async (db, id, callerId) => {
  if (typeof id !== 'number') return undefined;
  const [row] = await db
    .select({ companyId: vacancies.companyId, vacancyId: vacancies.id })
    .from(workInterviews)
    .innerJoin(vacancies, eq(vacancies.id, workInterviews.vacancyId))
    .where(eq(workInterviews.id, id))
    .limit(1);
  if (!row) return undefined;
  const applicant = await applied(db, row.vacancyId, callerId);
  return { companyId: row.companyId, applicantUserId: applicant ? callerId : null };
};

/**
 * The owner of a record files are attached to (`resource_type` + `resource_id`):
 * a user's own record, a company, a vacancy, a unit (its photo), a job
 * application (its applicant is its owner), a complaint (its filer is its owner). `undefined` when the record does not exist.
 * @throws 422 for a kind of record this server does not hold files for yet.
 */
export async function resourceOwner(
  db: Database,
  type: string,
  id: number,
): Promise<RecordOwner | undefined> {
  switch (type) {
    case 'user': {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return user ? { companyId: null, ownerUserId: user.id } : undefined;
    }
    case 'company': {
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, id));
      return company ? { companyId: company.id } : undefined;
    }
    case 'vacancy':
      return byCompanyColumn(vacancies)(db, id, 0);
    case 'unit':
      return byCompanyColumn(units)(db, id, 0);
    case 'job_application': {
      return applicationOwner(db, id, 0);
    }
    case 'complaint':
      return byCompanyColumn(complaints, complaints.reporterUserId)(db, id, 0);
    default:
      throw new HttpError(422, serverMessages.validation.summary, 'unprocessable', {
        resource_type: ['Este servidor todavía no guarda archivos de este tipo de registro.'],
      });
  }
}

/** The owner of an image: the owner of the record it is attached to. */
const imageOwner: OwnerResolver = async (db, id) => {
  if (typeof id !== 'number') return undefined;
  const [image] = await db
    .select({ type: files.resourceType, id: files.resourceId })
    .from(files)
    .where(and(eq(files.id, id), eq(files.kind, 'image')));
  return image ? resourceOwner(db, image.type, image.id) : undefined;
};

/**
 * The owner of a unit (its company); the caller owns it too when their
 * employee record is one of the unit's drivers (`driver_units`), which lets a
 * driver send the unit's positions (`sendUnitPosition`, decision 38).
 */
const unitOwner: OwnerResolver = async (db, id, callerId) => {
  if (typeof id !== 'number' || !Number.isInteger(id)) return undefined;
  const [unit] = await db
    .select({ companyId: units.companyId })
    .from(units)
    .where(eq(units.id, id))
    .limit(1);
  if (!unit) return undefined;
  const [drives] = await db
    .select({ employeeId: driverUnits.employeeId })
    .from(driverUnits)
    .innerJoin(employees, eq(employees.id, driverUnits.employeeId))
    .where(
      and(
        eq(driverUnits.unitId, id),
        eq(employees.userId, callerId),
        eq(employees.companyId, unit.companyId),
      ),
    )
    .limit(1);
  return { companyId: unit.companyId, ownerUserId: drives ? callerId : null };
};

/** The owner of a tour (its company) and the user of its driver, who owns it too (decision 38). */
const tourOwner: OwnerResolver = async (db, id) => {
  if (typeof id !== 'number' || !Number.isInteger(id)) return undefined;
  const [row] = await db
    .select({ companyId: tours.companyId, ownerUserId: employees.userId })
    .from(tours)
    .leftJoin(employees, eq(employees.id, tours.driverEmployeeId))
    .where(eq(tours.id, id))
    .limit(1);
  return row ? { companyId: row.companyId, ownerUserId: row.ownerUserId } : undefined;
};

/** The owner of an attendance record (its company) and the employee's user, who owns it too (decision 39). */
const attendanceOwner: OwnerResolver = async (db, id) => {
  if (typeof id !== 'number' || !Number.isInteger(id)) return undefined;
  const [row] = await db
    .select({ companyId: attendances.companyId, ownerUserId: employees.userId })
    .from(attendances)
    .innerJoin(employees, eq(employees.id, attendances.employeeId))
    .where(eq(attendances.id, id))
    .limit(1);
  return row;
};

/** Record names of the contract (path placeholders and body fields) and their resolvers. */
export const ownerResolvers: Record<string, OwnerResolver> = {
  departmentId: byCompanyColumn(departments),
  employeeId: byCompanyColumn(employees, employees.userId),
  driverId: byCompanyColumn(employees, employees.userId),
  terminalId: byCompanyColumn(terminals),
  ticketId: byCompanyColumn(tickets),
  unitId: unitOwner,
  tourId: tourOwner,
  serviceOrderId: byCompanyColumn(serviceOrders),
  revisionOrderId: byCompanyColumn(revisionOrders),
  routeId: byCompanyColumn(routes),
  shiftId: byCompanyColumn(shifts),
  recessId: byCompanyColumn(recesses),
  scheduleId: byCompanyColumn(schedules),
  attendanceId: attendanceOwner,
  vacancyId: vacancyOwner,
  jobApplicationId: applicationOwner,
  interviewId: interviewOwner,
  workInterviewId: workInterviewOwner,
  jobLetterId: byCompanyColumn(jobLetters, jobLetters.userId),
  /** A complaint's company, and its filer, who follows it (decision 41). */
  complaintId: byCompanyColumn(complaints, complaints.reporterUserId),
  imageId: imageOwner,
  /** An invitation to the workforce: its company, and the invited person, who alone answers it (decision 53). */
  companyInvitationId: byCompanyColumn(companyInvitations, companyInvitations.userId),
  /**
   * Container tracking (docs/decisions/0023-container-tracking.md): a container, named in paths and in a call's
   * body. The body names (`container_id`, `container_order_id`) are not hidden:
   * those operations answer 403 or 422, never 404 (the contract's responses).
   */
  containerId: byCompanyColumn(containers),
  container_id: byCompanyColumn(containers),
  /** A container order, named in paths and in a waybill's body. */
  orderId: byCompanyColumn(containerOrders),
  container_order_id: byCompanyColumn(containerOrders),
  waybillId: byCompanyColumn(waybills),
  containerCallId: byCompanyColumn(containerCalls),
  rechargeId: async (db, id) => {
    if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const [row] = await db
      .select({ companyId: recharges.companyId, ownerUserId: recharges.userId })
      .from(recharges)
      .where(eq(recharges.id, id))
      .limit(1);
    return row;
  },
  batchId: async (db, id) => {
    if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const [row] = await db
      .select({ companyId: batches.companyId })
      .from(batches)
      .where(eq(batches.id, id))
      .limit(1);
    return row;
  },
};

/**
 * Records whose existence is the company's business: an outsider who names one
 * gets the answer of a missing one (404 in the path, 422 on the field in the body). Published vacancies and files answer
 * outsiders 403; a draft vacancy is hidden by its resolver (`RecordOwner.hidden`).
 */
export const hiddenRecords: ReadonlySet<string> = new Set([
  'departmentId',
  'employeeId',
  'driverId',
  'terminalId',
  'ticketId',
  'unitId',
  'tourId',
  'serviceOrderId',
  'revisionOrderId',
  'routeId',
  'shiftId',
  'recessId',
  'scheduleId',
  'attendanceId',
  'batchId',
  'rechargeId',
  'jobApplicationId',
  'interviewId',
  'workInterviewId',
  'jobLetterId',
  'complaintId',
  'containerId',
  'container_id',
  'orderId',
  'container_order_id',
  'waybillId',
  'containerCallId',
  'companyInvitationId',
]);
