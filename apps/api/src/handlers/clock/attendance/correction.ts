/**
 * Staff's corrections of attendance records (decision 39):
 * times, shift or notes change, late, early-leave,
 * break and worked minutes are computed again, and each change is kept in
 * `attendance_changes` with who made it, field by field; a deletion leaves the
 * record's values there (the trail has no foreign key, so it outlives the record).
 */
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../../db/client.ts';
import {
  attendanceBreaks,
  attendanceChanges,
  attendances,
  shifts,
  type StoredAttendanceFieldChange,
} from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { serverMessages } from '../../../messages.ts';
import { unprocessable } from '../../../records/company-record.ts';
import { deviceTimeProblem, maxDeviceLeadMs } from '../../fleet-time.ts';
import { earlyLeaveMinutes, lateMinutes } from '../day-status.ts';
import { shiftOfRecord, workDayAt } from './record-queries.ts';
import { minutesBetween, type AttendanceRow } from './serialize.ts';

type AttendanceUpdateInput = components['schemas']['AttendanceUpdateInput'];

const messages = serverMessages.clockAttendance;
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The fields a correction names, as the trail keeps them (instants in ISO 8601). */
interface Tracked {
  check_in_at: string | null;
  check_out_at: string | null;
  shift_id: number | null;
  notes: string | null;
}

const trackedOf = (
  row: Pick<AttendanceRow, 'checkInAt' | 'checkOutAt' | 'shiftId' | 'notes'>,
): Tracked => ({
  check_in_at: iso(row.checkInAt),
  check_out_at: iso(row.checkOutAt),
  shift_id: row.shiftId,
  notes: row.notes,
});

/** Each tracked field whose value differs between two versions of a record. */
function changesBetween(before: Tracked, after: Tracked): StoredAttendanceFieldChange[] {
  return (Object.keys(before) as (keyof Tracked)[])
    .map((field) => ({ field, from: before[field], to: after[field] }))
    .filter((change) => change.from !== change.to);
}

/** The instant of a corrected time. @throws 422 on the field for a time ahead of now. */
function correctedInstant(value: string, field: string, now: Date): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime()) || at.getTime() - now.getTime() > maxDeviceLeadMs)
    throw unprocessable({ [field]: [deviceTimeProblem(at, now) ?? messages.future] });
  return at;
}

/**
 * Corrects a record and keeps the change in its trail.
 * @throws 422 check-out before check-in, a time ahead of now, a shift of
 * another company, a span overlapping another record of the employee, or
 * reopening it while another record is open.
 */
export async function correctAttendance(
  db: Database,
  row: AttendanceRow,
  input: AttendanceUpdateInput,
  actorUserId: number,
  now: Date = new Date(),
): Promise<AttendanceRow> {
  // Another company's shift is refused before anything else is judged.
  if (input.shift_id !== undefined && input.shift_id !== null) {
    const [shift] = await db
      .select({ id: shifts.id })
      .from(shifts)
      .where(and(eq(shifts.id, input.shift_id), eq(shifts.companyId, row.companyId)));
    if (!shift) throw unprocessable({ shift_id: [messages.shiftNotInCompany] });
  }
  const checkInAt = input.check_in_at
    ? correctedInstant(input.check_in_at, 'check_in_at', now)
    : row.checkInAt;
  const checkOutAt =
    input.check_out_at === undefined
      ? row.checkOutAt
      : input.check_out_at === null
        ? null
        : correctedInstant(input.check_out_at, 'check_out_at', now);
  if (checkOutAt && checkOutAt < checkInAt)
    throw unprocessable({ check_out_at: [messages.outBeforeIn] });
  let { date, shiftId } = row;
  if (checkInAt.getTime() !== row.checkInAt.getTime()) {
    const day = await workDayAt(db, row.companyId, row.employeeId, checkInAt);
    if (day.date !== date && input.shift_id === undefined) shiftId = day.shift?.id ?? null;
    date = day.date;
  }
  if (input.shift_id !== undefined) {
    shiftId = input.shift_id;
  }
  const [overlapping] = await db
    .select({ id: attendances.id })
    .from(attendances)
    .where(
      and(
        eq(attendances.employeeId, row.employeeId),
        ne(attendances.id, row.id),
        or(isNull(attendances.checkOutAt), gt(attendances.checkOutAt, checkInAt)),
        checkOutAt ? lt(attendances.checkInAt, checkOutAt) : undefined,
      ),
    )
    .limit(1);
  if (overlapping) throw unprocessable({ check_in_at: [messages.overlaps] });
  const shift = await shiftOfRecord(db, shiftId);
  const breaks = await db
    .select()
    .from(attendanceBreaks)
    .where(eq(attendanceBreaks.attendanceId, row.id));
  // A closing check-out ends a break still open at that instant (or at its start, if later).
  const ended = breaks.map((b) =>
    checkOutAt && !b.endedAt
      ? { ...b, endedAt: b.startedAt > checkOutAt ? b.startedAt : checkOutAt }
      : b,
  );
  const breakMinutes = ended
    .filter((b) => !b.paid && b.endedAt)
    .reduce((sum, b) => sum + minutesBetween(b.startedAt, b.endedAt!), 0);
  const notes = input.notes === undefined ? row.notes : input.notes?.trim() || null;
  const changes = changesBetween(
    trackedOf(row),
    trackedOf({ checkInAt, checkOutAt, shiftId, notes }),
  );
  if (!changes.length) return row;
  try {
    return await db.transaction(async (tx) => {
      for (const b of ended)
        if (b.endedAt && !breaks.find((o) => o.id === b.id)!.endedAt)
          await tx
            .update(attendanceBreaks)
            .set({ endedAt: b.endedAt })
            .where(eq(attendanceBreaks.id, b.id));
      const [updated] = await tx
        .update(attendances)
        .set({
          checkInAt,
          checkOutAt,
          date,
          shiftId,
          notes,
          lateMinutes: lateMinutes(shift, date, checkInAt),
          earlyLeaveMinutes: checkOutAt ? earlyLeaveMinutes(shift, date, checkOutAt) : 0,
          breakMinutes,
          workedMinutes: checkOutAt
            ? Math.max(0, minutesBetween(checkInAt, checkOutAt) - breakMinutes)
            : null,
          corrected: true,
          updatedAt: new Date(),
        })
        .where(eq(attendances.id, row.id))
        .returning();
      await tx.insert(attendanceChanges).values({
        companyId: row.companyId,
        attendanceId: row.id,
        employeeId: row.employeeId,
        action: 'updated',
        changedByUserId: actorUserId,
        changes,
        notes: input.notes?.trim() || null,
      });
      return updated!;
    });
  } catch (error) {
    // Reopened (no check-out) while another record of the employee is open.
    if (isUniqueViolation(error)) throw unprocessable({ check_out_at: [messages.reopenOverlaps] });
    throw error;
  }
}

/** Deletes a record, leaving its values in the trail (`deleted`, each field from its value to null). */
export async function deleteAttendance(
  db: Database,
  row: AttendanceRow,
  actorUserId: number,
): Promise<void> {
  const values: StoredAttendanceFieldChange[] = [
    { field: 'date', from: row.date, to: null },
    { field: 'check_in_at', from: iso(row.checkInAt), to: null },
    { field: 'check_out_at', from: iso(row.checkOutAt), to: null },
    { field: 'shift_id', from: row.shiftId, to: null },
    { field: 'source', from: row.source, to: null },
    { field: 'late_minutes', from: row.lateMinutes, to: null },
    { field: 'early_leave_minutes', from: row.earlyLeaveMinutes, to: null },
    { field: 'break_minutes', from: row.breakMinutes, to: null },
    { field: 'worked_minutes', from: row.workedMinutes, to: null },
    { field: 'notes', from: row.notes, to: null },
  ];
  await db.transaction(async (tx) => {
    await tx.insert(attendanceChanges).values({
      companyId: row.companyId,
      attendanceId: row.id,
      employeeId: row.employeeId,
      action: 'deleted',
      changedByUserId: actorUserId,
      changes: values,
    });
    await tx.delete(attendances).where(eq(attendances.id, row.id));
  });
}
