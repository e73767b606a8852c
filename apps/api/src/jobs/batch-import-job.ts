/**
 * The one runner of bulk imports (docs/decisions/0014-background-jobs.md): a
 * batch's file rows, kept in `batches.input` until it ends, are checked and written a chunk at a
 * time. Each chunk's records, row errors and progress (`processed_rows`) are committed in one
 * transaction that first locks the batch and checks its checkpoint, so a job that runs again
 * after a crash or a failed attempt resumes after the last committed chunk: nothing is written
 * twice and nothing is lost. A dry run checks every row and writes nothing. A batch whose job
 * runs out of retries is marked `failed` with {@link importFailedMessage}. A domain gives only
 * how to check and write its rows ({@link BatchImportDomain}).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { batches, type BatchRowErrorRecord } from '../db/schema.ts';
import { serverMessages } from '../messages.ts';
import type { JobContext, JobDefinition } from './queue.ts';

/** A stored batch row. */
export type BatchRecord = typeof batches.$inferSelect;

/** The transaction a chunk runs in. */
export type ChunkTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The job's data: which batch to work. */
export interface BatchImportJobData {
  batchId: string;
}

/**
 * Knobs of every import for tests: the chunk size, and a hook called after each committed chunk
 * (throwing from it fails the attempt there, as a crash would).
 */
export const importTuning: {
  /** Rows per transaction. @default 100 */
  chunkSize: number;
  /** Called after each committed chunk with the batch id and the rows processed so far. */
  afterChunk?: ((batchId: string, processedRows: number) => void | Promise<void>) | undefined;
} = { chunkSize: 100 };

/**
 * Seconds without a heartbeat after which an import's attempt counts as lost with its process
 * (pg-boss's minimum, 10; the worker refreshes it every half of that). With supervision every 5 s
 * and a first retry 2 s later, another instance resumes a batch of a killed one within about
 * 20 s (docs/decisions/0038-surviving-faults-and-rolling-deploys.md).
 */
export const importHeartbeatSeconds = 10;

/** Message of a batch whose job ran out of retries. */
export const importFailedMessage = serverMessages.imports.failed;

/** What one chunk did: its rows' errors (rows numbered as in the file, header excluded, from 1) and counts. */
export interface ChunkOutcome {
  errors: BatchRowErrorRecord[];
  created: number;
  updated: number;
}

/** What a domain gives the runner. */
export interface BatchImportDomain<Input extends { rows: readonly unknown[] }, Prepared> {
  /** The queue's name. */
  name: string;
  /** Logged when a batch ends. */
  doneLog: string;
  /**
   * Once per run over the whole file (a resumed run computes it again, so it must depend on the
   * file and the database only): rows repeated within the file, the company's lookups…
   */
  prepare: (db: Database, batch: BatchRecord, input: Input) => Promise<Prepared> | Prepared;
  /**
   * Checks rows `offset` to `end` (0-based, end excluded) and, unless `batch.dryRun`, writes the
   * valid ones with `tx`.
   */
  chunk: (
    tx: ChunkTransaction,
    batch: BatchRecord,
    rows: { input: Input; offset: number; end: number },
    prepared: Prepared,
  ) => Promise<ChunkOutcome>;
}

/**
 * Works one chunk: locks the batch and checks it is still at `offset`.
 * @returns the new checkpoint, or null when the batch is no longer this attempt's to work
 *   (finished, failed, or another attempt moved its checkpoint).
 */
async function processChunk<Input extends { rows: readonly unknown[] }, Prepared>(
  db: Database,
  domain: BatchImportDomain<Input, Prepared>,
  batchId: string,
  offset: number,
  prepared: Prepared,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [batch] = await tx.select().from(batches).where(eq(batches.id, batchId)).for('update');
    if (!batch || batch.status !== 'processing' || batch.processedRows !== offset) return null;
    const input = batch.input as Input;
    const end = Math.min(offset + importTuning.chunkSize, input.rows.length);
    const outcome = await domain.chunk(tx, batch, { input, offset, end }, prepared);
    await tx
      .update(batches)
      .set({
        processedRows: end,
        failedRows: sql`${batches.failedRows} + ${outcome.errors.length}`,
        createdRows: sql`${batches.createdRows} + ${outcome.created}`,
        updatedRows: sql`${batches.updatedRows} + ${outcome.updated}`,
        ...(outcome.errors.length
          ? { errors: sql`${batches.errors} || ${JSON.stringify(outcome.errors)}::jsonb` }
          : {}),
      })
      .where(eq(batches.id, batchId));
    return end;
  });
}

/**
 * The job of one import domain: three retries a few seconds apart, a lost process noticed by its
 * heartbeat within {@link importHeartbeatSeconds} plus a supervision pass (jobs/queue.ts
 * `superviseIntervalSeconds`), a batch out of retries marked failed.
 */
export function batchImportJob<Input extends { rows: readonly unknown[] }, Prepared>(
  domain: BatchImportDomain<Input, Prepared>,
): JobDefinition<BatchImportJobData> {
  const run = async (
    job: Pick<Job<BatchImportJobData>, 'data' | 'signal'>,
    { db, log, stopping }: JobContext,
  ): Promise<void> => {
    const { batchId } = job.data;
    const [batch] = await db
      .update(batches)
      .set({ status: 'processing' })
      .where(and(eq(batches.id, batchId), sql`${batches.status} in ('pending', 'processing')`))
      .returning();
    if (!batch) return; // Unknown or already finished: nothing left to do.
    const input = batch.input as Input;
    const prepared = await domain.prepare(db, batch, input);
    let offset = batch.processedRows;
    while (offset < input.rows.length) {
      // A stopping process hands the batch back after its last committed chunk (resumed there).
      if (job.signal.aborted || stopping?.aborted)
        throw new Error(serverMessages.imports.interrupted);
      const next = await processChunk(db, domain, batchId, offset, prepared);
      if (next === null) return;
      offset = next;
      await importTuning.afterChunk?.(batchId, offset);
    }
    await db
      .update(batches)
      .set({
        status: sql`case when ${batches.failedRows} > 0 then 'completed_with_errors' else 'completed' end`,
        finishedAt: new Date(),
        input: null,
      })
      .where(and(eq(batches.id, batchId), eq(batches.status, 'processing')));
    log.info({ batchId }, domain.doneLog);
  };
  return {
    name: domain.name,
    queue: {
      retryLimit: 3,
      retryDelay: 2,
      retryBackoff: true,
      retryDelayMax: 60,
      expireInSeconds: 15 * 60,
      heartbeatSeconds: importHeartbeatSeconds,
    },
    run,
    onFailed: async (data, { db }) => {
      await db
        .update(batches)
        .set({
          status: 'failed',
          finishedAt: new Date(),
          input: null,
          result: { message: importFailedMessage },
        })
        .where(
          and(eq(batches.id, data.batchId), sql`${batches.status} in ('pending', 'processing')`),
        );
    },
  };
}
