/**
 * /empresa/{companyId}/ordenes-revision/{revisionOrderId}: one revision order (docs/decisions/0016-revision-report-pdf.md). An order
 * that does not exist, or belongs to another company, is the 404.
 */
import { getRevisionOrderQueryOptions } from '@jornada/api-client';
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { RevisionOrderDetail } from '../features/revision-orders/revision-order-detail.tsx';
import { companyRecordLoader } from './company-record-loader.ts';

/** Membership check, validity check and the order. */
export const workspaceRevisionOrderLoader = (context: AppContext) =>
  companyRecordLoader(context, 'revisionOrderId', getRevisionOrderQueryOptions);

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
