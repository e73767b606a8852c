/**
 * /empresa/{companyId}/departamentos: the company's departments
 * (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { companyRecordListLoader } from '../records/company-record-list.ts';
import { departmentList, DepartmentsScreen } from '../features/departments/departments-screen.tsx';

/** Membership check and the first page. */
export function workspaceDepartmentsLoader(context: AppContext) {
  return companyRecordListLoader(context, departmentList);
}

/** The departments screen. */
export function WorkspaceDepartmentsRoute() {
  return <DepartmentsScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceDepartmentsRoute as Component };
