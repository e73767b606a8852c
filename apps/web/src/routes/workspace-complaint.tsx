/**
 * /empresa/{companyId}/quejas/{complaintId}: one complaint for the company's staff (decision 41):
 * its conversation, the answer box and the status moves; never who filed an
 * anonymous one (the server withholds it). A complaint of another company is the 404.
 */
import { getComplaintQueryOptions } from '@jornada/api-client';
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { ComplaintDetail } from '../features/complaints/complaint-detail.tsx';
import { paths } from '../paths.ts';
import { companyRecordLoader } from './company-record-loader.ts';

/** Membership check, validity check and the complaint. */
export const workspaceComplaintLoader = (context: AppContext) =>
  companyRecordLoader(context, 'complaintId', getComplaintQueryOptions);

/** The complaint's page in the workspace. */
export function WorkspaceComplaintRoute() {
  const params = useParams();
  const companyId = parseId(params.companyId) ?? 0;
  return (
    <ComplaintDetail
      complaintId={parseId(params.complaintId) ?? 0}
      viewer="staff"
      backHref={paths.workspaceComplaints.href(companyId)}
    />
  );
}

export { WorkspaceComplaintRoute as Component };
