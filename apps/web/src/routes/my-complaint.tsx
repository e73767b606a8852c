/**
 * /mis-quejas/{complaintId}: one complaint the user filed, its status, the company's answers and
 * the reply box (decision 41). Someone else's complaint, or one that does not exist,
 * is the 404.
 */
import { ApiError, getComplaintQueryOptions } from '@jornada/api-client';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { ComplaintDetail } from '../features/complaints/complaint-detail.tsx';
import { paths } from '../paths.ts';
import { pageNotFound } from './page-not-found.ts';

/** The complaint, or the 404. */
export function myComplaintLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const path = new URL(args.request.url).pathname;
    const complaintId = parseId(args.params.complaintId);
    if (complaintId === null) throw pageNotFound(path);
    try {
      await context.queryClient.ensureQueryData(getComplaintQueryOptions(context.api, complaintId));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403))
        throw pageNotFound(path);
      throw error;
    }
    return null;
  };
}

/** The filer's complaint page. */
export function MyComplaintRoute() {
  return (
    <>
      <ComplaintDetail
        complaintId={parseId(useParams().complaintId) ?? 0}
        viewer="reporter"
        backHref={paths.myComplaints.href()}
      />
    </>
  );
}

export { MyComplaintRoute as Component };
