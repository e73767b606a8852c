/**
 * A one-page PDF document of labelled fields (the waybill and the order
 * report), drawn with PDFKit as the revision report is (decision 0016):
 * standard Helvetica fonts (WinAnsi covers Spanish), Mexico City dates.
 */
import PDFDocument from 'pdfkit';
import { companyTimeZone } from '../../time-zone.ts';

/** What a document shows: a title, a subtitle and labelled values in order. */
export interface FieldDocument {
  title: string;
  subtitle: string;
  fields: { label: string; value: string }[];
  footer: string;
}

const dateTime = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: companyTimeZone,
});
/** A date as documents write it, e.g. "4 de marzo de 2026, 9:30 a.m." (Mexico City time). */
export const documentDate = (date: Date) => dateTime.format(date);

/**
 * Draws the document.
 * @returns the PDF's bytes.
 */
export function renderFieldDocument(document: FieldDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: document.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).text(document.title);
  doc.font('Helvetica').fontSize(11).fillColor('#555555').text(document.subtitle);
  doc.moveDown();
  const width = doc.page.width - 100;
  for (const field of document.fields) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(field.label, 50, y, {
      width: 160,
    });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(field.value, 220, y, { width: width - 170 });
    doc.y = Math.max(doc.y, labelBottom) + 6;
  }
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(document.footer, 50, doc.y, { width });
  doc.end();
  return done;
}
