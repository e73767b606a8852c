/**
 * Wall-clock times ('HH:MM', 24-hour) and calendar days ('YYYY-MM-DD') of the clock-in planning
 * screens (decision 39): a shift's length across midnight, ISO weekdays
 * (1 = Monday … 7 = Sunday) and Spanish day lists. Days are local calendar days, never instants.
 */
import { clockPlanMessages } from './clock-plan-messages.ts';

const w = clockPlanMessages.weekdays;

/** 'HH:MM', 00:00 to 23:59 (the contract's pattern). */
export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The ISO weekdays, Monday first. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Minutes in a day. */
export const DAY_MINUTES = 1440;

/** Minutes from midnight of an 'HH:MM' time. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Whether a shift from `start` to `end` ('HH:MM') ends the next day (its end is before its start). */
export function endsNextDay(start: string, end: string): boolean {
  return minutesOf(end) < minutesOf(start);
}

/** Minutes from `start` to `end` ('HH:MM'), across midnight when `end` is earlier; 0 when equal. */
export function spanMinutes(start: string, end: string): number {
  return (minutesOf(end) - minutesOf(start) + DAY_MINUTES) % DAY_MINUTES;
}

/** '06:00–14:00', with '(termina al día siguiente)' when the span crosses midnight. */
export function timeRange(start: string, end: string): string {
  const range = clockPlanMessages.time.range(start, end);
  return endsNextDay(start, end) ? `${range} ${clockPlanMessages.time.nextDay}` : range;
}

const listFormat = new Intl.ListFormat('es-MX', { style: 'long', type: 'conjunction' });

/**
 * ISO weekdays grouped in runs of consecutive days, in week order: `[1,2,3,4,5,7]` →
 * `[[1, 5], [7, 7]]`.
 */
export function weekdayRuns(weekdays: readonly number[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const day of WEEKDAYS) {
    if (!weekdays.includes(day)) continue;
    const last = runs.at(-1);
    if (last && last[1] === day - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/**
 * The weekdays in words: 'lunes a viernes', 'lunes, miércoles y viernes', 'sábado y domingo',
 * 'todos los días'; runs of three or more days read as a range.
 */
export function weekdaysText(weekdays: readonly number[]): string {
  if (weekdays.length === 0) return w.none;
  if (WEEKDAYS.every((day) => weekdays.includes(day))) return w.everyDay;
  const parts = weekdayRuns(weekdays).flatMap(([from, to]) => {
    if (to - from >= 2) return [w.range(w.long[from - 1]!, w.long[to - 1]!)];
    return from === to ? [w.long[from - 1]!] : [w.long[from - 1]!, w.long[to - 1]!];
  });
  return listFormat.format(parts);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local `Date`'s calendar day, 'YYYY-MM-DD'. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today's local calendar day, 'YYYY-MM-DD'. */
export function today(): string {
  return isoDay(new Date());
}

/** The day `days` after (or before, when negative) `day` ('YYYY-MM-DD'). */
export function addDays(day: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return isoDay(new Date(y, m - 1, d + days));
}

const dayFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day as people read it: '9 mar 2026'. */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** The later of two days ('YYYY-MM-DD' compares as text). */
export function laterDay(a: string, b: string): string {
  return a > b ? a : b;
}
