/**
 * The employee import (`importEmployees`) on the one bulk-import runner
 * (jobs/batch-import-job.ts): each row is checked with the employee rules, and
 * the valid ones are written a chunk at a time.
 */
import { and, eq } from 'drizzle-orm';
import { employees, type BatchRowErrorRecord } from '../../db/schema.ts';
import type { FieldErrors } from '../../http/errors.ts';
import { batchImportJob, type BatchImportJobData } from '../../jobs/batch-import-job.ts';
import type { ImportRow } from './import-file.ts';
import {
  employeeColumns,
  preloadedLookups,
  resolveDepartmentId,
  validateEmployee,
  type EmployeeRuleInput,
} from './rules.ts';
import { spreadsheetRow } from '../batches/import-table.ts';

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
export type EmployeeImportJobData = BatchImportJobData;

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
            ? `Este CURP ya aparece en la fila ${spreadsheetRow(first)} del archivo.`
            : `Este número de empleado ya aparece en la fila ${spreadsheetRow(first)} del archivo.`,
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

/** The employee import job. */
export const employeeImportJob = batchImportJob<EmployeeImportInput, Map<number, FieldErrors>>({
  name: employeeImportQueue,
  doneLog: 'Importación de empleados terminada.',
  prepare: (_db, _batch, input) => duplicateErrors(input.rows),
  async chunk(tx, batch, { input, offset, end }, duplicates) {
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
        rowErrors.push({ row: spreadsheetRow(index), errors });
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
    return { errors: rowErrors, created: creates.length, updated };
  },
});
