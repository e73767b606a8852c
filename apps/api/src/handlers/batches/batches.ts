/**
 * Background imports as the client polls them (`getBatch`):
 * staff of the batch's company, and administrators, see it; to
 * everyone else it does not exist.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { batches } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import type { Schema } from '../../http/operations.ts';

/** A `batches` row. */
export type BatchRow = typeof batches.$inferSelect;

/** A batch as the contract's `Batch`. */
export function serializeBatch(row: BatchRow): Schema<'Batch'> {
  return {
    id: row.id,
    type: row.type as Schema<'Batch'>['type'],
    status: row.status as Schema<'Batch'>['status'],
    dry_run: row.dryRun,
    total_rows: row.totalRows,
    processed_rows: row.processedRows,
    failed_rows: row.failedRows,
    created_rows: row.createdRows,
    updated_rows: row.updatedRows,
    errors: row.errors,
    message: row.result?.message ?? null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The batch with this id, or null. */
export async function findBatch(db: Database, id: string): Promise<BatchRow | null> {
  const [row] = await db.select().from(batches).where(eq(batches.id, id));
  return row ?? null;
}

/** Handlers keyed by operationId. */
export function batchHandlers({ db }: AppContext): Handlers {
  return {
    async getBatch(request) {
      const batch = await findBatch(db, request.params.batchId);
      if (!batch) throw notFound('Esta importación no existe.');
      return { data: serializeBatch(batch) };
    },
  };
}
