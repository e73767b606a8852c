/**
 * /empresa/{companyId}/ordenes-servicio: the company's service orders (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { companyRecordListLoader } from '../records/company-record-list.ts';
import {
  serviceOrderList,
  ServiceOrdersScreen,
} from '../features/service-orders/service-orders-screen.tsx';

/** Membership check and the first page. */
export function workspaceServiceOrdersLoader(context: AppContext) {
  return companyRecordListLoader(context, serviceOrderList);
}

/** The service orders screen. */
export function WorkspaceServiceOrdersRoute() {
  return <ServiceOrdersScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceServiceOrdersRoute as Component };
