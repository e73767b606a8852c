/**
 * The rows of the attendance export (`exportCompanyAttendances`; decision 39):
 * one per employee and day on which they
 * had a shift (the plan of effective-shifts.ts) or a record, absences
 * included, with the day's status by the rules of day-status.ts (a day is
 * told as past once its shift has ended, otherwise as of now). Several
 * records of one day fold into one row: the first check-in, the last
 * check-out, the minutes added up.
 */
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  attendanceBreaks,
  attendances,
  departments,
  employees,
  shifts,
} from '../../../db/schema.ts';
import { serverMessages, statusLabels } from '../../../messages.ts';
import { fullName } from '../../../records/refs.ts';
import { companyTimeZone } from '../../fleet-time.ts';
import { dayStatus, shiftWindow } from '../day-status.ts';
import { shiftPlan, type ShiftRow } from '../effective-shifts.ts';
import { datesBetween, localDate, localMinutes } from '../time.ts';

/** One row of the export, column by column (`serverMessages.clockExport.columns`); null is an empty cell. */
export interface ExportRow {
  date: string;
  employeeNumber: string;
  employee: string;
  department: string;
  shift: string;
  checkIn: string | null;
  checkOut: string | null;
  lateMinutes: number | null;
  earlyLeaveMinutes: number | null;
  breakMinutes: number | null;
  workedHours: number | null;
  status: string;
  source: string | null;
  outsideGeofence: string | null;
  notes: string;
}

/** What the export covers. */
export interface ExportRange {
  companyId: number;
  /** First and last day, `YYYY-MM-DD`, included. */
  from: string;
  to: string;
  departmentId?: number;
  employeeId?: number;
  /** The time the statuses are told at. @default new Date() */
  now?: Date;
}

type Attendance = typeof attendances.$inferSelect;

/** `HH:MM` of an instant in a time zone. */
const clockTime = (at: Date, timeZone: string) => {
  const minutes = localMinutes(at, timeZone);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** Hours from minutes, to two decimals (450 → 7.5). */
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** The status label of a day (a past day never closed says so). */
function statusLabel(status: keyof typeof serverMessages.clockExport.status, past: boolean) {
  if (past && status === 'en_turno') return serverMessages.clockExport.noCheckOut;
  return serverMessages.clockExport.status[status];
}

/** One employee's day: its records (by check-in) folded into a row. */
function dayRow(
  day: { date: string; shift: ShiftRow | null; records: Attendance[]; onBreak: boolean },
  person: { number: string; name: string; department: string },
  shiftById: Map<number, ShiftRow>,
  now: Date,
  today: string,
): ExportRow {
  const { date, records } = day;
  const first = records[0];
  const last = records.at(-1);
  const shift = day.shift ?? (first?.shiftId ? (shiftById.get(first.shiftId) ?? null) : null);
  const timeZone = shift?.timezone ?? companyTimeZone;
  // A day is over once its shift has ended (a night shift runs into the next day), else at midnight.
  const past = shift ? now >= shiftWindow(shift, date).end : date < today;
  const status = dayStatus({
    shift,
    date,
    record: first
      ? {
          checkInAt: first.checkInAt,
          checkOutAt: last!.checkOutAt,
          lateMinutes: first.lateMinutes,
          onBreak: day.onBreak,
        }
      : null,
    now,
    past,
  });
  const worked = records.filter((r) => r.workedMinutes !== null);
  const sum = (pick: (r: Attendance) => number) => records.reduce((n, r) => n + pick(r), 0);
  return {
    date,
    employeeNumber: person.number,
    employee: person.name,
    department: person.department,
    shift: shift?.name ?? '',
    checkIn: first ? clockTime(first.checkInAt, timeZone) : null,
    checkOut: last?.checkOutAt ? clockTime(last.checkOutAt, timeZone) : null,
    lateMinutes: first ? first.lateMinutes : null,
    earlyLeaveMinutes: last ? last.earlyLeaveMinutes : null,
    breakMinutes: first ? sum((r) => r.breakMinutes) : null,
    workedHours: worked.length ? hours(worked.reduce((n, r) => n + r.workedMinutes!, 0)) : null,
    status: statusLabel(status, past),
    source: first
      ? (statusLabels.AttendanceSource[
          first.source as keyof typeof statusLabels.AttendanceSource
        ] ?? first.source)
      : null,
    outsideGeofence: first
      ? records.some((r) => r.outsideGeofence)
        ? serverMessages.clockExport.yes
        : serverMessages.clockExport.no
      : null,
    notes: records
      .map((r) => r.notes?.trim())
      .filter(Boolean)
      .join(' / '),
  };
}

/**
 * The export's rows, by day and then employee name.
 * @param range - the company, the days and the optional department or employee.
 */
export async function exportRows(db: Database, range: ExportRange): Promise<ExportRow[]> {
  const { companyId, from, to } = range;
  const now = range.now ?? new Date();
  const today = localDate(now, companyTimeZone);
  const inScope = and(
    eq(employees.companyId, companyId),
    range.departmentId ? eq(employees.departmentId, range.departmentId) : undefined,
    range.employeeId ? eq(employees.id, range.employeeId) : undefined,
  );
  const records = await db
    .select({ attendance: attendances })
    .from(attendances)
    .innerJoin(employees, eq(employees.id, attendances.employeeId))
    .where(
      and(
        inScope,
        eq(attendances.companyId, companyId),
        gte(attendances.date, from),
        lte(attendances.date, to),
      ),
    )
    .orderBy(asc(attendances.checkInAt))
    .then((rows) => rows.map((r) => r.attendance));
  const withRecords = new Set(records.map((r) => r.employeeId));
  // Active employees (whose shifts make absences) and anyone with a record in the range.
  const people = await db
    .select({ employee: employees, department: departments.name })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(
      and(
        inScope,
        or(
          eq(employees.status, 'activo'),
          inArray(employees.id, withRecords.size ? [...withRecords] : [0]),
        ),
      ),
    );
  const active = people.filter((p) => p.employee.status === 'activo').map((p) => p.employee.id);
  const [plan, shiftRows, openBreaks] = await Promise.all([
    shiftPlan(db, companyId, { from, to, employeeIds: active }),
    db.select().from(shifts).where(eq(shifts.companyId, companyId)),
    records.length
      ? db
          .select({ attendanceId: attendanceBreaks.attendanceId })
          .from(attendanceBreaks)
          .where(
            and(
              inArray(
                attendanceBreaks.attendanceId,
                records.map((r) => r.id),
              ),
              isNull(attendanceBreaks.endedAt),
            ),
          )
      : Promise.resolve([]),
  ]);
  const shiftById = new Map(shiftRows.map((s) => [s.id, s]));
  const onBreak = new Set(openBreaks.map((b) => b.attendanceId));
  const recordsOf = new Map<string, Attendance[]>();
  for (const record of records) {
    const key = `${record.employeeId}/${record.date}`;
    recordsOf.set(key, [...(recordsOf.get(key) ?? []), record]);
  }
  const named = people
    .map(({ employee, department }) => ({
      id: employee.id,
      number: employee.employeeNumber,
      name: fullName(employee.name, employee.surname, employee.lastname),
      department: department ?? '',
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.id - b.id);
  const rows: ExportRow[] = [];
  for (const date of datesBetween(from, to)) {
    for (const person of named) {
      const shift = plan.get(person.id)?.get(date) ?? null;
      const dayRecords = recordsOf.get(`${person.id}/${date}`) ?? [];
      if (!shift && !dayRecords.length) continue;
      const breakNow = dayRecords.some((r) => onBreak.has(r.id));
      rows.push(
        dayRow(
          { date, shift, records: dayRecords, onBreak: breakNow },
          person,
          shiftById,
          now,
          today,
        ),
      );
    }
  }
  return rows;
}
