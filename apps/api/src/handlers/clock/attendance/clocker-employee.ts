/**
 * An employee as the clock-in service knows them (`ClockerEmployee`, decision
 * 39): today's status, shift and recesses, the open record with its breaks,
 * the last record, this ISO week's shifts and whether they have a kiosk PIN;
 * what the employee's pages, the personal link and staff read.
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../../db/client.ts';
import { employees, recesses } from '../../../db/schema.ts';
import { notFound } from '../../../http/errors.ts';
import { serverMessages } from '../../../messages.ts';
import { fullName } from '../../../records/refs.ts';
import { shiftPlan } from '../effective-shifts.ts';
import { addDays, datesBetween, isoWeekday } from '../time.ts';
import { hasPin } from '../links/pin.ts';
import { locationPolicyOf } from './location-policy.ts';
import { lastRecord } from './record-queries.ts';
import { clockSettingsOf } from './settings.ts';
import { toAttendance } from './serialize.ts';
import { toRecess, toShift, toShiftRef } from './shift-shapes.ts';
import { companyToday, employeeDay } from './status.ts';

type ClockerEmployee = components['schemas']['ClockerEmployee'];
type ClockDay = components['schemas']['ClockDay'];

/** The Monday of the ISO week of a date. */
const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/**
 * The employee of the company as a `ClockerEmployee`, now.
 * @throws 404 when the employee is not of the company.
 */
export async function clockerEmployee(
  db: Database,
  companyId: number,
  employeeId: number,
  now: Date = new Date(),
): Promise<ClockerEmployee> {
  const [employee] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.companyId, companyId)));
  if (!employee) throw notFound(serverMessages.records.byPlaceholder.employeeId);
  const today = companyToday(now);
  const monday = mondayOf(today);
  const week = datesBetween(monday, addDays(monday, 6));
  const [day, plan, last, pinSet, settings] = await Promise.all([
    employeeDay(db, companyId, employeeId, now),
    shiftPlan(db, companyId, { from: monday, to: week[6]!, employeeIds: [employeeId] }),
    lastRecord(db, employeeId),
    hasPin(db, employeeId),
    clockSettingsOf(db, companyId),
  ]);
  const recessRows = await db
    .select()
    .from(recesses)
    .where(
      and(
        eq(recesses.companyId, companyId),
        day.shift
          ? or(isNull(recesses.shiftId), eq(recesses.shiftId, day.shift.id))
          : isNull(recesses.shiftId),
      ),
    )
    .orderBy(asc(recesses.startTime), asc(recesses.id));
  const days: ClockDay[] = week.map((date) => {
    const shift = plan.get(employeeId)?.get(date);
    return shift
      ? { date, shift: toShiftRef(shift), start_time: shift.startTime, end_time: shift.endTime }
      : { date, shift: null };
  });
  const [lastAttendance, openAttendance] = await Promise.all([
    last ? toAttendance(db, last) : null,
    day.open ? toAttendance(db, day.open) : null,
  ]);
  return {
    id: employee.id,
    company_id: employee.companyId,
    department_id: employee.departmentId,
    employee_number: employee.employeeNumber,
    name: fullName(employee.name, employee.surname, employee.lastname),
    photo_url: employee.photoUrl,
    clock_status: day.status.clock_status,
    current_shift: day.shift ? toShift(day.shift) : null,
    last_attendance: lastAttendance,
    open_attendance: openAttendance,
    recesses: recessRows.map(toRecess),
    week: days,
    pin_set: pinSet,
    location_policy: locationPolicyOf(day.shift, settings.require_location),
  };
}

/**
 * The signed-in user's `ClockerEmployee`: their active employee record in the
 * first company (by id) that has one.
 * @throws 404 when the user is no active employee of any company.
 */
export async function myClockerEmployee(
  db: Database,
  userId: number,
  now: Date = new Date(),
): Promise<ClockerEmployee> {
  const [mine] = await db
    .select({ id: employees.id, companyId: employees.companyId })
    .from(employees)
    .where(and(eq(employees.userId, userId), eq(employees.status, 'activo')))
    .orderBy(asc(employees.companyId), asc(employees.id))
    .limit(1);
  if (!mine) throw notFound(serverMessages.clockAttendance.notAnEmployee);
  return clockerEmployee(db, mine.companyId, mine.id, now);
}
