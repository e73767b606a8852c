/**
 * The PDF of a job application's report (decision 46 in openapi/README.md):
 * drawn with PDFKit like the revision order's report (handlers/revision-orders/report-pdf.ts) —
 * vacancy, company, candidate, status, match, expected salary, the profile's position, salary
 * range, experience and education, and the cover letter, in Spanish with the standard fonts.
 */
import PDFDocument from 'pdfkit';
import { companyTimeZone } from '../time-zone.ts';

const dateTime = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: companyTimeZone,
});
const money = (cents: number | null | undefined) =>
  cents
    ? (cents / 100).toLocaleString('es-MX', { style: 'currency', currency: 'MXN' })
    : 'No indicado';
const margin = 50;

/** Everything the report shows, already loaded. */
export interface ApplicationReport {
  vacancyTitle: string;
  companyName: string;
  candidateName: string;
  statusLabel: string;
  /** 0–100, or null when not computed. */
  matchScore: number | null;
  /** Monthly gross in cents of MXN. */
  expectedSalary: number | null;
  coverLetter: string | null;
  appliedAt: Date;
  profile: {
    desiredPosition: string | null;
    jobTitle: string | null;
    description: string | null;
    /** Monthly gross in cents of MXN; 0 when missing. */
    minSalary: number;
    maxSalary: number;
    backgrounds: { position: string; company: string; start: string; end: string | null }[];
    educations: { degree: string; institution: string }[];
  } | null;
  generatedAt: Date;
}

function section(doc: PDFKit.PDFDocument, title: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(title, margin);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
}

/**
 * Draws an application's report.
 * @returns the PDF's bytes.
 */
export function renderApplicationReport(report: ApplicationReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    lang: 'es-MX',
    displayTitle: true,
    info: {
      Title: `Reporte de postulación: ${report.candidateName}`,
      Author: report.companyName,
      Subject: report.vacancyTitle,
      CreationDate: report.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text('Reporte de postulación', margin);
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#555555')
    .text(`${report.companyName} · ${report.vacancyTitle}`)
    .fillColor('black')
    .moveDown(0.8);
  const profile = report.profile;
  const rows: [string, string][] = [
    ['Candidato', report.candidateName],
    ['Estado', report.statusLabel],
    ['Compatibilidad', report.matchScore === null ? 'Sin calcular' : `${report.matchScore} %`],
    ['Salario esperado', money(report.expectedSalary)],
    ['Postulación', dateTime.format(report.appliedAt)],
    ['Puesto deseado', profile?.desiredPosition ?? 'No indicado'],
    ['Título', profile?.jobTitle ?? 'No indicado'],
    [
      'Expectativa salarial',
      profile && (profile.minSalary || profile.maxSalary)
        ? `${money(profile.minSalary)} – ${money(profile.maxSalary)}`
        : 'No indicada',
    ],
  ];
  doc.table({
    columnStyles: [150, '*'],
    defaultStyle: { border: 0.5, borderColor: '#999999', padding: 4 },
    data: rows.map(([label, value]) => [
      {
        text: label,
        type: 'TH' as const,
        font: { src: 'Helvetica-Bold' },
        backgroundColor: '#e8e8e8',
      },
      value,
    ]),
  });
  section(doc, 'Acerca del candidato');
  doc.text(profile?.description?.trim() || 'Sin descripción.', margin);
  section(doc, 'Experiencia');
  if (profile?.backgrounds.length)
    for (const b of profile.backgrounds)
      doc.text(`${b.position} · ${b.company} (${b.start} – ${b.end ?? 'actual'})`, margin);
  else doc.text('Sin registros.', margin);
  section(doc, 'Educación');
  if (profile?.educations.length)
    for (const e of profile.educations) doc.text(`${e.degree} · ${e.institution}`, margin);
  else doc.text('Sin registros.', margin);
  section(doc, 'Carta de presentación');
  doc.text(report.coverLetter?.trim() || 'Sin carta de presentación.', margin);
  doc
    .moveDown(1.5)
    .fontSize(8)
    .fillColor('#555555')
    .text(`Generado el ${dateTime.format(report.generatedAt)}`, margin);
  doc.end();
  return done;
}
