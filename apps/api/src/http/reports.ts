/**
 * Serves the short-lived report links made by `generate-url-report`
 * (`/api/v1/reports/{token}`): a printable HTML report of a job application.
 * Not part of the contract (the contract only hands out the URL).
 */
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../auth/tokens.ts';
import { downloadTokens, jobApplications } from '../db/schema.ts';
import { loadApplications } from '../handlers/application-data.ts';
import { loadProfile } from '../handlers/profile-data.ts';
import type { AppContext } from './context.ts';
import { notFound } from './errors.ts';

const escape = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (cents: number | null | undefined) =>
  cents
    ? (cents / 100).toLocaleString('es-MX', { style: 'currency', currency: 'MXN' })
    : 'No indicado';

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
    const rows: [string, unknown][] = [
      ['Vacante', application.vacancy.title],
      ['Empresa', application.vacancy.company.name],
      ['Candidato', application.candidate.name],
      ['Estado', application.status_label],
      [
        'Compatibilidad',
        application.match_score === null ? 'Sin calcular' : `${application.match_score} %`,
      ],
      ['Salario esperado', money(application.expected_salary)],
      ['Puesto deseado', profile?.desired_position ?? 'No indicado'],
      ['Carta de presentación', application.cover_letter ?? 'Sin carta'],
      [
        'Postulación',
        new Date(application.created_at).toLocaleString('es-MX', {
          timeZone: 'America/Mexico_City',
        }),
      ],
    ];
    const html = `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><title>Reporte de postulación</title></head><body><h1>Reporte de postulación</h1><dl>${rows
      .map(([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v)}</dd>`)
      .join('')}</dl></body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
