/**
 * Reads a container import file in the browser (contract `ContainerBulkInput`: CSV in UTF-8 or
 * XLSX, a header row first) into rows keyed by the header's column names, for the preview. XLSX
 * goes through read-excel-file; CSV through a small RFC 4180 reader (quoted fields, doubled
 * quotes, CRLF).
 */
import { readSheet } from 'read-excel-file/browser';

/** One data row: column name → the cell as text ('' when empty). */
export type ImportRow = Record<string, string>;

/** Splits CSV text into records of fields (RFC 4180). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** Header and rows of a table of cells. */
function toRows(table: string[][]): ImportRow[] {
  const [header = [], ...rest] = table;
  const names = header.map((name) => name.trim().toLowerCase());
  return rest.map((cells) =>
    Object.fromEntries(names.map((name, i) => [name, (cells[i] ?? '').trim()])),
  );
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * The data rows of a CSV or XLSX file (by its name's extension).
 * @throws when the XLSX cannot be read.
 */
export async function readImportFile(file: File): Promise<ImportRow[]> {
  if (file.name.toLowerCase().endsWith('.xlsx')) {
    const sheet = await readSheet(file);
    return toRows(sheet.map((row) => row.map(cellText)));
  }
  return toRows(parseCsv(await file.text()));
}
