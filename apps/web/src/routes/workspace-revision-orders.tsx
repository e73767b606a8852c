/**
 * /empresa/{companyId}/ordenes-revision: the company's revision orders (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { companyRecordListLoader } from '../records/company-record-list.ts';
import {
  revisionOrderList,
  RevisionOrdersScreen,
} from '../features/revision-orders/revision-orders-screen.tsx';

/** Membership check and the first page. */
export function workspaceRevisionOrdersLoader(context: AppContext) {
  return companyRecordListLoader(context, revisionOrderList);
}

/** The revision orders screen. */
export function WorkspaceRevisionOrdersRoute() {
  return <RevisionOrdersScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceRevisionOrdersRoute as Component };
