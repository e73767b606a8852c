/**
 * Shift assignments to employees and to whole departments (POST, GET and DELETE with a body on `employee-shift/{shiftId}`
 * and `department-shift/{shiftId}`; decision 39). Both kinds follow one set
 * of rules, described by an {@link AssignmentKind}:
 * - an employee (or a department) keeps one shift per day: assigning cuts the
 *   new range out of their other assignments (ended the day before, deleted,
 *   or resumed after a bounded range), in the same transaction;
 * - removing ends today's and earlier assignments yesterday and deletes the
 *   ones that have not started;
 * - days are the company's local days (America/Mexico_City).
 */
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../../db/client.ts';
import {
  departmentShifts,
  departments,
  employeeShifts,
  employees,
  shifts,
} from '../../../db/schema.ts';
import { notFound } from '../../../http/errors.ts';
import { serverMessages } from '../../../messages.ts';
import { checkReferences, unprocessable } from '../../../records/company-record.ts';
import { addDays } from '../time.ts';
import { rangeMinus, type DateRange } from './date-ranges.ts';
import { companyToday } from './shifts.ts';

type EmployeeShift = components['schemas']['EmployeeShift'];
type DepartmentShift = components['schemas']['DepartmentShift'];

/** An assignment table: `employee_shifts` or `department_shifts`. */
type AssignmentTable = typeof employeeShifts | typeof departmentShifts;

/** What differs between employee and department assignments. */
export interface AssignmentKind<Out> {
  table: AssignmentTable;
  /** The assignee's column (`employee_id` or `department_id`) and its property name. */
  member: PgColumn;
  memberKey: 'employeeId' | 'departmentId';
  /** The body field naming the assignees. */
  field: 'employee_ids' | 'department_ids';
  /** The assignees' table (for the company check, the join and `q`). */
  people: typeof employees | typeof departments;
  /** The assignee's display name, as SQL over `people`. */
  name: SQL<string>;
  notInCompany: string;
  /** The contract's row from a joined row. */
  toContract: (row: JoinedAssignment) => Out;
}

/** An assignment with its assignee's and shift's names. */
export interface JoinedAssignment {
  memberId: number;
  memberName: string;
  shiftId: number;
  shiftName: string;
  startsOn: string;
  endsOn: string | null;
}

const range = (row: JoinedAssignment) => ({ starts_on: row.startsOn, ends_on: row.endsOn });

/** Employee assignments (`employee-shift`), answered as `EmployeeShift`. */
export const employeeKind: AssignmentKind<EmployeeShift> = {
  table: employeeShifts,
  member: employeeShifts.employeeId,
  memberKey: 'employeeId',
  field: 'employee_ids',
  people: employees,
  name: sql<string>`concat_ws(' ', nullif(${employees.name}, ''), nullif(${employees.surname}, ''), nullif(${employees.lastname}, ''))`,
  notInCompany: serverMessages.shifts.employeeNotInCompany,
  toContract: (row) => ({
    employee: { id: row.memberId, name: row.memberName },
    shift: { id: row.shiftId, name: row.shiftName },
    ...range(row),
  }),
};

/** Department assignments (`department-shift`), answered as `DepartmentShift`. */
export const departmentKind: AssignmentKind<DepartmentShift> = {
  table: departmentShifts,
  member: departmentShifts.departmentId,
  memberKey: 'departmentId',
  field: 'department_ids',
  people: departments,
  name: sql<string>`${departments.name}`,
  notInCompany: serverMessages.shifts.departmentNotInCompany,
  toContract: (row) => ({
    department: { id: row.memberId, name: row.memberName },
    shift: { id: row.shiftId, name: row.shiftName },
    ...range(row),
  }),
};

/** A kind's assignee name as Spanish readers sort it (accents and case ignored). */
export const sortName = <Out>(kind: AssignmentKind<Out>) => sql`unaccent(lower(${kind.name}))`;

/** Assignments that have not ended by `today`. */
export const notEndedBy = (table: AssignmentTable, today: string) =>
  or(isNull(table.endsOn), gte(table.endsOn, today))!;

/** The joined select of a kind's assignments (assignee and shift names). */
export function selectAssignments<Out>(db: Database, kind: AssignmentKind<Out>) {
  const table = kind.table as typeof employeeShifts;
  return db
    .select({
      memberId: sql<number>`${kind.member}`,
      memberName: kind.name,
      shiftId: shifts.id,
      shiftName: shifts.name,
      startsOn: table.startsOn,
      endsOn: table.endsOn,
    })
    .from(table)
    .innerJoin(kind.people, eq(kind.people.id, kind.member))
    .innerJoin(shifts, eq(shifts.id, table.shiftId))
    .$dynamic();
}

/** The shift's assignments that have not ended (today's and future ones), by assignee name. */
export async function currentAssignments<Out>(
  db: Database,
  kind: AssignmentKind<Out>,
  shiftId: number,
): Promise<Out[]> {
  const rows = await selectAssignments(db, kind)
    .where(and(eq(kind.table.shiftId, shiftId), notEndedBy(kind.table, companyToday())))
    .orderBy(asc(sortName(kind)), asc(kind.table.startsOn), asc(kind.table.id));
  return rows.map(kind.toContract);
}

/** The shift the path names, or 404 (its company was checked by the access helper). */
async function findShift(db: Database, shiftId: number) {
  const [shift] = await db.select().from(shifts).where(eq(shifts.id, shiftId));
  if (!shift) throw notFound(serverMessages.records.byPlaceholder.shiftId);
  return shift;
}

/** The assignees a body names, checked to be the shift's company's (422 on the field, nothing written). */
async function namedMembers<Out>(
  db: Database,
  kind: AssignmentKind<Out>,
  companyId: number,
  body: Record<string, unknown>,
): Promise<number[]> {
  await checkReferences(db, companyId, body, {
    [kind.field]: { table: kind.people, message: kind.notInCompany },
  });
  return [...new Set(body[kind.field] as number[])];
}

/**
 * Assigns a shift from `starts_on` (today by default) to `ends_on` (open when
 * null): every other assignment of the same assignees that shares a day with
 * that range is cut around it — ended the day before `starts_on`, deleted
 * when it lies inside, resumed the day after a bounded `ends_on` — and the new
 * assignments are inserted, in one transaction.
 * @returns the shift's current and future assignments.
 * @throws 404 for a missing shift; 422 on the ids field for assignees of
 * another company, on `ends_on` before `starts_on`.
 */
export async function assignShift<Out>(
  db: Database,
  kind: AssignmentKind<Out>,
  shiftId: number,
  body: Record<string, unknown> & { starts_on?: string; ends_on?: string | null },
): Promise<Out[]> {
  const shift = await findShift(db, shiftId);
  const cut: DateRange = {
    startsOn: body.starts_on ?? companyToday(),
    endsOn: body.ends_on ?? null,
  };
  if (cut.endsOn !== null && cut.endsOn < cut.startsOn)
    throw unprocessable({ ends_on: [serverMessages.shifts.endsBeforeStart] });
  const members = await namedMembers(db, kind, shift.companyId, body);
  const table = kind.table as typeof employeeShifts;
  await db.transaction(async (tx) => {
    // Locks the shift: a concurrent delete waits, then finds these assignments.
    const [locked] = await tx
      .select({ id: shifts.id })
      .from(shifts)
      .where(eq(shifts.id, shiftId))
      .for('update');
    if (!locked) throw notFound(serverMessages.records.byPlaceholder.shiftId);
    const overlapping = await tx
      .select()
      .from(table)
      .where(
        and(
          inArray(kind.member, members),
          cut.endsOn === null ? undefined : lte(table.startsOn, cut.endsOn),
          or(isNull(table.endsOn), gte(table.endsOn, cut.startsOn)),
        ),
      );
    const removed: number[] = [];
    const resumed: (typeof table.$inferInsert)[] = [];
    for (const row of overlapping) {
      const [first, second] = rangeMinus(row, cut);
      if (!first) removed.push(row.id);
      else
        await tx
          .update(table)
          .set({ ...first, updatedAt: new Date() })
          .where(eq(table.id, row.id));
      if (second) {
        const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = row;
        resumed.push({ ...copy, ...second });
      }
    }
    if (removed.length) await tx.delete(table).where(inArray(table.id, removed));
    const added = members.map(
      (id) =>
        ({
          companyId: shift.companyId,
          [kind.memberKey]: id,
          shiftId,
          ...cut,
        }) as typeof table.$inferInsert,
    );
    await tx.insert(table).values([...resumed, ...added]);
  });
  return currentAssignments(db, kind, shiftId);
}

/**
 * Takes assignees off a shift from today: their assignments of this shift
 * that started before today end yesterday; the ones starting today or later
 * are deleted; ended ones stay as history.
 * @throws 404 for a missing shift; 422 on the ids field for assignees of another company.
 */
export async function unassignShift<Out>(
  db: Database,
  kind: AssignmentKind<Out>,
  shiftId: number,
  body: Record<string, unknown>,
): Promise<void> {
  const shift = await findShift(db, shiftId);
  const members = await namedMembers(db, kind, shift.companyId, body);
  const today = companyToday();
  const table = kind.table as typeof employeeShifts;
  const mine = and(eq(table.shiftId, shiftId), inArray(kind.member, members));
  await db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({ endsOn: addDays(today, -1), updatedAt: new Date() })
      .where(and(mine, lt(table.startsOn, today), notEndedBy(table, today)));
    await tx.delete(table).where(and(mine, gte(table.startsOn, today)));
  });
}
