/**
 * Spans of wall-clock time in a day (decision 39): how long a shift or a
 * recess lasts when it may cross midnight, and whether a recess lies inside
 * its shift. Times are `HH:MM`; lengths are minutes.
 */
import { minutesOf } from '../time.ts';

const day = 24 * 60;

/** Minutes from `start` to `end` (`HH:MM`), through midnight when `end` is not after `start`. */
export const spanMinutes = (start: string, end: string): number =>
  (minutesOf(end) - minutesOf(start) + day) % day || day;

/**
 * Where a recess falls in its shift's window, or `null` when it lies inside.
 * A shift that crosses midnight holds a recess after midnight (22:00–06:00
 * holds 02:00–02:30); the recess may end exactly when the shift ends.
 * @returns the field at fault: `start_time` when the recess starts outside
 * the window, `end_time` when it ends past it.
 */
export function recessOutsideShift(
  recess: { startTime: string; endTime: string },
  shift: { startTime: string; endTime: string },
): 'start_time' | 'end_time' | null {
  const length = spanMinutes(shift.startTime, shift.endTime);
  const offset = (time: string) => (minutesOf(time) - minutesOf(shift.startTime) + day) % day;
  const start = offset(recess.startTime);
  if (start >= length) return 'start_time';
  const end = start + spanMinutes(recess.startTime, recess.endTime);
  return end > length ? 'end_time' : null;
}
