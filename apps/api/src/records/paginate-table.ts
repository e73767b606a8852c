/**
 * One page of one table's rows in the contract's pagination shape (`meta`),
 * counted up to the cap of `http/pagination.ts`: the list shape that container histories,
 * container locations, notifications and the searches share.
 */
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { paginate } from '../http/pagination.ts';

/**
 * Counts the rows of `table` matching `where`, stopping at `cap`, so that a broad list does not
 * count every row.
 */
export async function countUpTo(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap)
    .as('capped');
  return (await db.select({ n: count() }).from(capped))[0]?.n ?? 0;
}

/**
 * Page `page` (from 1) of `perPage` rows of `table` matching `where` in `orderBy` order, each
 * page serialised by `serialize` (which may load related records in bulk).
 * @returns `{ data, meta }` as the contract's paginated lists.
 */
export function paginateTable<TTable extends PgTable, T>(
  db: Database,
  options: {
    table: TTable;
    where: SQL | undefined;
    orderBy: SQL[];
    page: number;
    perPage: number;
    serialize: (rows: TTable['$inferSelect'][]) => T[] | Promise<T[]>;
  },
) {
  const { table, where } = options;
  return paginate({
    page: options.page,
    perPage: options.perPage,
    count: (cap) => countUpTo(db, table, where, cap),
    rows: async (limit, offset) =>
      options.serialize(
        (await db
          .select()
          .from(table as PgTable)
          .where(where)
          .orderBy(...options.orderBy)
          .limit(limit)
          .offset(offset)) as TTable['$inferSelect'][],
      ),
  });
}
