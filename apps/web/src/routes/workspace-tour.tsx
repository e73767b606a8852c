/**
 * /empresa/{companyId}/recorridos/{tourId}: one tour, its status moves and its passengers. A tour
 * that does not exist, or belongs to another company, is the 404.
 */
import { ApiError, getTourQueryOptions } from '@jornada/api-client';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { TourDetail } from '../features/tours/tour-detail.tsx';
import { pageNotFound } from './page-not-found.ts';

/** Membership check, validity check and the tour. */
export function workspaceTourLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const path = new URL(args.request.url).pathname;
    const tourId = parseId(args.params.tourId);
    if (tourId === null) throw pageNotFound(path);
    try {
      const tour = await context.queryClient.ensureQueryData(
        getTourQueryOptions(context.api, tourId),
      );
      if (tour.company_id !== companyId) throw pageNotFound(path);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403))
        throw pageNotFound(path);
      throw error;
    }
    return null;
  };
}

/** The tour screen. */
export function WorkspaceTourRoute() {
  const params = useParams();
  return (
    <TourDetail companyId={parseId(params.companyId) ?? 0} tourId={parseId(params.tourId) ?? 0} />
  );
}

export { WorkspaceTourRoute as Component };
