/**
 * /empresa/{companyId}/ordenes-revision/{revisionOrderId}: one revision order (issue 17). An order
 * that does not exist, or belongs to another company, is the 404.
 */
import { ApiError, getRevisionOrderQueryOptions } from '@jornada/api-client';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { RevisionOrderDetail } from '../features/revision-orders/revision-order-detail.tsx';
import { pageNotFound } from './page-not-found.ts';

/** Membership check, validity check and the order. */
export function workspaceRevisionOrderLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const path = new URL(args.request.url).pathname;
    const revisionOrderId = parseId(args.params.revisionOrderId);
    if (revisionOrderId === null) throw pageNotFound(path);
    try {
      const order = await context.queryClient.ensureQueryData(
        getRevisionOrderQueryOptions(context.api, revisionOrderId),
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

/** The revision order's page. */
export function WorkspaceRevisionOrderRoute() {
  const params = useParams();
  return (
    <RevisionOrderDetail
      companyId={parseId(params.companyId) ?? 0}
      revisionOrderId={parseId(params.revisionOrderId) ?? 0}
    />
  );
}

export { WorkspaceRevisionOrderRoute as Component };
