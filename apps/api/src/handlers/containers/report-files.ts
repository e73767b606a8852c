/**
 * The container reports as files (contract decision 42): XLSX with a bold,
 * frozen header and dates as dates (write-excel-file, like the attendance
 * export), CSV that spreadsheet programs open as written and cannot be tricked
 * into formulas, and a PDF table (PDFKit). Dates are Mexico City time.
 */
import PDFDocument from 'pdfkit';
import writeXlsxFile from 'write-excel-file/node';
import { serverMessages } from '../../messages.ts';
import { neutralised } from '../clock/export/spreadsheet.ts';
import { companyTimeZone } from '../../time-zone.ts';
import type { ContainerReportRow } from './report-rows.ts';

const text = serverMessages.containerReports;
const stamp = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: companyTimeZone,
});
const when = (date: Date | null) => (date ? stamp.format(date) : '');
const yesNo = (value: boolean) => (value ? text.yes : text.no);

/** A row's cells in the columns' order, as text or numbers. */
const cellsOf = (row: ContainerReportRow): (string | number | null)[] => [
  row.number,
  row.type,
  row.size,
  yesNo(row.highCube),
  row.isoTypeCode,
  row.status,
  row.terminal,
  row.owner,
  row.customer,
  row.sealNumber,
  yesNo(row.isEmpty),
  when(row.arrivedAt),
  when(row.departedAt),
  row.daysInYard,
];

/** The report as CSV text: BOM, the Spanish header, one CRLF-ended line per container. */
export function reportCsv(rows: ContainerReportRow[]): string {
  const field = (value: string | number | null) => {
    if (value === null) return '';
    if (typeof value === 'number') return String(value);
    const safe = neutralised(value);
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const lines = [text.columns, ...rows.map(cellsOf)].map((cells) => cells.map(field).join(','));
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** The report as an XLSX workbook with one sheet named after the report. */
export async function reportXlsx(rows: ContainerReportRow[], sheet: string): Promise<Buffer> {
  const header = text.columns.map((value) => ({ value, fontWeight: 'bold' as const }));
  const data = rows.map((row) =>
    cellsOf(row).map((value, i) => {
      const date = i === 11 ? row.arrivedAt : i === 12 ? row.departedAt : undefined;
      if (date) return { value: date, type: Date, format: 'dd/mm/yyyy hh:mm' };
      if (value === null || value === '') return null;
      return typeof value === 'number' ? { value, type: Number } : { value, type: String };
    }),
  );
  return writeXlsxFile([header, ...data], {
    sheet,
    columns: [14, 18, 8, 9, 9, 16, 24, 24, 24, 14, 7, 16, 16, 10].map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBuffer();
}

/** The report as a landscape PDF table. */
export function reportPdf(
  rows: ContainerReportRow[],
  title: string,
  subtitle: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 36,
    info: { Title: title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(subtitle).moveDown();
  // Number, type, size, status, terminal, customer, seal, arrival, departure, days.
  const picked = [0, 1, 2, 5, 6, 8, 9, 11, 12, 13];
  const widths = [80, 80, 40, 75, 110, 110, 70, 70, 70, 40];
  const line = (cells: (string | number | null)[], bold: boolean) => {
    if (doc.y > doc.page.height - 60) doc.addPage();
    const y = doc.y;
    let x = 36;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8)
      .fillColor('#000000');
    let bottom = y;
    picked.forEach((column, i) => {
      doc.text(String(cells[column] ?? ''), x, y, { width: widths[i]! - 4 });
      bottom = Math.max(bottom, doc.y);
      x += widths[i]!;
    });
    doc.y = bottom + 3;
  };
  line([...text.columns], true);
  if (!rows.length) doc.font('Helvetica').text(text.empty, 36);
  for (const row of rows) line(cellsOf(row), false);
  doc.end();
  return done;
}
