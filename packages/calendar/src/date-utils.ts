import type { DateInput } from './types.ts';

/** Minutes in a day. */
export const DAY_MINUTES = 1440;
const DAY_MS = 86_400_000;
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

const RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Reads a `Date` or a local `'YYYY-MM-DD[ HH:mm]'` string. `24:00` becomes
 * 23:59:59 of the same day. Returns null when unreadable.
 */
export function toDate(input: DateInput | null | undefined): Date | null {
  if (input == null) return null;
  // Dates are never mutated by the calendar, so they are used as they are (no copy)
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  const m = RE.exec(input.trim());
  if (!m) {
    const d = new Date(input);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const h = Number(m[4] ?? 0);
  const min = Number(m[5] ?? 0);
  if (h === 24 && min === 0) return new Date(+m[1]!, +m[2]! - 1, +m[3]!, 23, 59, 59);
  return new Date(+m[1]!, +m[2]! - 1, +m[3]!, h, min, Number(m[6] ?? 0));
}

/** Local midnight of a date. */
export function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

/** Adds whole days (DST-safe: works on the calendar date). */
export function addDays(d: Date, n: number): Date {
  const r = new Date(d);
  r.setDate(r.getDate() + n);
  return r;
}

/** Adds months, clamping the day to the target month's length. */
export function addMonths(d: Date, n: number): Date {
  const r = new Date(d.getFullYear(), d.getMonth() + n, 1, d.getHours(), d.getMinutes());
  const last = new Date(r.getFullYear(), r.getMonth() + 1, 0).getDate();
  r.setDate(Math.min(d.getDate(), last));
  return r;
}

/** A number that identifies a local calendar day (ordered). */
export function dayKey(d: Date): number {
  return d.getFullYear() * 512 + d.getMonth() * 32 + d.getDate();
}

/** Whole days between two dates' local days (b − a). */
export function dayDiff(a: Date, b: Date): number {
  return Math.round((+startOfDay(b) - +startOfDay(a)) / DAY_MS);
}

/** `'YYYY-MM-DD'` of a local day (used in `data-date`). */
export function isoDay(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** True when the date is 23:59:59 (the stored form of 24:00). */
export function isEndOfDay(d: Date): boolean {
  return d.getHours() === 23 && d.getMinutes() === 59 && d.getSeconds() === 59;
}

/** Minutes since midnight; 23:59:59 counts as 1440 (shown as 24:00). */
export function minutesOf(d: Date): number {
  return isEndOfDay(d) ? DAY_MINUTES : d.getHours() * 60 + d.getMinutes();
}

/** The day at `minutes` from midnight; 1440 becomes 23:59:59. */
export function atMinutes(day: Date, minutes: number): Date {
  if (minutes >= DAY_MINUTES)
    return new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59);
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    0,
    Math.max(0, Math.round(minutes)),
  );
}

/** First day of the week containing `d`; `weekStartsOn` 0 = Sunday … 6 = Saturday. */
export function startOfWeek(d: Date, weekStartsOn: number): Date {
  const day = startOfDay(d);
  return addDays(day, -((day.getDay() - weekStartsOn + 7) % 7));
}

const cache = new Map<string, Intl.DateTimeFormat>();
/** A cached `Intl.DateTimeFormat`. */
export function dtf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** Formats minutes from midnight as a time; 1440 is shown as 24:00 in 24-hour mode. */
export function formatMinutes(minutes: number, locale: string, twelveHour: boolean): string {
  if (!twelveHour) return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  const d = new Date(2000, 0, 1, 0, minutes % DAY_MINUTES);
  return dtf(locale, { hour: 'numeric', minute: '2-digit', hour12: true }).format(d);
}

/** A long accessible day label, e.g. «lunes, 3 de noviembre de 2025». */
export function formatDayLong(d: Date, locale: string): string {
  return dtf(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(d);
}

/** Weekday names from `Intl` in display order (7 entries starting at `weekStartsOn`). */
export function weekdayNames(
  locale: string,
  style: 'long' | 'short' | 'narrow',
  weekStartsOn: number,
): string[] {
  const f = dtf(locale, { weekday: style });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) =>
    f.format(new Date(2023, 0, 1 + ((i + weekStartsOn) % 7))),
  );
}
