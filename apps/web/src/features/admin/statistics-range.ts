/**
 * The statistics page's period (docs/decisions/0027-vacancy-console.md; `getRegisteredUserStatistics`): from the URL's
 * `desde`, `hasta` and `agrupar`, or the last 30 days by day; dates are local calendar days.
 */
import { localDay } from '../../app/local-day.ts';

/** How the series is grouped. */
export type GroupBy = 'day' | 'week' | 'month';

/** A period and its grouping. */
export interface StatisticsRange {
  from: string;
  to: string;
  groupBy: GroupBy;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const groups: readonly GroupBy[] = ['day', 'week', 'month'];

/** The range of `search`, defaulting to the 30 days up to `now`. */
export function statisticsRange(search: URLSearchParams, now = new Date()): StatisticsRange {
  const start = new Date(now);
  start.setDate(start.getDate() - 29);
  const from = search.get('desde') ?? '';
  const to = search.get('hasta') ?? '';
  const group = search.get('agrupar') as GroupBy | null;
  return {
    from: day.test(from) ? from : localDay(start),
    to: day.test(to) ? to : localDay(now),
    groupBy: group && groups.includes(group) ? group : 'day',
  };
}

/** The URL search of `range`. */
export function statisticsSearch(range: StatisticsRange): URLSearchParams {
  return new URLSearchParams({ desde: range.from, hasta: range.to, agrupar: range.groupBy });
}
