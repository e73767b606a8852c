/**
 * The searches of shift assignments (`search/employee-shifts`,
 * `search/department-shifts`, decision 39): a
 * company's assignments, optionally of one assignee or one shift, with `q`
 * matching the assignee's or the shift's name the way every search does (the
 * `jornada_es` prefix query over their `search_vector`s: accents and case do
 * not matter). Current assignments first, then by assignee name.
 */
import { and, asc, count, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type employeeShifts, shifts } from '../../../db/schema.ts';
import { countCap, paginate } from '../../../http/pagination.ts';
import { toPrefixQuery } from '../../../db/prefix-query.ts';
import { type AssignmentKind, notEndedBy, selectAssignments, sortName } from './assignments.ts';
import { companyToday } from './shifts.ts';

/** A search's query after validation. */
export interface AssignmentQuery {
  company_id: number;
  q?: string;
  shift_id?: number;
  /** `employee_id` or `department_id`. */
  member_id?: number;
  page: number;
  per_page: number;
}

/** One page of a company's assignments of a kind. */
export async function searchAssignments<Out>(
  db: Database,
  kind: AssignmentKind<Out>,
  query: AssignmentQuery,
) {
  const { table } = kind;
  const prefix = toPrefixQuery(query.q);
  const matches = (vector: SQLWrapper) => sql`${vector} @@ to_tsquery('jornada_es', ${prefix})`;
  const where = and(
    eq(table.companyId, query.company_id),
    query.shift_id ? eq(table.shiftId, query.shift_id) : undefined,
    query.member_id ? eq(kind.member, query.member_id) : undefined,
    prefix
      ? sql`(${matches(kind.people.searchVector)} or ${matches(shifts.searchVector)})`
      : query.q?.trim()
        ? sql`false`
        : undefined,
  );
  const current = sql`(${notEndedBy(table, companyToday())})`;
  return paginate({
    page: query.page,
    perPage: query.per_page,
    count: async (cap) => {
      const capped = db
        .select({ one: sql`1` })
        .from(table as typeof employeeShifts)
        .innerJoin(kind.people, eq(kind.people.id, kind.member))
        .innerJoin(shifts, eq(shifts.id, table.shiftId))
        .where(where)
        .limit(cap)
        .as('c');
      const [row] = await db.select({ n: count() }).from(capped);
      return row?.n ?? 0;
    },
    rows: async (limit, offset) =>
      (
        await selectAssignments(db, kind)
          .where(where)
          .orderBy(desc(current), asc(sortName(kind)), desc(table.startsOn), asc(table.id))
          .limit(limit)
          .offset(offset)
      ).map(kind.toContract),
    cap: countCap,
  });
}
