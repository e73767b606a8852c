/**
 * The file of a container import (`importContainers`, the contract's
 * `ContainerBulkInput`): CSV or XLSX with the template's header, read with the
 * employee import's reader (csv-parse, read-excel-file), every row kept as
 * text for the background job to check.
 */
import { HttpError } from '../../http/errors.ts';
import { maxImportBytes, maxImportRows, readImportTable } from '../employees/import-file.ts';

/** The template's columns, in order (the contract's `ContainerBulkInput`). */
export const containerImportColumns = [
  'number',
  'type',
  'size',
  'high_cube',
  'iso_type_code',
  'status',
  'terminal_code',
  'owner',
  'customer',
  'tare_weight_kg',
  'max_gross_weight_kg',
  'seal_number',
  'is_empty',
] as const;

/** A column of the template. */
export type ContainerImportColumn = (typeof containerImportColumns)[number];
/** A data row of the file, by column, as text. */
export type ContainerImportRow = Partial<Record<ContainerImportColumn, string>>;

const required: readonly ContainerImportColumn[] = ['number', 'type', 'size'];

const invalid = (message: string, detail: string) =>
  new HttpError(422, message, 'invalid_file', { file: [detail] });

/**
 * Parses a container import file.
 * @returns the data rows, in file order.
 * @throws 413 over 10 MB; 422 when the file cannot be read, its header lacks `number`, `type` or
 *   `size` or has unknown columns, or it has no rows or more than 5,000.
 */
export async function parseContainerFile(bytes: Buffer): Promise<ContainerImportRow[]> {
  if (bytes.length > maxImportBytes)
    throw new HttpError(413, 'El archivo es demasiado grande.', 'file_too_large', {
      file: ['El archivo pesa más de 10 MB. Divídelo en partes de hasta 5,000 filas.'],
    });
  const table = await readImportTable(bytes);
  const header = (table[0] ?? []).map((cell) =>
    cell
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  );
  const known = new Set<string>(containerImportColumns);
  const unknown = header.filter((column) => column && !known.has(column));
  const missing = required.filter((column) => !header.includes(column));
  if (missing.length || unknown.length)
    throw new HttpError(
      422,
      'El encabezado del archivo no es el de la plantilla.',
      'invalid_header',
      {
        file: [
          [
            missing.length ? `Faltan las columnas: ${missing.join(', ')}.` : '',
            unknown.length ? `Columnas que no reconocemos: ${unknown.join(', ')}.` : '',
            `El encabezado debe ser: ${containerImportColumns.join(',')}.`,
          ]
            .filter(Boolean)
            .join(' '),
        ],
      },
    );
  const data = table.slice(1);
  if (!data.length)
    throw invalid(
      'El archivo no tiene filas.',
      'Agrega al menos un contenedor debajo del encabezado.',
    );
  if (data.length > maxImportRows)
    throw invalid(
      'El archivo tiene demasiadas filas.',
      `El archivo tiene ${data.length.toLocaleString('es-MX')} filas; el máximo es ${maxImportRows.toLocaleString('es-MX')}. Divídelo en varios archivos.`,
    );
  return data.map((cells) => {
    const row: ContainerImportRow = {};
    header.forEach((column, index) => {
      if (known.has(column)) row[column as ContainerImportColumn] = cells[index] ?? '';
    });
    return row;
  });
}
