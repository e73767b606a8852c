/**
 * The file of a container import (`importContainers`, the contract's
 * `ContainerBulkInput`): CSV or XLSX whose header names the columns in Spanish or by key, read with the
 * employee import's reader (csv-parse, read-excel-file), every row kept as
 * text for the background job to check.
 */
import { containerBulkInputHeaders } from '@jornada/api-client/enum-labels';
import { HttpError } from '../../http/errors.ts';
import { rowsOfImportTable, type ImportTableSpec } from '../batches/import-table.ts';
import { maxImportBytes, readImportTable } from '../employees/import-file.ts';

/** The template's columns, in order, with their Spanish headers (the contract's `ContainerBulkInput`). */
export const containerImportHeaders = containerBulkInputHeaders;

/** The template's columns, in order. */
export const containerImportColumns = Object.keys(
  containerImportHeaders,
) as ContainerImportColumn[];

/** A column of the template. */
export type ContainerImportColumn = keyof typeof containerBulkInputHeaders;
/** A data row of the file, by column, as text. */
export type ContainerImportRow = Partial<Record<ContainerImportColumn, string>>;

const containerTable: ImportTableSpec<ContainerImportColumn> = {
  headers: containerImportHeaders,
  required: ['number', 'type', 'size'],
  oneRow: 'un contenedor',
};

/**
 * Parses a container import file.
 * @returns the data rows, in file order.
 * @throws 413 over 10 MB; 422 when the file cannot be read, its header lacks the number, type or
 *   size or names unknown columns, or it has no rows or more than 5,000.
 */
export async function parseContainerFile(bytes: Buffer): Promise<ContainerImportRow[]> {
  if (bytes.length > maxImportBytes)
    throw new HttpError(413, 'El archivo es demasiado grande.', 'file_too_large', {
      file: ['El archivo pesa más de 10 MB. Divídelo en partes de hasta 5,000 filas.'],
    });
  return rowsOfImportTable(await readImportTable(bytes), containerTable);
}
