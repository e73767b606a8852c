/**
 * /empresa/{companyId}/recorridos: the company's tours (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { companyRecordListLoader } from '../records/company-record-list.ts';
import { tourList, ToursScreen } from '../features/tours/tours-screen.tsx';

/** Membership check and the first page. */
export function workspaceToursLoader(context: AppContext) {
  return companyRecordListLoader(context, tourList);
}

/** The tours screen. */
export function WorkspaceToursRoute() {
  return <ToursScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceToursRoute as Component };
