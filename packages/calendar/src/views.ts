import { addDays, addMonths, startOfDay, startOfWeek } from './date-utils.ts';
import type { CalendarViewName } from './types.ts';

/** All views, widest first. */
export const VIEWS: readonly CalendarViewName[] = ['years', 'year', 'month', 'week', 'day'];
/** Years shown by the years view. */
export const YEARS_PER_PAGE = 25;
/** Cells of the month view: always 6 × 7. */
export const MONTH_CELLS = 42;

/** Outcome of checking a requested view against the enabled ones. */
export interface ResolvedView {
  view: CalendarViewName;
  problem?: 'invalid' | 'disabled';
}

/**
 * The view to show: an unknown view falls back to week, a disabled one to
 * the first enabled view.
 */
export function resolveView(requested: string, disabled: readonly string[]): ResolvedView {
  const enabled = VIEWS.filter((v) => !disabled.includes(v));
  const first = enabled[0] ?? 'week';
  if (!(VIEWS as readonly string[]).includes(requested)) {
    return { view: enabled.includes('week') ? 'week' : first, problem: 'invalid' };
  }
  if (disabled.includes(requested)) return { view: first, problem: 'disabled' };
  return { view: requested as CalendarViewName };
}

/** First day of the period shown by `view` around `date`. */
export function periodStart(view: CalendarViewName, date: Date, weekStartsOn: number): Date {
  switch (view) {
    case 'years':
      return new Date(Math.floor(date.getFullYear() / YEARS_PER_PAGE) * YEARS_PER_PAGE, 0, 1);
    case 'year':
      return new Date(date.getFullYear(), 0, 1);
    case 'month':
      return new Date(date.getFullYear(), date.getMonth(), 1);
    case 'week':
      return startOfWeek(date, weekStartsOn);
    default:
      return startOfDay(date);
  }
}

/** Moves `date` by `n` periods of `view` (years: 25 years, year, month, week, day). */
export function shiftPeriod(view: CalendarViewName, date: Date, n: number): Date {
  switch (view) {
    case 'years':
      return addMonths(date, 12 * YEARS_PER_PAGE * n);
    case 'year':
      return addMonths(date, 12 * n);
    case 'month':
      return addMonths(date, n);
    case 'week':
      return addDays(date, 7 * n);
    default:
      return addDays(date, n);
  }
}

/** True when `a` and `b` fall in the same period of `view`. */
export function samePeriod(
  view: CalendarViewName,
  a: Date,
  b: Date,
  weekStartsOn: number,
): boolean {
  return +periodStart(view, a, weekStartsOn) === +periodStart(view, b, weekStartsOn);
}

/** The next narrower enabled view (years → year → month → week → day), if any. */
export function narrowerView(
  view: CalendarViewName,
  disabled: readonly string[],
): CalendarViewName | undefined {
  return VIEWS.slice(VIEWS.indexOf(view) + 1).find((v) => !disabled.includes(v));
}

/**
 * The days `view` shows around `date`: `start` is the first at 00:00 and
 * `end` the day after the last at 00:00 (exclusive). The month view shows 6
 * whole weeks (42 days) from the week holding the 1st.
 */
export function visibleRange(
  view: CalendarViewName,
  date: Date,
  weekStartsOn: number,
): { start: Date; end: Date } {
  const start =
    view === 'month'
      ? startOfWeek(periodStart('month', date, weekStartsOn), weekStartsOn)
      : periodStart(view, date, weekStartsOn);
  switch (view) {
    case 'years':
      return { start, end: addMonths(start, 12 * YEARS_PER_PAGE) };
    case 'year':
      return { start, end: addMonths(start, 12) };
    case 'month':
      return { start, end: addDays(start, MONTH_CELLS) };
    case 'week':
      return { start, end: addDays(start, 7) };
    default:
      return { start, end: addDays(start, 1) };
  }
}
