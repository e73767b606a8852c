import { addDays, dtf, formatDayLong } from './date-utils.ts';
import type { CalendarViewName } from './types.ts';
import { periodStart, YEARS_PER_PAGE } from './views.ts';

const rangeTitles = new Map<string, string>();

/**
 * The title of the period shown: a range of years, a year, a month, a day, or
 * a week's first to last shown day (hidden weekdays left out). @internal
 */
export function periodTitle(
  view: CalendarViewName,
  anchor: Date,
  wso: number,
  locale: string,
  hidden: ReadonlySet<number>,
): string {
  const start = periodStart(view, anchor, wso);
  if (view === 'years')
    return `${start.getFullYear()} – ${start.getFullYear() + YEARS_PER_PAGE - 1}`;
  if (view === 'year') return String(start.getFullYear());
  if (view === 'month') return dtf(locale, { month: 'long', year: 'numeric' }).format(start);
  if (view === 'day') return formatDayLong(start, locale);
  let first = start,
    last = addDays(start, 6);
  while (hidden.has(first.getDay()) && first < last) first = addDays(first, 1);
  while (hidden.has(last.getDay()) && last > first) last = addDays(last, -1);
  // Intl's formatRange costs about a millisecond; week titles repeat while navigating, so cache them
  const key = `${locale}|${+first}|${+last}`;
  let title = rangeTitles.get(key);
  if (title === undefined) {
    if (rangeTitles.size > 500) rangeTitles.clear();
    title = dtf(locale, { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(
      first,
      last,
    );
    rangeTitles.set(key, title);
  }
  return title;
}
