/**
 * Times on the fleet map: "hace 3 minutos" (Intl.RelativeTimeFormat, es-MX) and the company's
 * day in America/Mexico_City (the track of the day).
 */
import { useEffect, useState } from 'react';
import { companyTimeZone } from '../../app/time-zone.ts';

const relative = new Intl.RelativeTimeFormat('es-MX', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: companyTimeZone,
});
const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: companyTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 365],
];

/**
 * `iso` relative to `now` in Spanish ("ahora", "hace 40 segundos", "hace 3 horas", "ayer").
 * @param iso - an ISO 8601 date-time.
 * @param now - milliseconds since the epoch.
 */
export function relativeTime(iso: string, now: number): string {
  // A fix newer than `now` (a clock ahead, `now` refreshed a while ago) is "ahora".
  let value = Math.min(0, Math.round((Date.parse(iso) - now) / 1000));
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return relative.format(value, unit);
    value = Math.round(value / size);
  }
  return relative.format(value, 'year');
}

/** `iso` as a date and time in Mexico City ("5 mar 2026, 3:09"). */
export function absoluteTime(iso: string): string {
  return absolute.format(new Date(iso));
}

/** Today's date (YYYY-MM-DD) in America/Mexico_City. */
export function todayInMexicoCity(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** The current time in ms, refreshed every `everyMs` (relative times stay true). @default 30000 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
