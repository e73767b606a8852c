/**
 * Serves the short-lived report links made by `generate-url-report`
 * (`/api/v1/reports/{token}`): the PDF report of a job application (application-report-pdf.ts;
 * contract decision 46).
 * Not part of the contract (the contract only hands out the URL).
 */
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../auth/tokens.ts';
import { downloadTokens, jobApplications } from '../db/schema.ts';
import { loadApplications } from '../handlers/recruiting/application-data.ts';
import { loadProfile } from '../handlers/profile-data.ts';
import type { AppContext } from './context.ts';
import { notFound } from './errors.ts';
import { renderApplicationReport } from './application-report-pdf.ts';

/** Spanish labels of the contract's `Education.degree`. */
const degreeLabels: Record<string, string> = {
  primaria: 'Primaria',
  secundaria: 'Secundaria',
  bachillerato: 'Bachillerato',
  tecnico: 'Técnico',
  licenciatura: 'Licenciatura',
  maestria: 'Maestría',
  doctorado: 'Doctorado',
};

/** Registers the report route. */
export function registerReports(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/v1/reports/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    const [link] = await db
      .select()
      .from(downloadTokens)
      .where(
        and(
          eq(downloadTokens.tokenHash, hashToken(token)),
          gt(downloadTokens.expiresAt, new Date()),
        ),
      );
    if (!link || link.resourceType !== 'job_application')
      throw notFound('El enlace no existe o ya venció.');
    const [application] = await loadApplications(db, eq(jobApplications.id, link.resourceId));
    if (!application) throw notFound('Esta postulación ya no existe.');
    const profile = await loadProfile(db, application.candidate.id);
    const pdf = await renderApplicationReport({
      vacancyTitle: application.vacancy.title,
      companyName: application.vacancy.company.name,
      candidateName: application.candidate.name,
      statusLabel: application.status_label ?? application.status,
      matchScore: application.match_score,
      expectedSalary: application.expected_salary,
      coverLetter: application.cover_letter,
      appliedAt: new Date(application.created_at),
      profile: profile
        ? {
            desiredPosition: profile.desired_position,
            jobTitle: profile.job_title,
            description: profile.description,
            minSalary: profile.min_salary,
            maxSalary: profile.max_salary,
            backgrounds: profile.backgrounds.map((b) => ({
              position: b.position,
              company: b.company,
              start: b.start_date,
              end: b.end_date ?? null,
            })),
            educations: profile.educations.map((e) => ({
              degree: degreeLabels[e.degree] ?? e.degree,
              institution: e.institution,
            })),
          }
        : null,
      generatedAt: new Date(),
    });
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="postulacion-${application.id}.pdf"`)
      .type('application/pdf')
      .send(pdf);
  });
}
