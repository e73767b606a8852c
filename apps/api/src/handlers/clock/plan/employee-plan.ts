/**
 * An employee's shifts from today on (`listEmployeeShifts`; decision 39):
 * the shifts of their own current and future
 * assignments, and of their department's on the days their own do not cover
 * (an employee's assignment wins over the department's, as in
 * effective-shifts.ts).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../../db/client.ts';
import { departmentShifts, employeeShifts, employees, shifts } from '../../../db/schema.ts';
import { notFound } from '../../../http/errors.ts';
import { serverMessages } from '../../../messages.ts';
import { notEndedBy } from './assignments.ts';
import { rangeMinusAll, type DateRange } from './date-ranges.ts';
import { companyToday, toShift } from './shifts.ts';

type Shift = components['schemas']['Shift'];

/**
 * The distinct shifts that apply to an employee from today on, by start time.
 * @throws 404 when the employee does not exist.
 */
export async function employeeShiftsFromToday(db: Database, employeeId: number): Promise<Shift[]> {
  const [employee] = await db.select().from(employees).where(eq(employees.id, employeeId));
  if (!employee) throw notFound(serverMessages.records.byPlaceholder.employeeId);
  const today = companyToday();
  const fields = (table: typeof employeeShifts | typeof departmentShifts) => ({
    shiftId: table.shiftId,
    startsOn: table.startsOn,
    endsOn: table.endsOn,
  });
  const [own, departmental] = await Promise.all([
    db
      .select(fields(employeeShifts))
      .from(employeeShifts)
      .where(and(eq(employeeShifts.employeeId, employeeId), notEndedBy(employeeShifts, today))),
    employee.departmentId
      ? db
          .select(fields(departmentShifts))
          .from(departmentShifts)
          .where(
            and(
              eq(departmentShifts.departmentId, employee.departmentId),
              notEndedBy(departmentShifts, today),
            ),
          )
      : Promise.resolve([]),
  ]);
  const fromToday = (r: DateRange): DateRange => ({
    startsOn: r.startsOn < today ? today : r.startsOn,
    endsOn: r.endsOn,
  });
  const mine = own.map(fromToday);
  const ids = new Set([
    ...own.map((a) => a.shiftId),
    ...departmental
      .filter((a) => rangeMinusAll(fromToday(a), mine).length > 0)
      .map((a) => a.shiftId),
  ]);
  if (!ids.size) return [];
  const rows = await db
    .select()
    .from(shifts)
    .where(inArray(shifts.id, [...ids]))
    .orderBy(asc(shifts.startTime), asc(shifts.name));
  return rows.map(toShift);
}
