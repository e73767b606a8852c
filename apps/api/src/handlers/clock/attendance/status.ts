/**
 * The clock-in status of a company's employees (decision 39):
 * the status board, the status pushed as
 * `clock.status` after every check, and the status of a `ClockerEmployee`.
 * One plan of shifts and one query of records serve every employee asked for.
 *
 * Now: each employee's work day is the one `workDayOf` gives for this instant
 * (a night shift that began yesterday and has not ended is still yesterday's
 * day); the day's record is the open one (whatever its date: an open record
 * from last night counts as today's) or else the last one of that work day.
 * A past day: its first record, with the last check-out (none while one stays open).
 */
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../../db/client.ts';
import { attendanceBreaks, attendances, departments, employees } from '../../../db/schema.ts';
import { fullName } from '../../../records/refs.ts';
import { companyTimeZone } from '../../fleet-time.ts';
import { dayStatus, workDayOf, type ClockStatus } from '../day-status.ts';
import { shiftPlan, type ShiftRow } from '../effective-shifts.ts';
import { addDays, localDate } from '../time.ts';
import type { AttendanceRow } from './serialize.ts';
import { toShiftRef } from './shift-shapes.ts';

type EmployeeClockStatus = components['schemas']['EmployeeClockStatus'];

/** The local date of the company now (`YYYY-MM-DD`). */
export const companyToday = (now: Date) => localDate(now, companyTimeZone);

/** Which employees and which moment {@link clockStatuses} reads. */
export interface StatusQuery {
  /** Only these employees (whatever their employment status); all active ones otherwise. */
  employeeIds?: number[];
  /** Only this department. */
  departmentId?: number;
  /** The current instant. */
  now: Date;
  /** A past day (`YYYY-MM-DD`) to see how it ended; today or absent means now. */
  date?: string;
}

/** An employee's status with what it was computed from. */
export interface EmployeeDay {
  status: EmployeeClockStatus;
  /** The work day the status is of. */
  workDay: string;
  /** The shift of that work day. */
  shift: ShiftRow | null;
  /** The record open now, if any. */
  open: AttendanceRow | null;
}

const recordOf = (records: AttendanceRow[]) => records[records.length - 1] ?? null;

/**
 * The status of each employee asked for, ordered by department name, then
 * name. Seven queries whatever the number of employees.
 */
export async function clockStatuses(
  db: Database,
  companyId: number,
  query: StatusQuery,
): Promise<EmployeeDay[]> {
  const today = companyToday(query.now);
  const past = query.date !== undefined && query.date < today;
  const conditions: (SQL | undefined)[] = [eq(employees.companyId, companyId)];
  if (query.employeeIds)
    conditions.push(inArray(employees.id, query.employeeIds.length ? query.employeeIds : [0]));
  else conditions.push(eq(employees.status, 'activo'));
  if (query.departmentId) conditions.push(eq(employees.departmentId, query.departmentId));
  const people = await db
    .select({
      id: employees.id,
      name: employees.name,
      surname: employees.surname,
      lastname: employees.lastname,
      number: employees.employeeNumber,
      departmentId: employees.departmentId,
    })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .where(and(...conditions))
    .orderBy(
      asc(departments.name),
      asc(employees.name),
      asc(employees.surname),
      asc(employees.lastname),
      asc(employees.id),
    );
  const ids = people.map((p) => p.id);
  if (!ids.length) return [];
  const day = past ? query.date! : today;
  const plan = await shiftPlan(db, companyId, {
    from: addDays(day, -1),
    to: day,
    employeeIds: ids,
  });
  const rows = await db
    .select()
    .from(attendances)
    .where(
      and(
        inArray(attendances.employeeId, ids),
        past
          ? eq(attendances.date, day)
          : or(isNull(attendances.checkOutAt), inArray(attendances.date, [addDays(day, -1), day])),
      ),
    )
    .orderBy(asc(attendances.checkInAt), asc(attendances.id));
  const openIds = rows.filter((r) => !r.checkOutAt).map((r) => r.id);
  const onBreak = new Set(
    openIds.length
      ? (
          await db
            .select({ id: attendanceBreaks.attendanceId })
            .from(attendanceBreaks)
            .where(
              and(
                inArray(attendanceBreaks.attendanceId, openIds),
                isNull(attendanceBreaks.endedAt),
              ),
            )
        ).map((b) => b.id)
      : [],
  );
  return people.map((person) => {
    const shifts = plan.get(person.id);
    const shiftFor = (date: string) => shifts?.get(date) ?? null;
    const workDay = past ? day : workDayOf(query.now, companyTimeZone, shiftFor);
    const shift = shiftFor(workDay);
    const mine = rows.filter((r) => r.employeeId === person.id);
    const open = mine.find((r) => !r.checkOutAt) ?? null;
    const ofDay = mine.filter((r) => r.date === workDay);
    let record: AttendanceRow | null;
    let checkOutAt: Date | null;
    if (past) {
      record = ofDay[0] ?? null;
      checkOutAt = ofDay.some((r) => !r.checkOutAt) ? null : (recordOf(ofDay)?.checkOutAt ?? null);
    } else {
      record = open ?? recordOf(ofDay);
      checkOutAt = record?.checkOutAt ?? null;
    }
    const clockStatus: ClockStatus = dayStatus({
      shift,
      date: workDay,
      record: record
        ? {
            checkInAt: record.checkInAt,
            checkOutAt,
            lateMinutes: record.lateMinutes,
            onBreak: onBreak.has(record.id),
          }
        : null,
      now: query.now,
      past,
    });
    return {
      workDay,
      shift,
      open,
      status: {
        employee: { id: person.id, name: fullName(person.name, person.surname, person.lastname) },
        employee_number: person.number,
        department_id: person.departmentId,
        clock_status: clockStatus,
        check_in_at: record?.checkInAt.toISOString() ?? null,
        check_out_at: checkOutAt?.toISOString() ?? null,
        late_minutes: record?.lateMinutes ?? 0,
        shift: shift ? toShiftRef(shift) : null,
        attendance_id: record?.id ?? null,
      },
    };
  });
}

/** One employee's status now (any employment status). */
export async function employeeDay(
  db: Database,
  companyId: number,
  employeeId: number,
  now: Date = new Date(),
): Promise<EmployeeDay> {
  const [day] = await clockStatuses(db, companyId, { employeeIds: [employeeId], now });
  if (!day) throw new Error(`El empleado ${employeeId} no es de la empresa ${companyId}.`);
  return day;
}
