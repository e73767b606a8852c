/**
 * The contract's `Shift`, `ShiftRef` and `Recess` as the attendance side
 * answers them (today's shift and recesses of `ClockerEmployee`, the shift of
 * an `Attendance`; decision 39).
 */
import type { components } from '@jornada/api-client/schema';
import type { recesses, shifts } from '../../../db/schema.ts';
import { minutesOf } from '../time.ts';

type Shift = components['schemas']['Shift'];
type ShiftRef = components['schemas']['ShiftRef'];
type Recess = components['schemas']['Recess'];
type ShiftRow = typeof shifts.$inferSelect;
type RecessRow = typeof recesses.$inferSelect;

/** A stored shift as the contract's `Shift`. */
export const toShift = (row: ShiftRow): Shift => ({
  id: row.id,
  company_id: row.companyId,
  name: row.name,
  start_time: row.startTime,
  end_time: row.endTime,
  weekdays: [...row.weekdays].sort((a, b) => a - b),
  tolerance_minutes: row.toleranceMinutes,
  timezone: row.timezone,
  color: row.color,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A stored shift as the contract's `ShiftRef`. */
export const toShiftRef = (row: Pick<ShiftRow, 'id' | 'name'>): ShiftRef => ({
  id: row.id,
  name: row.name,
});

/** Minutes from `start` to `end` (`HH:MM`), across midnight when `end` is earlier; at least 1. */
export function spanMinutes(start: string, end: string): number {
  const minutes = (minutesOf(end) - minutesOf(start) + 1440) % 1440;
  return Math.max(1, minutes);
}

/** A stored recess as the contract's `Recess`. */
export const toRecess = (row: RecessRow): Recess => ({
  id: row.id,
  company_id: row.companyId,
  shift_id: row.shiftId,
  name: row.name,
  start_time: row.startTime,
  end_time: row.endTime,
  duration_minutes: spanMinutes(row.startTime, row.endTime),
  paid: row.paid,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
