/**
 * The contract's `Attendance` and `AttendanceDetail` (decision 39), shared by
 * every list, check and correction: a page of records is serialised with one
 * query per kind of related row (employees, shifts, breaks), never one per row.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../../db/client.ts';
import {
  attendanceBreaks,
  attendanceChanges,
  type attendances,
  employees,
  shifts,
  users,
} from '../../../db/schema.ts';
import { distinctIds, fullName } from '../../../records/refs.ts';
import { toShiftRef } from './shift-shapes.ts';

type Attendance = components['schemas']['Attendance'];
type AttendanceBreak = components['schemas']['AttendanceBreak'];
type AttendanceDetail = components['schemas']['AttendanceDetail'];
type AttendanceChange = components['schemas']['AttendanceChange'];

/** A stored attendance record. */
export type AttendanceRow = typeof attendances.$inferSelect;
/** A stored break. */
export type BreakRow = typeof attendanceBreaks.$inferSelect;

/** Whole minutes between two instants (0 when `to` is before `from`). */
export const minutesBetween = (from: Date, to: Date) =>
  Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60000));

/** A stored break as the contract's `AttendanceBreak`. */
export const toBreak = (row: BreakRow): AttendanceBreak => ({
  id: row.id,
  // A deleted recess leaves the break unplanned (`recess_id` is set null; the contract's ref needs an id).
  recess: row.recessId !== null ? { id: row.recessId, name: row.recessName ?? '' } : null,
  started_at: row.startedAt.toISOString(),
  ended_at: row.endedAt?.toISOString() ?? null,
  minutes: row.endedAt ? minutesBetween(row.startedAt, row.endedAt) : null,
  paid: row.paid,
});

/** The breaks of the given records, by record id, in the order they started. */
export async function breaksOf(db: Database, ids: number[]): Promise<Map<number, BreakRow[]>> {
  const byRecord = new Map<number, BreakRow[]>();
  if (!ids.length) return byRecord;
  const rows = await db
    .select()
    .from(attendanceBreaks)
    .where(inArray(attendanceBreaks.attendanceId, ids))
    .orderBy(asc(attendanceBreaks.startedAt), asc(attendanceBreaks.id));
  for (const row of rows)
    byRecord.set(row.attendanceId, [...(byRecord.get(row.attendanceId) ?? []), row]);
  return byRecord;
}

/**
 * Serialises attendance records (in order) to the contract's `Attendance`,
 * with the employee's name and department, the shift's name and the breaks.
 */
export async function toAttendances(db: Database, rows: AttendanceRow[]): Promise<Attendance[]> {
  if (!rows.length) return [];
  const employeeIds = distinctIds(rows.map((r) => r.employeeId));
  const shiftIds = distinctIds(rows.map((r) => r.shiftId));
  const [people, shiftRows, breaks] = await Promise.all([
    db
      .select({
        id: employees.id,
        name: employees.name,
        surname: employees.surname,
        lastname: employees.lastname,
        departmentId: employees.departmentId,
      })
      .from(employees)
      .where(inArray(employees.id, employeeIds)),
    shiftIds.length
      ? db
          .select({ id: shifts.id, name: shifts.name })
          .from(shifts)
          .where(inArray(shifts.id, shiftIds))
      : Promise.resolve([]),
    breaksOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const personById = new Map(people.map((p) => [p.id, p]));
  const shiftById = new Map(shiftRows.map((s) => [s.id, s]));
  return rows.map((row) => {
    const person = personById.get(row.employeeId);
    const shift = row.shiftId !== null ? shiftById.get(row.shiftId) : undefined;
    return {
      id: row.id,
      employee_id: row.employeeId,
      employee: {
        id: row.employeeId,
        name: person ? fullName(person.name, person.surname, person.lastname) : '',
      },
      department_id: person?.departmentId ?? 0,
      company_id: row.companyId,
      shift_id: row.shiftId,
      shift: shift ? toShiftRef(shift) : null,
      date: row.date,
      check_in_at: row.checkInAt.toISOString(),
      check_out_at: row.checkOutAt?.toISOString() ?? null,
      source: row.source as Attendance['source'],
      latitude: row.latitude,
      longitude: row.longitude,
      late_minutes: row.lateMinutes,
      early_leave_minutes: row.earlyLeaveMinutes,
      break_minutes: row.breakMinutes,
      worked_minutes: row.workedMinutes,
      breaks: (breaks.get(row.id) ?? []).map(toBreak),
      terminal_id: row.terminalId,
      outside_geofence: row.outsideGeofence,
      corrected: row.corrected,
      notes: row.notes,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** One record as the contract's `Attendance`. */
export async function toAttendance(db: Database, row: AttendanceRow): Promise<Attendance> {
  return (await toAttendances(db, [row]))[0]!;
}

/** The audit trail of a record, oldest first, with who made each change. */
export async function historyOf(db: Database, attendanceId: number): Promise<AttendanceChange[]> {
  const rows = await db
    .select({
      change: attendanceChanges,
      user: { id: users.id, name: users.name, surname: users.surname, lastname: users.lastname },
    })
    .from(attendanceChanges)
    .leftJoin(users, eq(users.id, attendanceChanges.changedByUserId))
    .where(eq(attendanceChanges.attendanceId, attendanceId))
    .orderBy(asc(attendanceChanges.changedAt), asc(attendanceChanges.id));
  return rows.map(({ change, user }) => ({
    id: change.id,
    action: change.action as AttendanceChange['action'],
    changed_by: user
      ? { id: user.id, name: fullName(user.name, user.surname, user.lastname) }
      : null,
    changed_at: change.changedAt.toISOString(),
    changes: change.changes,
    notes: change.notes,
  }));
}

/** One record with its audit trail, as the contract's `AttendanceDetail`. */
export async function toAttendanceDetail(
  db: Database,
  row: AttendanceRow,
): Promise<AttendanceDetail> {
  const [attendance, history] = await Promise.all([toAttendance(db, row), historyOf(db, row.id)]);
  return { ...attendance, history };
}
