/**
 * Deletes in batches (docs/decisions/0039-limits-metrics-maintenance.md "Maintenance"): one
 * `DELETE` of at most {@link maintenanceBatchSize} rows per statement, each its own short
 * transaction, so that a large backlog never holds a long lock on a table that requests use.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';

/** Most rows one statement deletes. */
export const maintenanceBatchSize = 1000;

/**
 * Deletes every row of `table` that matches `where`, `batchSize` rows per statement (picked by
 * `ctid`, so it works on any table, with or without a one-column key), until none is left.
 * @param where - the condition, over the table's columns.
 * @param batchSize - rows per statement. @default {@link maintenanceBatchSize}
 * @returns how many rows were deleted.
 */
export async function deleteInBatches(
  db: Database,
  table: PgTable,
  where: SQL,
  batchSize = maintenanceBatchSize,
): Promise<number> {
  const name = sql.identifier(getTableName(table));
  let deleted = 0;
  for (;;) {
    const { rows } = (await db.execute(
      sql`delete from ${name} where ctid = any(array(select ctid from ${name} where ${where} limit ${batchSize})) returning 1`,
    )) as unknown as { rows: unknown[] };
    deleted += rows.length;
    if (rows.length < batchSize) return deleted;
  }
}
