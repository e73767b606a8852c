/**
 * /empresa/{companyId}/quejas/{complaintId}: one complaint for the company's staff (issue 21,
 * decision 41): its conversation, the answer box and the status moves; never who filed an
 * anonymous one (the server withholds it). A complaint of another company is the 404.
 */
import { ApiError, getComplaintQueryOptions } from '@jornada/api-client';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { ComplaintDetail } from '../features/complaints/complaint-detail.tsx';
import { paths } from '../paths.ts';
import { pageNotFound } from './page-not-found.ts';

/** Membership check, validity check and the complaint. */
export function workspaceComplaintLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const path = new URL(args.request.url).pathname;
    const complaintId = parseId(args.params.complaintId);
    if (complaintId === null) throw pageNotFound(path);
    try {
      const complaint = await context.queryClient.ensureQueryData(
        getComplaintQueryOptions(context.api, complaintId),
      );
      if (complaint.company_id !== companyId) throw pageNotFound(path);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403))
        throw pageNotFound(path);
      throw error;
    }
    return null;
  };
}

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
