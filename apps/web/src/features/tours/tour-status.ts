/**
 * How tours read (contract `TourStatus`, `Tour`): the statuses in their life's order, the badge
 * colour, the name people give a tour (its route and departure) and its times. Which moves a tour
 * may make is the server's business: `Tour.next_statuses` (decision 38).
 */
import type { components } from '@jornada/api-client';
import { messages } from '../../messages/messages.ts';

type Tour = components['schemas']['Tour'];

/** A tour status. */
export type TourStatus = components['schemas']['TourStatus'];

/** Every status, in the order of a tour's life (the list's filter). */
export const tourStatuses = [
  'programado',
  'en_curso',
  'finalizado',
  'cancelado',
] as const satisfies readonly TourStatus[];

/** Badge colour of a status. */
export function tourStatusVariant(status: TourStatus) {
  return (
    {
      programado: 'secondary',
      en_curso: 'primary',
      finalizado: 'success',
      cancelado: 'outline',
    } as const
  )[status];
}

/** A date and time in the browser's time zone, as the sheet's date-time field reads it. */
export const tourDateTime = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** How people name a tour: 'León – Silao, 5 mar 2026, 6:30'. */
export function tourName(tour: Pick<Tour, 'route' | 'scheduled_departure_at'>): string {
  return messages.tours.name(
    tour.route.name,
    tourDateTime.format(new Date(tour.scheduled_departure_at)),
  );
}
