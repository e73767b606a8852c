/**
 * The attendance export as files (decision 39): a CSV that spreadsheet
 * programs open as written (UTF-8 with BOM, commas, RFC 4180 quoting, CRLF)
 * and cannot be tricked into running formulas, and an XLSX with a bold,
 * frozen header, column widths, numbers as numbers and the day as a date.
 */
import writeXlsxFile from 'write-excel-file/node';
import { serverMessages } from '../../../messages.ts';
import type { ExportRow } from './rows.ts';

/** The row's cells in the columns' order. */
const cellsOf = (row: ExportRow) => [
  row.date,
  row.employeeNumber,
  row.employee,
  row.department,
  row.shift,
  row.checkIn,
  row.checkOut,
  row.lateMinutes,
  row.earlyLeaveMinutes,
  row.breakMinutes,
  row.workedHours,
  row.status,
  row.source,
  row.outsideGeofence,
  row.notes,
];

/** Column widths of the XLSX, in characters. */
const widths = [12, 10, 32, 20, 18, 9, 9, 13, 22, 13, 16, 22, 16, 17, 40];

/**
 * A text cell a spreadsheet cannot read as a formula (OWASP "CSV injection"):
 * a leading `=`, `+`, `-`, `@`, tab or carriage return gets a `'` before it.
 */
export const neutralised = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A CSV field: empty for null, quoted (RFC 4180) when it holds a comma, a quote or a line break. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = neutralised(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The export as CSV text: BOM, the Spanish header, one CRLF-ended line per row. */
export function exportCsv(rows: ExportRow[]): string {
  const lines = [serverMessages.clockExport.columns, ...rows.map(cellsOf)].map((cells) =>
    cells.map(csvField).join(','),
  );
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** The export as an XLSX workbook with one sheet, "Asistencia". */
export async function exportXlsx(rows: ExportRow[]): Promise<Buffer> {
  const header = serverMessages.clockExport.columns.map((value) => ({
    value,
    fontWeight: 'bold' as const,
  }));
  const data = rows.map((row) =>
    cellsOf(row).map((value, i) => {
      if (i === 0)
        return { value: new Date(`${row.date}T00:00:00Z`), type: Date, format: 'dd/mm/yyyy' };
      if (value === null || value === '') return null;
      return typeof value === 'number' ? { value, type: Number } : { value, type: String };
    }),
  );
  return writeXlsxFile([header, ...data], {
    sheet: serverMessages.clockExport.sheet,
    columns: widths.map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBuffer();
}
