/**
 * Times, days and durations of the clock-in pages (decision 39), in es-MX and 24-hour time like
 * the shifts' `HH:MM`, in the company's time zone (a shift's `timezone`, else Mexico City).
 */
import { companyTimeZone as defaultTimeZone } from '../../app/time-zone.ts';

/** The time zone when a shift gives none: the companies' one. */
export { defaultTimeZone };

const formats = new Map<string, Intl.DateTimeFormat>();
function format(key: string, options: Intl.DateTimeFormatOptions, locale = 'es-MX') {
  const id = `${locale}|${key}|${options.timeZone ?? ''}`;
  let found = formats.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formats.set(id, found);
  }
  return found;
}

/** `iso` as "07:58" in `timeZone`. */
export function clockTime(iso: string | Date, timeZone = defaultTimeZone): string {
  return format('time', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    typeof iso === 'string' ? new Date(iso) : iso,
  );
}

/** Today (or `at`) as 'YYYY-MM-DD' in `timeZone`. */
export function dayIn(timeZone = defaultTimeZone, at: Date = new Date()): string {
  return format('day', { timeZone }, 'en-CA').format(at);
}

/** 'YYYY-MM-DD' moved by `days` (calendar arithmetic, no time zone). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A calendar day 'YYYY-MM-DD' as "lunes, 9 de marzo". */
export function weekdayDate(day: string): string {
  return format('weekday', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** A date and time as "4 de abril de 2026". */
export function longDate(iso: string, timeZone = defaultTimeZone): string {
  return format('long', { dateStyle: 'long', timeZone }).format(new Date(iso));
}

/** Minutes as "8 h 04 min" (or "45 min"). */
export function hoursAndMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
}

/** Milliseconds as a stopwatch, "1:05:09" (hours not padded). */
export function stopwatch(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The part of the day at `at` (device time), for "Buenos días / tardes / noches". */
export function partOfDay(at: Date): 'morning' | 'afternoon' | 'night' {
  const hour = at.getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 19) return 'afternoon';
  return 'night';
}

/** The device's time zone (the kiosk's tablet is at the workplace). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
