/**
 * Which shift applies to an employee on a day (decision 39): their own
 * assignment (`employee_shifts`) covering the day wins over their department's
 * (`department_shifts`); the shift applies only on its weekdays, so a day
 * outside them is a rest day. Overlapping assignments of one employee or
 * department are ended when a new one starts (`assignShiftEmployees`); if any
 * remain, the one that started last wins.
 */
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departmentShifts, employeeShifts, employees, shifts } from '../../db/schema.ts';
import { datesBetween, isoWeekday } from './time.ts';

/** A stored shift. */
export type ShiftRow = typeof shifts.$inferSelect;

/** The shift of each day of each employee: `plan.get(employeeId)?.get(date)`; no entry = no shift (rest day). */
export type ShiftPlan = Map<number, Map<string, ShiftRow>>;

interface Assignment {
  shiftId: number;
  startsOn: string;
  endsOn: string | null;
}

const covers = (a: Assignment, date: string) =>
  a.startsOn <= date && (a.endsOn === null || a.endsOn >= date);

const latestCovering = (list: Assignment[] | undefined, date: string) =>
  list?.filter((a) => covers(a, date)).sort((a, b) => (a.startsOn < b.startsOn ? 1 : -1))[0];

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * The shifts of a company's employees over a range of days, in four queries.
 * @param options.employeeIds - only these employees (all the company's active ones otherwise).
 * @param options.from - first day, `YYYY-MM-DD`. @param options.to - last day, included.
 */
export async function shiftPlan(
  db: Database,
  companyId: number,
  options: { from: string; to: string; employeeIds?: number[] },
): Promise<ShiftPlan> {
  const { from, to } = options;
  const people = await db
    .select({ id: employees.id, departmentId: employees.departmentId })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        options.employeeIds
          ? inArray(employees.id, options.employeeIds.length ? options.employeeIds : [0])
          : eq(employees.status, 'activo'),
      ),
    );
  const overlaps = (table: typeof employeeShifts | typeof departmentShifts) =>
    and(
      eq(table.companyId, companyId),
      lte(table.startsOn, to),
      or(isNull(table.endsOn), gte(table.endsOn, from)),
    );
  const [own, departmental, shiftRows] = await Promise.all([
    db
      .select({
        employeeId: employeeShifts.employeeId,
        shiftId: employeeShifts.shiftId,
        startsOn: employeeShifts.startsOn,
        endsOn: employeeShifts.endsOn,
      })
      .from(employeeShifts)
      .where(overlaps(employeeShifts)),
    db
      .select({
        departmentId: departmentShifts.departmentId,
        shiftId: departmentShifts.shiftId,
        startsOn: departmentShifts.startsOn,
        endsOn: departmentShifts.endsOn,
      })
      .from(departmentShifts)
      .where(overlaps(departmentShifts)),
    db.select().from(shifts).where(eq(shifts.companyId, companyId)),
  ]);
  const byEmployee = groupBy(own, (a) => a.employeeId);
  const byDepartment = groupBy(departmental, (a) => a.departmentId);
  const shiftById = new Map(shiftRows.map((s) => [s.id, s]));
  const days = datesBetween(from, to);
  const plan: ShiftPlan = new Map();
  for (const person of people) {
    const mine = byEmployee.get(person.id);
    const theirs = byDepartment.get(person.departmentId);
    const schedule = new Map<string, ShiftRow>();
    for (const date of days) {
      const assignment = latestCovering(mine, date) ?? latestCovering(theirs, date);
      const shift = assignment && shiftById.get(assignment.shiftId);
      if (shift && shift.weekdays.includes(isoWeekday(date))) schedule.set(date, shift);
    }
    plan.set(person.id, schedule);
  }
  return plan;
}

/** The shift of one employee on one day, or `null` (rest day or no assignment). */
export async function shiftOn(
  db: Database,
  companyId: number,
  employeeId: number,
  date: string,
): Promise<ShiftRow | null> {
  const plan = await shiftPlan(db, companyId, { from: date, to: date, employeeIds: [employeeId] });
  return plan.get(employeeId)?.get(date) ?? null;
}
