/**
 * The container import's template: the contract's Spanish headers (`ContainerBulkInput`'s
 * `x-import-headers`, in order) and one example row.
 */
import { containerBulkInputHeaders } from '@jornada/api-client/enum-labels';

const example: Record<keyof typeof containerBulkInputHeaders, string> = {
  number: 'CSQU3054383',
  type: 'dry',
  size: '40',
  high_cube: 'sí',
  iso_type_code: '45G1',
  status: 'en_patio',
  terminal_code: 'MZO-01',
  owner: 'COSCO Shipping',
  customer: 'Autopartes del Centro',
  tare_weight_kg: '3900',
  max_gross_weight_kg: '32500',
  seal_number: 'CN4471230',
  is_empty: 'no',
};

const columns = Object.keys(containerBulkInputHeaders) as (keyof typeof example)[];

/** The template as CSV text (CRLF lines, no BOM: the caller adds it). */
export const importTemplateCsv = [
  columns.map((column) => containerBulkInputHeaders[column]).join(','),
  columns.map((column) => example[column]).join(','),
].join('\r\n');
