/**
 * /empresa/{companyId}/empleados/importar: the bulk employee import
 * (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { EmployeeImport } from '../features/employee-import/employee-import.tsx';

/** Membership check. */
export function workspaceEmployeeImportLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    await requireWorkspace(context, args);
    return null;
  };
}

/** The import screen. */
export function WorkspaceEmployeeImportRoute() {
  return <EmployeeImport companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceEmployeeImportRoute as Component };
