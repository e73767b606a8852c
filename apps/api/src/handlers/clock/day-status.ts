/**
 * The rules of a work day (decision 39), pure so that checks, the status
 * board, the export and the demo data agree: when a shift starts and ends on
 * a day, which day a check-in belongs to, how late it was, how early the
 * check-out, and what the day's status is. The tolerance is a grace period,
 * not a discount, and an absence waits for the shift's end
 * (docs/decisions/0044-lateness-rules.md).
 */
import type { components } from '@jornada/api-client/schema';
import { addDays, instantAt, localDate, minutesOf } from './time.ts';

/** The contract's clock status. */
export type ClockStatus = components['schemas']['ClockStatus'];

/** What the rules need of a shift. */
export interface ShiftTimes {
  startTime: string;
  endTime: string;
  toleranceMinutes: number;
  timezone: string;
}

/** What the rules need of an attendance record. */
export interface DayRecord {
  checkInAt: Date;
  checkOutAt: Date | null;
  lateMinutes: number;
  /** A break is open now. */
  onBreak?: boolean;
}

/** Whether the shift ends the day after it starts (`end_time` ≤ `start_time`). */
export const crossesMidnight = (shift: ShiftTimes) =>
  minutesOf(shift.endTime) <= minutesOf(shift.startTime);

/** The instants a shift starts and ends on a work day (`YYYY-MM-DD`). */
export function shiftWindow(shift: ShiftTimes, date: string): { start: Date; end: Date } {
  return {
    start: instantAt(date, shift.startTime, shift.timezone),
    end: instantAt(date, shift.endTime, shift.timezone, crossesMidnight(shift) ? 1 : 0),
  };
}

const wholeMinutes = (ms: number) => Math.max(0, Math.floor(ms / 60000));

/**
 * Minutes a check-in came late: the whole delay from the shift's start once it
 * is past the tolerance, 0 within it (or without shift). Whole minutes, as a
 * clock shows them: 07:10:59 for 07:00 with 10 of tolerance is on time,
 * 07:11 is 11 minutes late, 07:30 is 30 (docs/decisions/0044-lateness-rules.md).
 */
export function lateMinutes(shift: ShiftTimes | null, date: string, checkInAt: Date): number {
  if (!shift) return 0;
  const { start } = shiftWindow(shift, date);
  const delay = wholeMinutes(checkInAt.getTime() - start.getTime());
  return delay > shift.toleranceMinutes ? delay : 0;
}

/** Minutes a check-out came before the shift's end (0 when at or after it, or without shift). */
export function earlyLeaveMinutes(
  shift: ShiftTimes | null,
  date: string,
  checkOutAt: Date,
): number {
  if (!shift) return 0;
  return wholeMinutes(shiftWindow(shift, date).end.getTime() - checkOutAt.getTime());
}

/**
 * The work day a check-in belongs to: its local date, unless the previous
 * day's shift crosses midnight and has not ended yet (a night shift's
 * check-in after midnight, or its late arrival), then the previous day.
 * @param shiftFor - the shift that applies on a date (null: rest day).
 */
export function workDayOf(
  checkInAt: Date,
  timeZone: string,
  shiftFor: (date: string) => ShiftTimes | null,
): string {
  const today = localDate(checkInAt, timeZone);
  const yesterday = addDays(today, -1);
  const previous = shiftFor(yesterday);
  if (previous && crossesMidnight(previous) && checkInAt < shiftWindow(previous, yesterday).end)
    return yesterday;
  return today;
}

/**
 * The status of an employee on a work day.
 * - Today (`past` false): `en_receso`, `retardo` (in and late), `en_turno`, `salida`, and without a
 *   record `descanso` (no shift), `falta` (the shift has ended) or `sin_registro` (the shift has
 *   not ended: not started yet, or started and the employee may still arrive, late).
 * - A past day (`past` true): `en_turno` (never checked out), `retardo` (came late), `salida`,
 *   `falta` or `descanso`.
 */
export function dayStatus(options: {
  shift: ShiftTimes | null;
  date: string;
  record: DayRecord | null;
  now: Date;
  past?: boolean;
}): ClockStatus {
  const { shift, date, record, now, past = false } = options;
  if (record) {
    if (!record.checkOutAt) {
      if (past) return 'en_turno';
      if (record.onBreak) return 'en_receso';
      return record.lateMinutes > 0 ? 'retardo' : 'en_turno';
    }
    return past && record.lateMinutes > 0 ? 'retardo' : 'salida';
  }
  if (!shift) return 'descanso';
  return past || now >= shiftWindow(shift, date).end ? 'falta' : 'sin_registro';
}
