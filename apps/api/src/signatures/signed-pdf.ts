/**
 * The signed PDF (docs/decisions/0030-signed-documents.md), drawn with PDFKit
 * like the other reports: the content (a labour letter's text, or the name of
 * the stored document signed), the signature image, the signer's data and the
 * time, the content's SHA-256, the verification code, and a QR to the public
 * verification page. The code is also written in the PDF's metadata
 * (`Keywords`) so that a copy names its record even when altered.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { serverMessages } from '../messages.ts';
import { reportDate } from '../handlers/revision-orders/report-pdf.ts';
import { codeMarker } from './seal.ts';

const text = serverMessages.signedPdf;
const margin = 60;
const muted = '#555555';

/** Everything the signed PDF shows, already loaded. */
export interface SignedPdfContent {
  /** The title of the document (e.g. "CONSTANCIA LABORAL"). */
  title: string;
  /** Extra line under the title (the letter's folio), if any. */
  subtitle: string | null;
  /** The letter's text; `null` for a stored document, whose name and hash the sheet shows. */
  body: string | null;
  /** The stored document's name, when it is one. */
  documentName: string | null;
  contentSha256: string;
  signer: { name: string; companyName: string | null };
  /** The signature image (PNG bytes), or null when it cannot be drawn (SVG). */
  signatureImage: Buffer | null;
  signedAt: Date;
  verificationCode: string;
  /** The public verification page of this code (absolute URL). */
  verifyUrl: string;
}

/** Draws the QR of `url` as squares (no raster image): `size` points wide at (x, y). */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  doc.save().rect(x, y, size, size).fill('white');
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.modules.get(row, col))
        doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
  doc.fill('black').restore();
}

/**
 * Renders the signed PDF.
 * @returns the PDF's bytes (its SHA-256 is what the server seals).
 */
export function renderSignedPdf(content: SignedPdfContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    lang: 'es-MX',
    displayTitle: true,
    info: {
      Title: content.title,
      Author: content.signer.name,
      Subject: `${text.verificationCode}: ${content.verificationCode}`,
      Keywords: codeMarker(content.verificationCode),
      CreationDate: content.signedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - margin * 2;
  doc.font('Helvetica-Bold').fontSize(16).text(content.title, margin, margin, { width });
  if (content.subtitle) doc.font('Helvetica').fontSize(10).fillColor(muted).text(content.subtitle);
  doc.fillColor('black').moveDown(1);
  if (content.body !== null) {
    doc.font('Helvetica').fontSize(11).text(content.body, { width, align: 'justify' });
  } else {
    doc.font('Helvetica-Bold').fontSize(12).text(text.signatureSheet);
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(text.signedDocument(content.documentName ?? ''));
  }
  doc.moveDown(2);
  if (doc.y + 330 > doc.page.height - margin) doc.addPage();
  if (content.signatureImage) {
    const top = doc.y;
    try {
      doc.image(content.signatureImage, margin, top, { fit: [220, 80] });
      doc.y = top + 84;
    } catch {
      doc.y = top;
    }
  }
  doc
    .moveTo(margin, doc.y)
    .lineTo(margin + 220, doc.y)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(11).text(content.signer.name, margin);
  doc.font('Helvetica').fontSize(10);
  if (content.signer.companyName) doc.text(text.onBehalfOf(content.signer.companyName));
  doc.text(`${text.signedAt}: ${reportDate(content.signedAt)}`);
  doc.moveDown(1.5);
  const boxTop = doc.y;
  const qrSize = 110;
  drawQr(doc, content.verifyUrl, margin + width - qrSize, boxTop, qrSize);
  const left = width - qrSize - 16;
  doc.font('Helvetica-Bold').fontSize(11).text(text.verification, margin, boxTop, { width: left });
  doc.font('Helvetica').fontSize(9);
  doc.text(`${text.verificationCode}: `, { continued: true, width: left });
  doc.font('Courier-Bold').fontSize(11).text(content.verificationCode);
  doc.font('Helvetica').fontSize(9).text(`${text.documentHash}:`, { width: left });
  doc.font('Courier').fontSize(8).text(content.contentSha256, { width: left });
  doc.font('Helvetica').fontSize(9).fillColor(muted);
  doc.text(text.verifyAt(content.verifyUrl), { width: left, link: content.verifyUrl });
  doc.text(text.sealNote, { width: left });
  doc.fillColor('black');
  doc.end();
  return done;
}
