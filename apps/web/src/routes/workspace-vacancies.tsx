/**
 * /empresa/{companyId}/vacantes: the company's vacancies (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { companyRecordListLoader } from '../records/company-record-list.ts';
import { companyVacancyList, VacanciesScreen } from '../features/vacancies/vacancies-screen.tsx';

/** Membership check and the first page. */
export function workspaceVacanciesLoader(context: AppContext) {
  return companyRecordListLoader(context, companyVacancyList);
}

/** The vacancies screen. */
export function WorkspaceVacanciesRoute() {
  return <VacanciesScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceVacanciesRoute as Component };
