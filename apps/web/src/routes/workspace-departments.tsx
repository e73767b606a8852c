/**
 * /empresa/{companyId}/departamentos: the company's departments
 * (docs/decisions/0013-company-workspace-routes.md).
 */
import { listCompanyDepartmentsQueryOptions } from '@jornada/api-client';
import { tableStateFromSearchParams } from '@jornada/ui';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import {
  departmentListParams,
  departmentTableDefaults,
  DepartmentsScreen,
} from '../features/departments/departments-screen.tsx';

/** Membership check and the first page. */
export function workspaceDepartmentsLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const state = tableStateFromSearchParams(
      new URL(args.request.url).searchParams,
      departmentTableDefaults,
    );
    await context.queryClient.prefetchQuery(
      listCompanyDepartmentsQueryOptions(context.api, companyId, departmentListParams(state)),
    );
    return null;
  };
}

/** The departments screen. */
export function WorkspaceDepartmentsRoute() {
  return <DepartmentsScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceDepartmentsRoute as Component };
