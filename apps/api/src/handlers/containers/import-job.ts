/**
 * The background job of a container import (`importContainers`, decision
 * 0014): checks every row of the batch's file (import-rules.ts) and writes the
 * valid ones a chunk at a time; each chunk's containers, errors and progress
 * are committed together, so a job that runs again resumes after the last
 * committed chunk, as the employee import does.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { batches, containers, terminals, type BatchRowErrorRecord } from '../../db/schema.ts';
import type { JobContext, JobDefinition } from '../../jobs/queue.ts';
import { importFailedMessage } from '../employees/import-job.ts';
import type { ContainerImportRow } from './import-file.ts';
import { checkImportRow, duplicateNumbers } from './import-rules.ts';

/** Queue name of container imports. */
export const containerImportQueue = 'containers-import';

/** What a container import batch keeps in `batches.input` until it ends. */
export interface ContainerImportInput {
  rows: ContainerImportRow[];
  /** Update containers whose number exists instead of reporting the row. */
  updateExisting: boolean;
}

/** The job's data: which batch to work. */
export interface ContainerImportJobData {
  batchId: string;
}

/** Rows per transaction. */
const chunkSize = 100;

/** Runs (or resumes) the import of one batch. */
export async function runContainerImport(
  job: Pick<Job<ContainerImportJobData>, 'data' | 'signal'>,
  { db, log }: JobContext,
): Promise<void> {
  const { batchId } = job.data;
  const [started] = await db
    .update(batches)
    .set({ status: 'processing' })
    .where(and(eq(batches.id, batchId), sql`${batches.status} in ('pending', 'processing')`))
    .returning();
  if (!started) return;
  const input = started.input as ContainerImportInput;
  const duplicates = duplicateNumbers(input.rows);
  const terminalRows = await db
    .select({ id: terminals.id, code: terminals.code })
    .from(terminals)
    .where(eq(terminals.companyId, started.companyId));
  const terminalByCode = new Map(terminalRows.map((t) => [t.code.toUpperCase(), t.id]));
  let offset = started.processedRows;
  while (offset < input.rows.length) {
    if (job.signal.aborted) throw new Error('La importación se interrumpió; se reanudará.');
    const next = await db.transaction(async (tx) => {
      const [batch] = await tx.select().from(batches).where(eq(batches.id, batchId)).for('update');
      if (!batch || batch.status !== 'processing' || batch.processedRows !== offset) return null;
      const end = Math.min(offset + chunkSize, input.rows.length);
      const checked = input.rows.slice(offset, end).map((row, i) => ({
        index: offset + i,
        result: duplicates.get(offset + i)
          ? { errors: duplicates.get(offset + i)! }
          : checkImportRow(row, terminalByCode),
      }));
      const numbers = checked.flatMap((c) =>
        'values' in c.result ? [c.result.values.number] : [],
      );
      const existing = numbers.length
        ? await tx
            .select({ id: containers.id, number: containers.number })
            .from(containers)
            .where(
              and(eq(containers.companyId, batch.companyId), inArray(containers.number, numbers)),
            )
        : [];
      const idByNumber = new Map(existing.map((c) => [c.number, c.id]));
      const rowErrors: BatchRowErrorRecord[] = [];
      const creates: (typeof containers.$inferInsert)[] = [];
      let updated = 0;
      for (const { index, result } of checked) {
        if ('errors' in result) {
          rowErrors.push({ row: index + 1, errors: result.errors });
          continue;
        }
        const id = idByNumber.get(result.values.number);
        const located = result.values.terminalId
          ? { locationRecordedAt: new Date(), arrivedAt: new Date() }
          : {};
        if (id !== undefined && !input.updateExisting) {
          rowErrors.push({
            row: index + 1,
            errors: { number: ['Ya existe un contenedor con ese número en la empresa.'] },
          });
        } else if (id !== undefined) {
          updated += 1;
          if (!batch.dryRun)
            await tx
              .update(containers)
              .set({ ...result.values, ...located, updatedAt: new Date() })
              .where(eq(containers.id, id));
        } else creates.push({ ...result.values, ...located, companyId: batch.companyId });
      }
      if (creates.length && !batch.dryRun) await tx.insert(containers).values(creates);
      await tx
        .update(batches)
        .set({
          processedRows: end,
          failedRows: sql`${batches.failedRows} + ${rowErrors.length}`,
          createdRows: sql`${batches.createdRows} + ${creates.length}`,
          updatedRows: sql`${batches.updatedRows} + ${updated}`,
          ...(rowErrors.length
            ? { errors: sql`${batches.errors} || ${JSON.stringify(rowErrors)}::jsonb` }
            : {}),
        })
        .where(eq(batches.id, batchId));
      return end;
    });
    if (next === null) return;
    offset = next;
  }
  await db
    .update(batches)
    .set({
      status: sql`case when ${batches.failedRows} > 0 then 'completed_with_errors' else 'completed' end`,
      finishedAt: new Date(),
      input: null,
    })
    .where(and(eq(batches.id, batchId), eq(batches.status, 'processing')));
  log.info({ batchId }, 'Importación de contenedores terminada.');
}

/** The container import job: retries like the employee import; a batch out of retries is marked failed. */
export const containerImportJob: JobDefinition<ContainerImportJobData> = {
  name: containerImportQueue,
  queue: {
    retryLimit: 3,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 60,
    expireInSeconds: 15 * 60,
    heartbeatSeconds: 30,
  },
  run: runContainerImport,
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
