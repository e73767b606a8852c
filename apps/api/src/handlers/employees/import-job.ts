/**
 * The background job of an employee import (`importEmployees`): checks every
 * row of the batch's file with the employee rules and writes the valid ones,
 * a chunk at a time. Each chunk's records, errors and progress
 * (`processed_rows`) are committed in one transaction, so a job that runs again
 * after a crash or a failed attempt resumes after the last committed chunk:
 * nothing is written twice and nothing is lost (docs/decisions/0014-background-jobs.md).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { batches, employees, type BatchRowErrorRecord } from '../../db/schema.ts';
import type { FieldErrors } from '../../http/errors.ts';
import type { JobContext, JobDefinition } from '../../jobs/queue.ts';
import type { ImportRow } from './import-file.ts';
import {
  employeeColumns,
  preloadedLookups,
  resolveDepartmentId,
  validateEmployee,
  type EmployeeRuleInput,
} from './rules.ts';

/** Queue name of employee imports. */
export const employeeImportQueue = 'employees-import';

/** What an import batch keeps in `batches.input` until it ends. */
export interface EmployeeImportInput {
  rows: ImportRow[];
  /** The form's department, for rows whose `department` is empty. */
  departmentId: number | null;
  /** Update employees whose number exists instead of reporting the row. */
  updateExisting: boolean;
}

/** The job's data: which batch to work. */
export interface EmployeeImportJobData {
  batchId: string;
}

/**
 * Knobs of the import for tests: the chunk size, and a hook called after each
 * committed chunk (throwing from it fails the attempt there, as a crash would).
 */
export const importTuning: {
  /** Rows per transaction. @default 100 */
  chunkSize: number;
  /** Called after each committed chunk with the batch id and the rows processed so far. */
  afterChunk?: ((batchId: string, processedRows: number) => void | Promise<void>) | undefined;
} = { chunkSize: 100 };

/** Message of a batch whose job ran out of retries. */
export const importFailedMessage =
  'La importación no pudo terminar después de varios intentos. Las filas que ya se guardaron se conservan; vuelve a subir el archivo con «actualizar existentes» para completar el resto.';

const truthy = new Set(['si', 'sí', 's', 'true', 'verdadero', '1', 'x', 'yes', 'y']);
const falsy = new Set(['', 'no', 'n', 'false', 'falso', '0']);

/** A file row as the rules' input, and the errors only the file can have (an unreadable `is_driver`). */
export function rowInput(
  row: ImportRow,
  departmentId: number | null,
): { input: EmployeeRuleInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const driver = (row.is_driver ?? '').trim().toLowerCase();
  if (!truthy.has(driver) && !falsy.has(driver)) errors.is_driver = ['Escribe «sí» o «no».'];
  const department = (row.department ?? '').trim();
  const input: EmployeeRuleInput = {
    ...(department ? { department } : { department_id: departmentId }),
    employee_number: row.employee_number ?? '',
    name: row.name ?? '',
    surname: row.surname ?? '',
    lastname: row.lastname ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    curp: row.curp ?? '',
    nss: row.nss ?? '',
    position: row.position ?? '',
    is_driver: truthy.has(driver),
    license_number: row.license_number ?? '',
    license_expires_at: row.license_expires_at ?? '',
    hired_at: row.hired_at ?? '',
  };
  return { input, errors };
}

/**
 * Errors of rows that repeat an employee number or a CURP of an earlier row of
 * the same file, by 0-based row index. Computed over the whole file, so a
 * resumed job finds the same ones.
 */
export function duplicateErrors(rows: readonly ImportRow[]): Map<number, FieldErrors> {
  const result = new Map<number, FieldErrors>();
  const seen = { employee_number: new Map<string, number>(), curp: new Map<string, number>() };
  rows.forEach((row, index) => {
    for (const field of ['employee_number', 'curp'] as const) {
      const value = (row[field] ?? '').trim().toUpperCase();
      if (!value) continue;
      const first = seen[field].get(value);
      if (first === undefined) seen[field].set(value, index);
      else {
        const errors = result.get(index) ?? {};
        errors[field] = [
          field === 'curp'
            ? `Este CURP ya aparece en la fila ${first + 1} del archivo.`
            : `Este número de empleado ya aparece en la fila ${first + 1} del archivo.`,
        ];
        result.set(index, errors);
      }
    }
  });
  return result;
}

const merge = (...all: FieldErrors[]): FieldErrors => {
  const merged: FieldErrors = {};
  for (const errors of all)
    for (const [field, messages] of Object.entries(errors))
      merged[field] = [...(merged[field] ?? []), ...messages];
  return merged;
};

/** Thrown when another attempt moved the batch's checkpoint: this one stops without writing. */
class CheckpointMoved extends Error {}

/**
 * Works one chunk in one transaction: locks the batch, checks it is still at
 * `offset`, writes the chunk's valid rows and advances the checkpoint.
 * @returns the new checkpoint, or null when the batch is no longer being processed.
 * @throws CheckpointMoved when another attempt already moved the checkpoint.
 */
async function processChunk(
  db: Database,
  batchId: string,
  offset: number,
  duplicates: Map<number, FieldErrors>,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [batch] = await tx.select().from(batches).where(eq(batches.id, batchId)).for('update');
    if (!batch || batch.status !== 'processing') return null;
    if (batch.processedRows !== offset) throw new CheckpointMoved();
    const input = batch.input as EmployeeImportInput;
    const end = Math.min(offset + importTuning.chunkSize, input.rows.length);
    const chunk = input.rows.slice(offset, end);
    const lookups = await preloadedLookups(tx, batch.companyId, {
      employeeNumbers: chunk.map((row) => (row.employee_number ?? '').trim()).filter(Boolean),
      curps: chunk.map((row) => (row.curp ?? '').trim().toUpperCase()).filter(Boolean),
    });
    const rowErrors: BatchRowErrorRecord[] = [];
    const creates: (typeof employees.$inferInsert)[] = [];
    let updated = 0;
    for (const [i, row] of chunk.entries()) {
      const index = offset + i;
      const { input: employee, errors: fileErrors } = rowInput(row, input.departmentId);
      const duplicate = duplicates.get(index);
      const number = (employee.employee_number ?? '').trim();
      const existing =
        input.updateExisting && number && !duplicate
          ? await lookups.employeeByNumber(batch.companyId, number)
          : null;
      const errors = merge(
        fileErrors,
        duplicate ?? {},
        await validateEmployee(tx, batch.companyId, employee, {
          lookups,
          ...(existing !== null ? { employeeId: existing } : {}),
        }),
      );
      // A repeated number or CURP is reported as such, whatever the database holds by now.
      if (duplicate?.employee_number) errors.employee_number = duplicate.employee_number;
      if (duplicate?.curp) errors.curp = duplicate.curp;
      if (Object.keys(errors).length) {
        rowErrors.push({ row: index + 1, errors });
        continue;
      }
      const departmentId = await resolveDepartmentId(lookups, batch.companyId, employee);
      const columns = { ...employeeColumns(employee), departmentId: departmentId! };
      if (existing !== null) {
        updated += 1;
        if (!batch.dryRun)
          await tx
            .update(employees)
            .set({ ...columns, updatedAt: new Date() })
            .where(and(eq(employees.id, existing), eq(employees.companyId, batch.companyId)));
      } else {
        creates.push({
          ...columns,
          companyId: batch.companyId,
          employeeNumber: columns.employeeNumber!,
          name: columns.name!,
          surname: columns.surname!,
          position: columns.position!,
        });
      }
    }
    if (creates.length && !batch.dryRun) await tx.insert(employees).values(creates);
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
}

/** Runs (or resumes) the import of one batch. */
export async function runEmployeeImport(
  job: Pick<Job<EmployeeImportJobData>, 'data' | 'signal'>,
  { db, log }: JobContext,
): Promise<void> {
  const { batchId } = job.data;
  const [batch] = await db
    .update(batches)
    .set({ status: 'processing' })
    .where(and(eq(batches.id, batchId), sql`${batches.status} in ('pending', 'processing')`))
    .returning();
  if (!batch) return; // Unknown or already finished: nothing left to do.
  const input = batch.input as EmployeeImportInput;
  const duplicates = duplicateErrors(input.rows);
  let offset = batch.processedRows;
  while (offset < input.rows.length) {
    if (job.signal.aborted) throw new Error('La importación se interrumpió; se reanudará.');
    let next: number | null;
    try {
      next = await processChunk(db, batchId, offset, duplicates);
    } catch (error) {
      // Another attempt is working this batch (this one outlived its claim): leave it to that one.
      if (error instanceof CheckpointMoved) return;
      throw error;
    }
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
  log.info({ batchId }, 'Importación de empleados terminada.');
}

/** Marks a batch `failed` once its job has run out of retries (from the dead-letter queue). */
export async function failEmployeeImport(
  data: EmployeeImportJobData,
  { db }: JobContext,
): Promise<void> {
  await db
    .update(batches)
    .set({
      status: 'failed',
      finishedAt: new Date(),
      input: null,
      result: { message: importFailedMessage },
    })
    .where(and(eq(batches.id, data.batchId), sql`${batches.status} in ('pending', 'processing')`));
}

/** The employee import job: three retries a few seconds apart; a lost process is noticed by its heartbeat. */
export const employeeImportJob: JobDefinition<EmployeeImportJobData> = {
  name: employeeImportQueue,
  queue: {
    retryLimit: 3,
    retryDelay: 2,
    retryBackoff: true,
    retryDelayMax: 60,
    expireInSeconds: 15 * 60,
    heartbeatSeconds: 30,
  },
  run: runEmployeeImport,
  onFailed: failEmployeeImport,
};
