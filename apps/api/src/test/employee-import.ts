/**
 * Fixtures of the employee import tests: employee files (CSV and XLSX, made
 * with the same library the server reads them with), multipart bodies, and
 * polling a batch until it ends.
 */
import { and, eq, like } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { companies, departments, employees } from '../db/schema.ts';
import {
  employeeImportHeaders,
  importColumns,
  type ImportRow,
} from '../handlers/employees/import-file.ts';
import type { TestApp } from './harness.ts';

/** A multipart body with text fields and one file part named `file`. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type: string },
) {
  const boundary = '----jornada-importacion';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Transportes del Bajío's id and the name of its first department. */
export async function bajio(t: TestApp): Promise<{ companyId: number; department: string }> {
  const db = t.database.db;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, 'transportes-del-bajio'));
  const [department] = await db
    .select({ name: departments.name })
    .from(departments)
    .where(eq(departments.companyId, company!.id))
    .orderBy(departments.id)
    .limit(1);
  return { companyId: company!.id, department: department!.name };
}

/** `name` in capitals and without accents: the import must still find the department. */
export const shouted = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase();

/**
 * `count` valid employee rows numbered `<prefix>-<n>`, with unique CURPs; every
 * other row names the department in capitals without accents.
 */
export function employeeRows(prefix: string, count: number, department: string): ImportRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    const driver = i % 5 === 0;
    return {
      department: i % 2 ? shouted(department) : department,
      employee_number: `${prefix}-${n}`,
      name: i % 3 ? 'José Ángel' : 'María, «Mary»',
      surname: 'Núñez',
      lastname: i % 4 ? 'Gómez' : '',
      email: `empleado.${prefix.toLowerCase()}.${n}@tdb.example`,
      phone: `477${String(i).padStart(7, '0')}`,
      curp: `${prefix.slice(0, 1).toUpperCase()}AGA${85 + (i % 10)}${n}HGTRTS0${i % 10}`,
      nss: `1234${String(i).padStart(7, '0')}`,
      position: driver ? 'Operador de tractocamión; turno "B"' : 'Auxiliar de tráfico',
      is_driver: driver ? 'sí' : 'no',
      license_number: driver ? `GTO${n}` : '',
      license_expires_at: driver ? '2027-08-31' : '',
      hired_at: '2023-02-01',
    };
  });
}

/**
 * Fifty rows of which three are wrong (spreadsheet rows, the header is row 1): row 8 has a bad
 * CURP, row 21 no name and a bad e-mail, row 34 a department the company does not have.
 */
export function fiftyWithThreeBad(prefix: string, department: string) {
  const rows = employeeRows(prefix, 50, department);
  rows[6]!.curp = 'NO-ES-CURP';
  rows[19]!.name = '';
  rows[19]!.email = 'no-es-correo';
  rows[32]!.department = 'Departamento Fantasma';
  const expectedErrors = [
    { row: 8, fields: ['curp'] },
    { row: 21, fields: ['email', 'name'] },
    { row: 34, fields: ['department'] },
  ];
  return { rows, expectedErrors };
}

const csvCell = (value: string, delimiter: string) =>
  value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** Rows as CSV: UTF-8 with BOM, the given delimiter, fields quoted when they need it. */
export function toCsv(
  rows: ImportRow[],
  delimiter = ';',
  header: readonly string[] = importColumns,
) {
  const lines = [
    header.join(delimiter),
    ...rows.map((row) =>
      header
        .map((column) => csvCell(row[column as keyof ImportRow] ?? '', delimiter))
        .join(delimiter),
    ),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * Rows as XLSX (write-excel-file) under the template's Spanish headers: text cells, except the
 * hiring date as a real date cell.
 */
export async function toXlsx(rows: ImportRow[]): Promise<Buffer> {
  return writeXlsxFile([
    importColumns.map((column) => ({ value: employeeImportHeaders[column], type: String })),
    ...rows.map((row) =>
      importColumns.map((column) =>
        column === 'hired_at' && row.hired_at
          ? { value: new Date(`${row.hired_at}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd' }
          : { value: row[column] ?? '', type: String },
      ),
    ),
  ]).toBuffer();
}

/** Posts an import of `bytes` as the given user. */
export function postImport(
  t: TestApp,
  companyId: number,
  headers: { authorization: string },
  file: { name: string; bytes: Buffer; type?: string },
  fields: Record<string, string> = {},
) {
  const body = multipart(fields, {
    name: file.name,
    bytes: file.bytes,
    type:
      file.type ??
      (file.name.endsWith('.xlsx')
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv'),
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/employees-bulk`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const finalStatuses = new Set(['completed', 'completed_with_errors', 'failed']);

/**
 * Polls `getBatch` until the batch reaches a final status.
 * @returns the final `Batch`.
 * @throws when `timeoutMs` passes first.
 */
export async function waitForBatch(
  t: TestApp,
  batchId: string,
  headers: { authorization: string },
  timeoutMs = 25_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/batch/${batchId}`,
      headers,
    });
    if (response.statusCode !== 200)
      throw new Error(`getBatch: ${response.statusCode} ${response.body}`);
    const batch = response.json().data;
    if (finalStatuses.has(batch.status)) return batch;
    if (Date.now() > deadline) throw new Error(`batch still ${batch.status}: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The company's employees whose number starts with `prefix-`. */
export function importedEmployees(t: TestApp, companyId: number, prefix: string) {
  return t.database.db
    .select({ number: employees.employeeNumber, curp: employees.curp, name: employees.name })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), like(employees.employeeNumber, `${prefix}-%`)));
}
