/**
 * Reads the file of an employee import (contract `EmployeeBulkInput`): CSV
 * (UTF-8, with or without BOM, commas or semicolons, quoted fields; csv-parse)
 * or XLSX (its first sheet; read-excel-file), into rows keyed by the header's
 * column names. Everything that makes the whole file unusable is a 4xx here,
 * before a batch exists: size, row count, encoding, header.
 */
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { HttpError } from '../../http/errors.ts';

/** The template's columns, in order (contract `EmployeeBulkInput`). */
export const importColumns = [
  'department',
  'employee_number',
  'name',
  'surname',
  'lastname',
  'email',
  'phone',
  'curp',
  'nss',
  'position',
  'is_driver',
  'license_number',
  'license_expires_at',
  'hired_at',
] as const;

/** A column of the import file. */
export type ImportColumn = (typeof importColumns)[number];

/** A data row: column → cell text (trimmed; `''` when empty). */
export type ImportRow = Partial<Record<ImportColumn, string>>;

/** Largest file, in bytes (10 MB). */
export const maxImportBytes = 10 * 1024 * 1024;
/** Most data rows in one file. */
export const maxImportRows = 5000;

/** Columns a file must have; `department` may be left out when the form names one. */
const requiredColumns: readonly ImportColumn[] = [
  'department',
  'employee_number',
  'name',
  'surname',
  'position',
];

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
 *   required columns or has unknown ones, it has no rows or more than {@link maxImportRows}.
 */
export async function parseEmployeeFile(
  bytes: Buffer,
  options: { departmentGiven?: boolean } = {},
): Promise<ImportRow[]> {
  if (bytes.length > maxImportBytes)
    throw new HttpError(413, 'El archivo es demasiado grande.', 'file_too_large', {
      file: ['El archivo pesa más de 10 MB. Divídelo en partes de hasta 5,000 filas.'],
    });
  const table = (isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes)).filter((row) =>
    row.some((cell) => cell !== ''),
  );
  const header = (table[0] ?? []).map((cell) =>
    cell
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  );
  const known = new Set<string>(importColumns);
  const unknown = header.filter((column) => column && !known.has(column));
  const missing = requiredColumns.filter(
    (column) => !header.includes(column) && !(column === 'department' && options.departmentGiven),
  );
  if (missing.length || unknown.length) {
    const detail = [
      missing.length ? `Faltan las columnas: ${missing.join(', ')}.` : '',
      unknown.length ? `Columnas que no reconocemos: ${unknown.join(', ')}.` : '',
      `El encabezado debe ser: ${importColumns.join(',')}.`,
    ]
      .filter(Boolean)
      .join(' ');
    throw new HttpError(
      422,
      'El encabezado del archivo no es el de la plantilla.',
      'invalid_header',
      {
        file: [detail],
      },
    );
  }
  const data = table.slice(1);
  if (!data.length)
    throw unprocessable(
      'El archivo no tiene filas.',
      'Agrega al menos un empleado debajo del encabezado.',
    );
  if (data.length > maxImportRows)
    throw unprocessable(
      'El archivo tiene demasiadas filas.',
      `El archivo tiene ${data.length.toLocaleString('es-MX')} filas; el máximo es ${maxImportRows.toLocaleString('es-MX')}. Divídelo en varios archivos.`,
    );
  return data.map((cells) => {
    const row: ImportRow = {};
    header.forEach((column, index) => {
      if (known.has(column)) row[column as ImportColumn] = cells[index] ?? '';
    });
    return row;
  });
}
