/**
 * /empresa/{companyId}/ordenes-contenedor/{orderId}: one container order and its waybills
 * (issue 19). An order that does not exist, or belongs to another company, is the 404.
 */
import { ApiError, getOrderQueryOptions } from '@jornada/api-client';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { OrderDetail } from '../features/container-orders/order-detail.tsx';
import { pageNotFound } from './page-not-found.ts';

/** Membership check, validity check and the order. */
export function workspaceContainerOrderLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const path = new URL(args.request.url).pathname;
    const orderId = parseId(args.params.orderId);
    if (orderId === null) throw pageNotFound(path);
    try {
      const order = await context.queryClient.ensureQueryData(
        getOrderQueryOptions(context.api, orderId),
      );
      if (order.company_id !== companyId) throw pageNotFound(path);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403))
        throw pageNotFound(path);
      throw error;
    }
    return null;
  };
}

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
