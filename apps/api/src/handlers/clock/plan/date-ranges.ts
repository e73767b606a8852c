/**
 * Ranges of days of shift assignments (decision 39): `starts_on` to
 * `ends_on`, both included, `ends_on` null for open-ended. An employee (or a
 * department) keeps one shift per day, so a new assignment cuts its range out
 * of the others.
 */
import { addDays } from '../time.ts';

/** Days from `startsOn` to `endsOn` (`YYYY-MM-DD`, included; null: no end). */
export interface DateRange {
  startsOn: string;
  endsOn: string | null;
}

const earlier = (a: string | null, b: string | null) =>
  a === null ? b : b === null ? a : a < b ? a : b;

/**
 * What is left of `range` outside `cut`: nothing, the part before it, the
 * part after it, or both (an open-ended range with a bounded cut in the middle).
 */
export function rangeMinus(range: DateRange, cut: DateRange): DateRange[] {
  const parts: DateRange[] = [];
  if (range.startsOn < cut.startsOn) {
    const endsOn = earlier(range.endsOn, addDays(cut.startsOn, -1))!;
    if (endsOn >= range.startsOn) parts.push({ startsOn: range.startsOn, endsOn });
  }
  if (cut.endsOn !== null && (range.endsOn === null || range.endsOn > cut.endsOn)) {
    const after = addDays(cut.endsOn, 1);
    parts.push({ startsOn: range.startsOn > after ? range.startsOn : after, endsOn: range.endsOn });
  }
  return parts;
}

/** Whether two ranges share a day. */
export const overlaps = (a: DateRange, b: DateRange) =>
  (a.endsOn === null || a.endsOn >= b.startsOn) && (b.endsOn === null || b.endsOn >= a.startsOn);

/** What is left of `range` outside every range of `cuts`. */
export const rangeMinusAll = (range: DateRange, cuts: DateRange[]): DateRange[] =>
  cuts.reduce<DateRange[]>((left, cut) => left.flatMap((part) => rangeMinus(part, cut)), [range]);
