/**
 * /mi-trabajo/recorridos/{tourId}: one tour of the driver's day (docs/decisions/0018-fleet-at-work.md): its passengers,
 * start and finish. Drivers only; kept offline (docs/decisions/0017-fleet-map.md).
 */
import { listTourPassengersQueryOptions } from '@jornada/api-client';
import { onlineManager } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkforce } from '../app/require-workspace.ts';
import { isDriver, loadDriverDay } from '../features/driver/driver-day.ts';
import { DriverTourScreen } from '../features/driver/driver-tour-screen.tsx';
import { pageNotFound } from './page-not-found.ts';

/** Drivers only (others get the 404); the day and the tour's passengers, from the device first. */
export function driverTourLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    await requireWorkforce(context, args);
    const user = context.session.getSnapshot().user;
    const tourId = parseId(args.params.tourId);
    if (!user || !isDriver(user) || tourId === null)
      throw pageNotFound(new URL(args.request.url).pathname);
    await loadDriverDay(context, user.id);
    const passengers = listTourPassengersQueryOptions(context.api, tourId);
    if (!context.queryClient.getQueryData(passengers.queryKey) && onlineManager.isOnline())
      await context.queryClient.prefetchQuery(passengers);
    return null;
  };
}

/** The tour screen. */
export function DriverTourRoute() {
  return <DriverTourScreen tourId={parseId(useParams().tourId) ?? 0} />;
}

export { DriverTourRoute as Component };
