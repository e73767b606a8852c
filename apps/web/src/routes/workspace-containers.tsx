/**
 * /empresa/{companyId}/contenedores: the company's containers (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { companyRecordListLoader } from '../records/company-record-list.ts';
import { containerList, ContainersScreen } from '../features/containers/containers-screen.tsx';

/** Membership check and the first page. */
export function workspaceContainersLoader(context: AppContext) {
  return companyRecordListLoader(context, containerList);
}

/** The containers screen. */
export function WorkspaceContainersRoute() {
  return <ContainersScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceContainersRoute as Component };
