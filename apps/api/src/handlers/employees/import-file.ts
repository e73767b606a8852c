/**
 * Reads the file of an employee import (contract `EmployeeBulkInput`): CSV
 * (UTF-8, with or without BOM, commas or semicolons, quoted fields; csv-parse)
 * or XLSX (its first sheet; read-excel-file), into rows keyed by column (the header names them in
 * Spanish or by key: ../batches/import-table.ts). Everything that makes the whole file unusable is a 4xx here,
 * before a batch exists: size, row count, encoding, header.
 */
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { employeeBulkInputHeaders } from '@jornada/api-client/enum-labels';
import { HttpError } from '../../http/errors.ts';
import { rowsOfImportTable, type ImportTableSpec } from '../batches/import-table.ts';

/** The template's columns, in order, with their Spanish headers (contract `EmployeeBulkInput`). */
export const employeeImportHeaders = employeeBulkInputHeaders;

/** The template's columns, in order. */
export const importColumns = Object.keys(employeeImportHeaders) as ImportColumn[];

/** A column of the import file. */
export type ImportColumn = keyof typeof employeeBulkInputHeaders;

/** A data row: column → cell text (trimmed; `''` when empty). */
export type ImportRow = Partial<Record<ImportColumn, string>>;

/** Largest file, in bytes (10 MB). */
export const maxImportBytes = 10 * 1024 * 1024;
/** Columns a file must have; `department` may be left out when the form names one. */
const employeeTable: ImportTableSpec<ImportColumn> = {
  headers: employeeImportHeaders,
  required: ['department', 'employee_number', 'name', 'surname', 'position'],
  oneRow: 'un empleado',
};

const unprocessable = (message: string, detail: string) =>
  new HttpError(422, message, 'invalid_file', { file: [detail] });

/** Whether the bytes are a ZIP container (XLSX is one). */
const isZip = (bytes: Buffer) =>
  bytes.length > 4 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  bytes[2] === 0x03 &&
  bytes[3] === 0x04;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  return String(value).trim();
}

function readCsv(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unprocessable(
      'El archivo no está en UTF-8.',
      'Guarda el archivo como «CSV UTF-8» o súbelo como XLSX.',
    );
  }
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    return parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw unprocessable(
      'No pudimos leer el archivo CSV.',
      line ? `Revisa las comillas cerca de la línea ${line}.` : 'Revisa que sea un CSV válido.',
    );
  }
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  try {
    const sheet = await readSheet(bytes, { parseNumber: (value: string) => value });
    return sheet.map((row) => row.map(cellText));
  } catch {
    throw unprocessable(
      'No pudimos leer el archivo de Excel.',
      'Sube un archivo .xlsx (los .xls antiguos no se aceptan) o un CSV.',
    );
  }
}

/**
 * The cells of an import file (CSV in UTF-8 with `,` or `;`, or XLSX), every
 * cell as trimmed text, blank rows dropped; shared by the container import.
 * @throws 422 when the file cannot be read.
 */
export async function readImportTable(bytes: Buffer): Promise<string[][]> {
  return (isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes)).filter((row) =>
    row.some((cell) => cell !== ''),
  );
}

/**
 * Parses an import file.
 * @param options.departmentGiven - the form names a department, so the `department` column is optional.
 * @returns the data rows, in file order.
 * @throws 413 over {@link maxImportBytes}; 422 when the file cannot be read, its header lacks
 *   required columns or has unknown ones, it has no rows or more than 5,000.
 */
export async function parseEmployeeFile(
  bytes: Buffer,
  options: { departmentGiven?: boolean } = {},
): Promise<ImportRow[]> {
  if (bytes.length > maxImportBytes)
    throw new HttpError(413, 'El archivo es demasiado grande.', 'file_too_large', {
      file: ['El archivo pesa más de 10 MB. Divídelo en partes de hasta 5,000 filas.'],
    });
  return rowsOfImportTable(
    await readImportTable(bytes),
    employeeTable,
    options.departmentGiven ? ['department'] : [],
  );
}
