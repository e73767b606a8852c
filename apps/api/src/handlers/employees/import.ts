/**
 * Bulk employee import (decision 36):
 * `importEmployees` reads the uploaded CSV or XLSX, keeps its rows with a new
 * batch and queues the job that checks and writes them (import-job.ts),
 * answering 202 with the batch to poll; `getEmployeeImportTemplate` answers
 * the file to fill in. Both are for staff of the company (and administrators);
 * like the company's other operations by path, anyone else gets a 403 (the
 * company's existence is public), its workforce with its own message.
 */
import { and, eq } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { batches, departments } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { serializeBatch } from '../batches/batches.ts';
import {
  employeeImportHeaders,
  importColumns,
  maxImportBytes,
  parseEmployeeFile,
} from './import-file.ts';
import { employeeImportQueue, type EmployeeImportInput } from './import-job.ts';

const jobsUnavailable = () =>
  new HttpError(
    503,
    'Las importaciones no están disponibles en este momento. Intenta más tarde.',
    'jobs_unavailable',
  );

/** The template's example row, column by column. */
const exampleRow: Record<(typeof importColumns)[number], string> = {
  department: 'Operaciones',
  employee_number: 'E-0500',
  name: 'Rosa Elena',
  surname: 'Martínez',
  lastname: 'Soto',
  email: 'rosa.martinez@empresa.example',
  phone: '4771234567',
  curp: 'MASR850412MGTRTS09',
  nss: '12345678901',
  position: 'Operadora de tractocamión',
  is_driver: 'sí',
  license_number: 'GTO0012345',
  license_expires_at: '2027-08-31',
  hired_at: '2023-02-01',
};

const csvCell = (value: string) =>
  /[",;\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** The template as CSV, its header in Spanish: UTF-8 with BOM (so spreadsheet programs read the accents), CRLF lines. */
export function templateCsv(example: Record<string, string> = exampleRow): string {
  const header = importColumns.map((column) => csvCell(employeeImportHeaders[column])).join(',');
  const row = importColumns.map((column) => csvCell(example[column] ?? '')).join(',');
  return `\uFEFF${header}\r\n${row}\r\n`;
}

/** The template as XLSX, its header in Spanish: every cell text, so numbers such as the NSS keep their leading zeros. */
export async function templateXlsx(example: Record<string, string> = exampleRow): Promise<Buffer> {
  const text = (value: string) => ({ value, type: String });
  return writeXlsxFile([
    importColumns.map((column) => ({
      ...text(employeeImportHeaders[column]),
      fontWeight: 'bold' as const,
    })),
    importColumns.map((column) => text(example[column] ?? '')),
  ]).toBuffer();
}

/** Handlers keyed by operationId. */
export function employeeImportHandlers({ db, jobs }: AppContext): Handlers {
  return {
    async importEmployees(request, reply) {
      const { companyId } = request.params;
      const file = request.uploadedFile;
      if (!file?.bytes.length)
        throw new HttpError(422, 'Adjunta el archivo de empleados.', 'invalid_file', {
          file: ['Adjunta un archivo CSV o XLSX.'],
        });
      if (file.truncated || file.bytes.length > maxImportBytes)
        throw new HttpError(413, 'El archivo es demasiado grande.', 'file_too_large', {
          file: ['El archivo pesa más de 10 MB. Divídelo en partes de hasta 5,000 filas.'],
        });
      const body = request.body;
      const departmentId = body.department_id ?? null;
      if (departmentId) {
        const [department] = await db
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.id, departmentId), eq(departments.companyId, companyId)));
        if (!department)
          throw new HttpError(422, 'Revisa los datos del formulario.', 'validation_failed', {
            department_id: ['Este departamento no pertenece a la empresa.'],
          });
      }
      const rows = await parseEmployeeFile(file.bytes, { departmentGiven: Boolean(departmentId) });
      if (!jobs) throw jobsUnavailable();
      // Started outside the transaction: on PGlite, starting inside it would wait on it.
      await jobs.start().catch((error: unknown) => {
        request.log.error({ err: error }, 'La cola de trabajos no pudo iniciar.');
        throw jobsUnavailable();
      });
      const input: EmployeeImportInput = {
        rows,
        departmentId,
        updateExisting: Boolean(body.update_existing),
      };
      // The batch and its job are committed together: no batch waits for a job that was never queued.
      const batch = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(batches)
          .values({
            companyId,
            type: 'employees_import',
            dryRun: Boolean(body.dry_run),
            totalRows: rows.length,
            input,
            createdBy: request.userId ?? null,
          })
          .returning();
        await jobs.send(employeeImportQueue, { batchId: row!.id }, { tx });
        return row!;
      });
      return reply.status(202).send({ data: serializeBatch(batch) });
    },

    async getEmployeeImportTemplate(request, reply) {
      const { companyId } = request.params;
      // The example names the company's first department when it has any.
      const [department] = await db
        .select({ name: departments.name })
        .from(departments)
        .where(eq(departments.companyId, companyId))
        .orderBy(departments.id)
        .limit(1);
      const example = { ...exampleRow, department: department?.name ?? exampleRow.department };
      const xlsx = request.query.format === 'xlsx';
      const extension = xlsx ? 'xlsx' : 'csv';
      reply
        .header('content-disposition', `attachment; filename="plantilla-empleados.${extension}"`)
        .header('cache-control', 'private, no-store')
        .type(
          xlsx
            ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            : 'text/csv; charset=utf-8',
        );
      return reply.status(200).send(xlsx ? await templateXlsx(example) : templateCsv(example));
    },
  };
}
