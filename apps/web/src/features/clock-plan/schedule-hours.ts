/**
 * The weekly hours of a schedule as the sheet estimates them while it is edited (the server's
 * `Schedule.weekly_hours` is the figure that counts): each working day adds its shift's length,
 * across midnight when it ends the next day, less the shift's unpaid recesses.
 */
import type { components } from '@jornada/api-client';
import { spanMinutes } from './clock-time.ts';

type Shift = components['schemas']['Shift'];
type Recess = components['schemas']['Recess'];

/**
 * Estimated hours a week.
 * @param shiftIds - the shift of each day of the week (null or '' for a rest day).
 * @param shifts - the company's shifts; an unknown id counts nothing.
 * @param recesses - the company's recesses; the unpaid ones of a shift are subtracted.
 * @returns hours, rounded to the quarter hour.
 */
export function estimateWeeklyHours(
  shiftIds: ReadonlyArray<number | string | null>,
  shifts: readonly Shift[],
  recesses: readonly Recess[],
): number {
  let minutes = 0;
  for (const id of shiftIds) {
    const shift = id ? shifts.find((s) => s.id === Number(id)) : undefined;
    if (!shift) continue;
    const unpaid = recesses
      .filter((r) => r.shift_id === shift.id && !r.paid)
      .reduce((sum, r) => sum + r.duration_minutes, 0);
    minutes += Math.max(0, spanMinutes(shift.start_time, shift.end_time) - unpaid);
  }
  return Math.round(minutes / 15) / 4;
}
