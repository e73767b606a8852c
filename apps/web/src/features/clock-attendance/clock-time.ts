/**
 * Times of the attendance screens in the company's time zone (times
 * are the company's local time; decision 39): days as 'YYYY-MM-DD', times of day, this week, and
 * the conversion between a `datetime-local` value typed in that zone and an ISO instant, so a
 * correction means the same whatever the browser's own zone is.
 */
import { companyTimeZone } from '../../app/time-zone.ts';

/** The companies' time zone (Mexico, no daylight saving time since 2022). */
export { companyTimeZone };

const pad = (value: number) => String(value).padStart(2, '0');

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: companyTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: companyTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const time = new Intl.DateTimeFormat('es-MX', { timeStyle: 'short', timeZone: companyTimeZone });
const dateTime = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: companyTimeZone,
});
const longDateTime = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: companyTimeZone,
});
// A calendar day has no zone: read it at noon UTC and print it in UTC.
const day = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Today (or `now`'s day) as 'YYYY-MM-DD' in the company's zone. */
export function companyToday(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** Whether `value` is a calendar day 'YYYY-MM-DD'. */
export function isDay(value: string | null | undefined): value is string {
  return !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}

/** `date` moved by `days` days ('YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Monday and Sunday of the ISO week of `date` ('YYYY-MM-DD'). */
export function weekOf(date: string): { from: string; to: string } {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(date, -weekday);
  return { from, to: addDays(from, 6) };
}

/** A time of day in the company's zone ('8:05'). */
export function formatTime(iso: string): string {
  return time.format(new Date(iso));
}

/** Date and time in the company's zone ('5 mar 2026, 8:05'). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** Date and time in words ('4 de abril de 2026, 3:25'). */
export function formatLongDateTime(iso: string): string {
  return longDateTime.format(new Date(iso));
}

/** A calendar day ('5 mar 2026'). */
export function formatDay(date: string): string {
  return day.format(new Date(`${date}T12:00:00Z`));
}

/** A calendar day in words ('jueves, 5 de marzo de 2026'). */
export function formatLongDay(date: string): string {
  return longDay.format(new Date(`${date}T12:00:00Z`));
}

/** Minutes the company's zone is ahead of UTC at `at` (−360 in Mexico City). */
function offsetMinutes(at: Date): number {
  const p = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * An ISO instant as the value of `<input type="datetime-local">` in the company's zone:
 * '2026-03-05T14:05:00Z' → '2026-03-05T08:05'.
 * @returns 'YYYY-MM-DDTHH:mm', or '' when `iso` is empty or not a date.
 */
export function isoToCompanyInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const local = new Date(at.getTime() + offsetMinutes(at) * 60_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/**
 * The value of `<input type="datetime-local">` typed in the company's zone as an ISO instant:
 * '2026-03-05T08:05' → '2026-03-05T14:05:00.000Z'.
 * @returns the ISO string, or '' when `local` is empty or not a date and time.
 */
export function companyInputToIso(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(guess)) return '';
  // The offset at the guess, then at the first answer (right across a change of offset).
  const first = guess - offsetMinutes(new Date(guess)) * 60_000;
  return new Date(guess - offsetMinutes(new Date(first)) * 60_000).toISOString();
}
