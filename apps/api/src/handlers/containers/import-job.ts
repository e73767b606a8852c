/**
 * The container import (`importContainers`, decision 0014) on the one
 * bulk-import runner (jobs/batch-import-job.ts): every row is checked
 * (import-rules.ts) and the valid ones written a chunk at a time.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { containers, terminals, type BatchRowErrorRecord } from '../../db/schema.ts';
import { batchImportJob, type BatchImportJobData } from '../../jobs/batch-import-job.ts';
import { serverMessages } from '../../messages.ts';
import type { ContainerImportRow } from './import-file.ts';
import { checkImportRow, duplicateNumbers } from './import-rules.ts';
import { spreadsheetRow } from '../batches/import-table.ts';

/** Queue name of container imports. */
export const containerImportQueue = 'containers-import';

/** What a container import batch keeps in `batches.input` until it ends. */
export interface ContainerImportInput {
  rows: ContainerImportRow[];
  /** Update containers whose number exists instead of reporting the row. */
  updateExisting: boolean;
}

/** The job's data: which batch to work. */
export type ContainerImportJobData = BatchImportJobData;

/** The container import job. */
export const containerImportJob = batchImportJob({
  name: containerImportQueue,
  doneLog: 'Importación de contenedores terminada.',
  async prepare(db, batch, input: ContainerImportInput) {
    const terminalRows = await db
      .select({ id: terminals.id, code: terminals.code })
      .from(terminals)
      .where(eq(terminals.companyId, batch.companyId));
    return {
      duplicates: duplicateNumbers(input.rows),
      terminalByCode: new Map(terminalRows.map((t) => [t.code.toUpperCase(), t.id])),
    };
  },
  async chunk(tx, batch, { input, offset, end }, { duplicates, terminalByCode }) {
    const checked = input.rows.slice(offset, end).map((row, i) => ({
      index: offset + i,
      result: duplicates.get(offset + i)
        ? { errors: duplicates.get(offset + i)! }
        : checkImportRow(row, terminalByCode),
    }));
    const numbers = checked.flatMap((c) => ('values' in c.result ? [c.result.values.number] : []));
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
        rowErrors.push({ row: spreadsheetRow(index), errors: result.errors });
        continue;
      }
      const id = idByNumber.get(result.values.number);
      const located = result.values.terminalId
        ? { locationRecordedAt: new Date(), arrivedAt: new Date() }
        : {};
      if (id !== undefined && !input.updateExisting) {
        rowErrors.push({
          row: spreadsheetRow(index),
          errors: { number: [serverMessages.containers.numberTaken] },
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
    return { errors: rowErrors, created: creates.length, updated };
  },
});
