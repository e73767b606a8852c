/**
 * /empresa/{companyId}/contenedores-reportes: the three container reports (docs/decisions/0023-container-tracking.md).
 */
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { ReportsScreen } from '../features/container-reports/reports-screen.tsx';

/** Membership check. */
export function workspaceContainerReportsLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    await requireWorkspace(context, args);
    return null;
  };
}

/** The reports screen. */
export function WorkspaceContainerReportsRoute() {
  return <ReportsScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceContainerReportsRoute as Component };
