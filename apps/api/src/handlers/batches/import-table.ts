/**
 * The rows of an import file's table, keyed by column (the employee and container imports): the
 * header row names each column by its Spanish header from the contract's `x-import-headers`
 * (`Número de empleado`) or by its key (`employee_number`), case, accents, spaces and
 * underscores aside, in any order. Everything that makes the whole file unusable is a 422 here,
 * before a batch exists; rows are kept as text for the job to check.
 */
import { HttpError } from '../../http/errors.ts';

/** Most data rows in one file. */
export const maxImportRows = 5000;

/** What {@link rowsOfImportTable} needs to know of one import. */
export interface ImportTableSpec<K extends string> {
  /** Every column's Spanish header by key, in the template's order. */
  headers: Readonly<Record<K, string>>;
  /** Columns the header must name. */
  required: readonly K[];
  /** What one row is, for the empty file's message: «un empleado», «un contenedor». */
  oneRow: string;
}

/** `Número de empleado`, `numero_de_empleado`, `NUMERO DE EMPLEADO` → `numero de empleado`. */
const comparable = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();

/**
 * The column key a header cell names, or null when it names none.
 * @param cell - the header's text as typed (`Tara (kg)`, `tare_weight_kg`).
 */
export function columnOfHeader<K extends string>(
  cell: string,
  headers: Readonly<Record<K, string>>,
): K | null {
  const wanted = comparable(cell);
  for (const key of Object.keys(headers) as K[])
    if (comparable(key) === wanted || comparable(headers[key]) === wanted) return key;
  return null;
}

const invalid = (message: string, detail: string, code = 'invalid_file') =>
  new HttpError(422, message, code, { file: [detail] });

/**
 * The data rows of a table read from an import file.
 * @param table - the file's cells (header first), blank rows already dropped.
 * @param optional - required columns this request may leave out (e.g. the form names a department).
 * @returns each data row as column key → cell text, in file order.
 * @throws 422 `invalid_header` when the header lacks a required column or names an unknown one
 *   (both listed by their Spanish headers); 422 `invalid_file` with no data rows or more than
 *   {@link maxImportRows}.
 */
export function rowsOfImportTable<K extends string>(
  table: string[][],
  spec: ImportTableSpec<K>,
  optional: readonly K[] = [],
): Partial<Record<K, string>>[] {
  const cells = table[0] ?? [];
  const columns = cells.map((cell) => columnOfHeader(cell, spec.headers));
  const unknown = cells.filter((cell, i) => cell.trim() && columns[i] === null);
  const missing = spec.required.filter((key) => !columns.includes(key) && !optional.includes(key));
  if (missing.length || unknown.length)
    throw invalid(
      'El encabezado del archivo no es el de la plantilla.',
      [
        missing.length
          ? `Faltan las columnas: ${missing.map((key) => spec.headers[key]).join(', ')}.`
          : '',
        unknown.length ? `Columnas que no reconocemos: ${unknown.join(', ')}.` : '',
        `Las columnas de la plantilla son: ${Object.values<string>(spec.headers).join(', ')}.`,
      ]
        .filter(Boolean)
        .join(' '),
      'invalid_header',
    );
  const data = table.slice(1);
  if (!data.length)
    throw invalid(
      'El archivo no tiene filas.',
      `Agrega al menos ${spec.oneRow} debajo del encabezado.`,
    );
  if (data.length > maxImportRows)
    throw invalid(
      'El archivo tiene demasiadas filas.',
      `El archivo tiene ${data.length.toLocaleString('es-MX')} filas; el máximo es ${maxImportRows.toLocaleString('es-MX')}. Divídelo en varios archivos.`,
    );
  return data.map((row) => {
    const values: Partial<Record<K, string>> = {};
    columns.forEach((key, i) => {
      if (key) values[key] = row[i] ?? '';
    });
    return values;
  });
}

/**
 * A data row's number as a spreadsheet shows it (the header is row 1), as `BatchRowError.row`.
 * @param index - the row's index among the data rows (0 for the first).
 */
export const spreadsheetRow = (index: number) => index + 2;
