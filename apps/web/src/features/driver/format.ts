/** Times of the driver's pages, in Mexico City ("7:30 a.m."). */
import { companyTimeZone } from '../../app/time-zone.ts';
const time = new Intl.DateTimeFormat('es-MX', {
  timeStyle: 'short',
  timeZone: companyTimeZone,
});

/** `iso` as a time of day in America/Mexico_City. */
export function timeOfDay(iso: string): string {
  return time.format(new Date(iso));
}
