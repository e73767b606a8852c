/**
 * /empresa/{companyId}/recorridos/{tourId}: one tour, its status moves and its passengers. A tour
 * that does not exist, or belongs to another company, is the 404.
 */
import { getTourQueryOptions } from '@jornada/api-client';
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { TourDetail } from '../features/tours/tour-detail.tsx';
import { companyRecordLoader } from './company-record-loader.ts';

/** Membership check, validity check and the tour. */
export const workspaceTourLoader = (context: AppContext) =>
  companyRecordLoader(context, 'tourId', getTourQueryOptions);

/** The tour screen. */
export function WorkspaceTourRoute() {
  const params = useParams();
  return (
    <TourDetail companyId={parseId(params.companyId) ?? 0} tourId={parseId(params.tourId) ?? 0} />
  );
}

export { WorkspaceTourRoute as Component };
