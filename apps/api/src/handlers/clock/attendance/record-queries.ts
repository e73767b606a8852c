/**
 * Reads of attendance records shared by checks and corrections (decision 39):
 * the open record, a record's breaks and unpaid minutes, the shift of a
 * record, the work day of a check-in and the last record.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { attendanceBreaks, attendances, shifts } from '../../../db/schema.ts';
import { companyTimeZone } from '../../fleet-time.ts';
import { workDayOf } from '../day-status.ts';
import { shiftPlan } from '../effective-shifts.ts';
import { addDays, localDate } from '../time.ts';
import { minutesBetween, type BreakRow } from './serialize.ts';

/** The employee's open record (checked in, not out), or `null`. */
export async function openRecord(db: Database, employeeId: number) {
  const [row] = await db
    .select()
    .from(attendances)
    .where(and(eq(attendances.employeeId, employeeId), isNull(attendances.checkOutAt)));
  return row ?? null;
}

/** A record by id (it exists). */
export async function recordById(db: Database, id: number) {
  const [row] = await db.select().from(attendances).where(eq(attendances.id, id));
  return row!;
}

/** Minutes of the record's unpaid breaks that have ended. */
export const unpaidMinutes = (breaks: BreakRow[]) =>
  breaks
    .filter((b) => !b.paid && b.endedAt)
    .reduce((sum, b) => sum + minutesBetween(b.startedAt, b.endedAt!), 0);

/** A record's breaks. */
export async function breaksOfRecord(db: Database, attendanceId: number) {
  return db.select().from(attendanceBreaks).where(eq(attendanceBreaks.attendanceId, attendanceId));
}

/** The shift of a stored record, for its late and early-leave minutes. */
export async function shiftOfRecord(db: Database, shiftId: number | null) {
  if (shiftId === null) return null;
  const [row] = await db.select().from(shifts).where(eq(shifts.id, shiftId));
  return row ?? null;
}

/**
 * The work day and shift of a check-in at `at`: yesterday's night shift still
 * running claims it, else the local date's shift (or none).
 */
export async function workDayAt(db: Database, companyId: number, employeeId: number, at: Date) {
  const today = localDate(at, companyTimeZone);
  const plan = await shiftPlan(db, companyId, {
    from: addDays(today, -1),
    to: today,
    employeeIds: [employeeId],
  });
  const shiftFor = (date: string) => plan.get(employeeId)?.get(date) ?? null;
  const date = workDayOf(at, companyTimeZone, shiftFor);
  return { date, shift: shiftFor(date) };
}

/** The latest record of an employee (open or not), or `null`. */
export async function lastRecord(db: Database, employeeId: number) {
  const [row] = await db
    .select()
    .from(attendances)
    .where(eq(attendances.employeeId, employeeId))
    .orderBy(desc(attendances.checkInAt), desc(attendances.id))
    .limit(1);
  return row ?? null;
}
