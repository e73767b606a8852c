import { useCallback, useMemo } from 'react';
import { dayKey, toDate } from './date-utils.ts';
import type { DateInput } from './types.ts';

/** Parses a comma-joined list of integers (`''` is the empty list). */
const parseKeys = (joined: string): number[] => (joined ? joined.split(',').map(Number) : []);

/**
 * Which days are hidden (weekday columns) and which cannot be chosen (before
 * `minDate`, after `maxDate`, in `disableDays`). The lists are keyed by their
 * values, so props written inline (`hideWeekdays={[3]}`) keep the memoised
 * sets and predicates from one render to the next. @internal
 */
export function useDayRules(o: {
  hideWeekdays: readonly number[] | undefined;
  hideWeekends: boolean;
  minDate: DateInput | undefined;
  maxDate: DateInput | undefined;
  disableDays: readonly DateInput[] | undefined;
}) {
  const hiddenKey = (o.hideWeekdays ?? []).map((d) => d % 7).join();
  const { hideWeekends } = o;
  /** JS weekdays (0 Sunday … 6 Saturday) not shown. */
  const hiddenWeekdays = useMemo(() => {
    const set = new Set(parseKeys(hiddenKey));
    if (hideWeekends) set.add(0).add(6);
    return set as ReadonlySet<number>;
  }, [hiddenKey, hideWeekends]);
  const isHiddenDay = useCallback((d: Date) => hiddenWeekdays.has(d.getDay()), [hiddenWeekdays]);

  const min = toDate(o.minDate ?? null),
    max = toDate(o.maxDate ?? null);
  const minKey = min ? dayKey(min) : -Infinity,
    maxKey = max ? dayKey(max) : Infinity;
  const disabledKey = (o.disableDays ?? [])
    .map((d) => {
      const x = toDate(d);
      return x ? dayKey(x) : 0;
    })
    .join();
  const disabledDays = useMemo(() => new Set(parseKeys(disabledKey)), [disabledKey]);
  const isDisabledDay = useCallback(
    (d: Date) => {
      const k = dayKey(d);
      return k < minKey || k > maxKey || disabledDays.has(k);
    },
    [minKey, maxKey, disabledDays],
  );
  return { hiddenWeekdays, isHiddenDay, isDisabledDay };
}
