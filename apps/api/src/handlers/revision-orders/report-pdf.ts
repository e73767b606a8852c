/**
 * The PDF of a revision order's report (decision 38, docs/decisions/0016):
 * drawn with PDFKit in Spanish — the company, folio, unit, status, inspector,
 * inspection date (America/Mexico_City), odometer, the checklist as a table,
 * the findings, the photos and the inspector's signature. Text uses the PDF
 * standard fonts (Helvetica, WinAnsi: every Spanish letter), so no font file
 * ships with the server.
 */
import PDFDocument from 'pdfkit';
import type { StoredCheckItem } from '../../db/schema.ts';
import { serverMessages, statusLabels } from '../../messages.ts';
import { companyTimeZone } from '../../time-zone.ts';

/** Everything the report shows, already loaded. */
export interface RevisionReport {
  companyName: string;
  folio: string;
  unit: { economicNumber: string; plate: string; brand: string; model: string; year: number };
  /** The Spanish label of the status. */
  statusLabel: string;
  inspectorName: string | null;
  inspectedAt: Date | null;
  odometerKm: number | null;
  checklist: StoredCheckItem[];
  comments: string | null;
  /** Photos oldest first; `bytes` null when the stored file is gone. */
  photos: { caption: string | null; mimeType: string; bytes: Buffer | null }[];
  signature: { name: string; image: Buffer | null; signedAt: Date } | null;
  generatedAt: Date;
}

const text = serverMessages.revisionReport;
const dateTime = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: companyTimeZone,
});
/** A date as the report writes it, e.g. "4 de marzo de 2026, 9:30 a.m." (Mexico City time). */
export const reportDate = (date: Date) => dateTime.format(date);

const margin = 50;
const colours = { muted: '#555555', rule: '#999999', header: '#e8e8e8', fault: '#a61b1b' };

type Doc = PDFKit.PDFDocument;

const contentWidth = (doc: Doc) => doc.page.width - margin * 2;
const bottom = (doc: Doc) => doc.page.height - margin;

/** Starts a new page when less than `height` points are left on this one. */
function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

/**
 * A section's title, kept on the page of what follows it.
 * @param room - points the section's first part needs below the title.
 */
function heading(doc: Doc, title: string, room = 40) {
  ensureRoom(doc, room + 30);
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('black').text(title, margin);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
}

/** A table's header cell (a `TH` for readers of tagged PDFs), bold on grey. */
const headerCell = (label: string): PDFKit.Mixins.CellOptions => ({
  text: label,
  type: 'TH',
  font: { src: 'Helvetica-Bold' },
  backgroundColor: colours.header,
});

function details(doc: Doc, report: RevisionReport) {
  const { unit } = report;
  const rows: [string, string][] = [
    [text.company, report.companyName],
    [text.folio, report.folio],
    [text.economicNumber, unit.economicNumber],
    [text.plate, unit.plate],
    [text.vehicle, `${unit.brand} ${unit.model} ${unit.year}`],
    [text.status, report.statusLabel],
    [text.inspector, report.inspectorName ?? text.notGiven],
    [text.inspectedAt, report.inspectedAt ? reportDate(report.inspectedAt) : text.notGiven],
    [
      text.odometer,
      report.odometerKm === null ? text.notGiven : text.kilometres(report.odometerKm),
    ],
  ];
  doc
    .font('Helvetica')
    .fontSize(10)
    .table({
      columnStyles: [150, '*'],
      defaultStyle: { border: 0.5, borderColor: colours.rule, padding: 4 },
      data: rows.map(([label, value]) => [headerCell(label), value]),
    });
}

function checklist(doc: Doc, items: StoredCheckItem[]) {
  heading(doc, text.checklist);
  if (!items.length) {
    doc.text(text.emptyChecklist, margin);
    return;
  }
  doc.table({
    columnStyles: ['*', 80, '*'],
    defaultStyle: { border: 0.5, borderColor: colours.rule, padding: 4 },
    data: [
      [headerCell(text.item), headerCell(text.result), headerCell(text.comments)],
      ...items.map((point) => [
        point.item,
        {
          text: statusLabels.RevisionCheckResult[point.result],
          textColor: point.result === 'falla' ? colours.fault : 'black',
        },
        point.comments ?? '',
      ]),
    ],
  });
}

function findings(doc: Doc, comments: string | null) {
  heading(doc, text.findings);
  doc.text(comments?.trim() || text.noFindings, margin, doc.y, { width: contentWidth(doc) });
}

/** Photos two to a row, each fitted in a box with its caption below; WebP and unreadable ones are named, not drawn. */
function photos(doc: Doc, list: RevisionReport['photos']) {
  const gap = 20;
  const box = { width: (contentWidth(doc) - gap) / 2, height: 180 };
  heading(doc, text.photos, box.height + 20);
  if (!list.length) {
    doc.text(text.noPhotos, margin);
    return;
  }
  const skipped: string[] = [];
  let column = 0;
  let rowTop = doc.y;
  for (const photo of list) {
    const caption = photo.caption ?? text.untitledPhoto;
    const drawable = photo.bytes && ['image/jpeg', 'image/png'].includes(photo.mimeType);
    if (!drawable) {
      skipped.push(caption);
      continue;
    }
    if (column === 0) {
      ensureRoom(doc, box.height + 40);
      rowTop = doc.y;
    }
    const x = margin + column * (box.width + gap);
    try {
      doc.image(photo.bytes!, x, rowTop, { fit: [box.width, box.height], align: 'center' });
    } catch {
      skipped.push(caption);
      continue;
    }
    doc
      .fontSize(9)
      .fillColor(colours.muted)
      .text(caption, x, rowTop + box.height + 4, { width: box.width, align: 'center' });
    doc.fillColor('black').fontSize(10);
    column = (column + 1) % 2;
    doc.y = column === 0 ? rowTop + box.height + 34 : rowTop;
  }
  if (column === 1) doc.y = rowTop + box.height + 34;
  for (const caption of skipped)
    doc.fillColor(colours.muted).text(text.photoSkipped(caption), margin).fillColor('black');
}

function signature(doc: Doc, signed: RevisionReport['signature']) {
  heading(doc, text.signature, 120);
  if (!signed) {
    doc.text(text.notSigned, margin);
    return;
  }
  if (signed.image) {
    const top = doc.y;
    try {
      doc.image(signed.image, margin, top, { fit: [220, 80] });
      doc.y = top + 84;
    } catch {
      doc.y = top;
    }
  }
  doc
    .moveTo(margin, doc.y)
    .lineTo(margin + 220, doc.y)
    .strokeColor(colours.rule)
    .stroke();
  doc.moveDown(0.3).text(text.signedBy(signed.name, reportDate(signed.signedAt)), margin);
}

/** "Generado el …" and "Página n de m" at the foot of every page. */
function footers(doc: Doc, generatedAt: Date) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - margin + 15;
    doc.page.margins.bottom = 0; // writing in the margin must not open a new page
    doc.fontSize(8).fillColor(colours.muted);
    doc.text(text.generatedAt(reportDate(generatedAt)), margin, y, { lineBreak: false });
    doc.text(text.page(i + 1, range.count), margin, y, {
      width: contentWidth(doc),
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}

/**
 * Draws a revision order's report.
 * @returns the PDF's bytes.
 */
export function renderRevisionReport(report: RevisionReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    bufferPages: true,
    lang: 'es-MX',
    displayTitle: true,
    info: {
      Title: `${text.title} ${report.folio}`,
      Author: report.companyName,
      Subject: `${report.unit.economicNumber} ${report.unit.plate}`,
      CreationDate: report.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(text.title, margin);
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(colours.muted)
    .text(`${report.companyName} · ${text.folio} ${report.folio}`)
    .fillColor('black')
    .moveDown(0.8);
  details(doc, report);
  checklist(doc, report.checklist);
  findings(doc, report.comments);
  photos(doc, report.photos);
  signature(doc, report.signature);
  footers(doc, report.generatedAt);
  doc.end();
  return done;
}
