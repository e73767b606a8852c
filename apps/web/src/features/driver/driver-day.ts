/**
 * The driver's day as data: loading it (from the device first, docs/decisions/0017-fleet-map.md)
 * and changing it on the device — optimistic cache updates plus a change in the outbox.
 */
import {
  getMyFleetWorkdayQueryOptions,
  listTourPassengersQueryOptions,
  type components,
} from '@jornada/api-client';
import { onlineManager } from '@tanstack/react-query';
import type { AppContext } from '../../app/app-context.ts';
import { restoreDriverCache } from './offline-cache.ts';
import type { Outbox } from './outbox.ts';

type Schemas = components['schemas'];
type Tour = Schemas['Tour'];
type TourStatus = Schemas['TourStatus'];
type Passenger = Schemas['Passenger'];

/** Whether the signed-in user gets the driver's pages. */
export function isDriver(user: { roles: readonly string[] } | null | undefined): boolean {
  return Boolean(user?.roles.includes('driver'));
}

/**
 * Loads the day for a loader: the saved copy is put back first; with it (or offline) the page
 * renders at once and refreshes in the background, else it waits for the server. The passengers
 * of every tour of the day are fetched too (not awaited), so they are kept for offline use.
 */
export async function loadDriverDay(context: AppContext, userId: number): Promise<void> {
  restoreDriverCache(context.queryClient, userId);
  const options = getMyFleetWorkdayQueryOptions(context.api);
  if (!context.queryClient.getQueryData(options.queryKey) && onlineManager.isOnline())
    await context.queryClient.prefetchQuery(options);
  for (const tour of context.queryClient.getQueryData(options.queryKey)?.tours ?? []) {
    if (onlineManager.isOnline())
      void context.queryClient.prefetchQuery(listTourPassengersQueryOptions(context.api, tour.id));
  }
}

const nextStatuses: Record<TourStatus, TourStatus[]> = {
  programado: ['en_curso', 'cancelado'],
  en_curso: ['finalizado', 'cancelado'],
  finalizado: [],
  cancelado: [],
};

/** The tour after moving to `status` at `at` (what the server will answer). */
export function withStatus(tour: Tour, status: TourStatus, at: string): Tour {
  return {
    ...tour,
    status,
    next_statuses: nextStatuses[status],
    departed_at: status === 'en_curso' ? at : tour.departed_at,
    arrived_at: status === 'finalizado' ? at : tour.arrived_at,
  };
}

/** Moves a tour on the device and queues the change; the unit is `en_ruta` while it runs. */
export function changeTourStatus(
  context: Pick<AppContext, 'api' | 'queryClient'>,
  outbox: Outbox,
  tour: Tour,
  status: TourStatus,
): void {
  const at = new Date().toISOString();
  context.queryClient.setQueryData(getMyFleetWorkdayQueryOptions(context.api).queryKey, (day) =>
    day
      ? {
          ...day,
          tours: day.tours.map((t) => (t.id === tour.id ? withStatus(t, status, at) : t)),
          units: day.units.map((unit) =>
            unit.id === tour.unit.id
              ? {
                  ...unit,
                  status: status === 'en_curso' ? ('en_ruta' as const) : ('disponible' as const),
                }
              : unit,
          ),
        }
      : day,
  );
  outbox.add({ kind: 'status', tourId: tour.id, body: { status, recorded_at: at } });
}

/** Marks a passenger (not) boarded on the device and queues the change. */
export function markPassenger(
  context: Pick<AppContext, 'api' | 'queryClient'>,
  outbox: Outbox,
  passenger: Passenger,
  boarded: boolean,
): void {
  const at = new Date().toISOString();
  const tourId = passenger.tour_id;
  context.queryClient.setQueryData(
    listTourPassengersQueryOptions(context.api, tourId).queryKey,
    (list) =>
      list?.map((p) =>
        p.id === passenger.id ? { ...p, boarded, boarded_at: boarded ? at : null } : p,
      ),
  );
  context.queryClient.setQueryData(getMyFleetWorkdayQueryOptions(context.api).queryKey, (day) =>
    day
      ? {
          ...day,
          tours: day.tours.map((t) =>
            t.id === tourId && passenger.boarded !== boarded
              ? { ...t, boarded_count: Math.max(0, t.boarded_count + (boarded ? 1 : -1)) }
              : t,
          ),
        }
      : day,
  );
  outbox.add({
    kind: 'passenger',
    tourId,
    passengerId: passenger.id,
    body: { boarded, recorded_at: at },
  });
}
