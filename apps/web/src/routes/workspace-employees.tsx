/**
 * /empresa/{companyId}/empleados: the company's employees, with search and filters in the URL
 * (docs/decisions/0013-company-workspace-routes.md).
 */
import { tableStateFromSearchParams } from '@jornada/ui';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import {
  departmentOptionsQuery,
  employeeTableDefaults,
  employeesQuery,
  EmployeesScreen,
} from '../features/employees/employees-screen.tsx';

/** Membership check, the first page and the departments (filter options). */
export function workspaceEmployeesLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const state = tableStateFromSearchParams(
      new URL(args.request.url).searchParams,
      employeeTableDefaults,
    );
    const { api, queryClient } = context;
    await Promise.all([
      queryClient.prefetchQuery(departmentOptionsQuery(api, companyId)),
      queryClient.prefetchQuery(employeesQuery(api, companyId, state)),
    ]);
    return null;
  };
}

/** The employees screen. */
export function WorkspaceEmployeesRoute() {
  return <EmployeesScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceEmployeesRoute as Component };
