/**
 * /empresa/{companyId}/ordenes-contenedor/{orderId}: one container order and its waybills
 * (docs/decisions/0023-container-tracking.md). An order that does not exist, or belongs to another company, is the 404.
 */
import { getOrderQueryOptions } from '@jornada/api-client';
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { OrderDetail } from '../features/container-orders/order-detail.tsx';
import { companyRecordLoader } from './company-record-loader.ts';

/** Membership check, validity check and the order. */
export const workspaceContainerOrderLoader = (context: AppContext) =>
  companyRecordLoader(context, 'orderId', getOrderQueryOptions);

/** The order screen. */
export function WorkspaceContainerOrderRoute() {
  const params = useParams();
  return (
    <OrderDetail
      companyId={parseId(params.companyId) ?? 0}
      orderId={parseId(params.orderId) ?? 0}
    />
  );
}

export { WorkspaceContainerOrderRoute as Component };
