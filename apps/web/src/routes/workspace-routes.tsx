/**
 * /empresa/{companyId}/rutas: the company's routes (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { companyRecordListLoader } from '../records/company-record-list.ts';
import { routeList, RoutesScreen } from '../features/fleet-routes/routes-screen.tsx';

/** Membership check and the first page. */
export function workspaceRoutesLoader(context: AppContext) {
  return companyRecordListLoader(context, routeList);
}

/** The routes screen. */
export function WorkspaceRoutesRoute() {
  return <RoutesScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceRoutesRoute as Component };
