/**
 * Job applications: apply once per vacancy
 * (a unique index makes concurrent duplicates impossible), status changes by
 * the company or withdrawal by the candidate, and the report URL.
 */
import { randomBytes } from 'node:crypto';
import { jobApplicationStatusLabels } from '@jornada/api-client/enum-labels';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { memberOf } from '../../access/grant.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Database } from '../../db/client.ts';
import { startsWithAny } from '../../db/starts-with.ts';
import { downloadTokens, jobApplications, users, vacancies } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound, unauthenticated } from '../../http/errors.ts';
import type { OperationRequest } from '../../http/operations.ts';
import { paginate } from '../../http/pagination.ts';
import { awardHirePoints } from '../../payments/points.ts';
import { createNotification } from '../../realtime/notify.ts';
import {
  applicationOrder,
  canTransition,
  loadApplications,
  type ApplicationSort,
  matchScore,
  profileForApplication,
} from './application-data.ts';

/** Lifetime of a report link in seconds. */
export const reportUrlTtlSeconds = 600;

const unprocessable = (field: string, message: string) =>
  new HttpError(422, 'No pudimos registrar tu postulación.', 'unprocessable', {
    [field]: [message],
  });

/** Spanish labels of the application statuses (contract `JobApplicationStatus`), for notifications. */
const statusLabels: Record<string, string> = jobApplicationStatusLabels;

/**
 * The application of the path and the caller's side of it: the company (its staff or an
 * administrator) or its candidate; the access helper refused everyone else.
 * @throws 404 when the application does not exist.
 */
async function accessible(
  db: Database,
  request: OperationRequest<
    'getJobApplication' | 'getJobApplicationReportUrl' | 'updateJobApplication'
  >,
) {
  const { jobApplicationId } = request.params;
  const [application] = await loadApplications(db, eq(jobApplications.id, jobApplicationId));
  if (!application) throw notFound('Esta postulación no existe.');
  const company = request.access!.side === 'staff' || request.access!.side === 'admin';
  return { application, actor: company ? ('company' as const) : ('candidate' as const) };
}

/** What only `listCompanyJobApplications` adds to the list filters (contract decisions 51, 55). */
interface CompanyListOptions {
  vacancyId?: number;
  q?: string;
  sort?: ApplicationSort;
}

function listApplications(
  db: Database,
  request: OperationRequest<
    'listUserJobApplications' | 'listVacancyApplications' | 'listCompanyJobApplications'
  >,
  where: SQL,
  { vacancyId, q, sort }: CompanyListOptions = {},
) {
  const { page, per_page: perPage, status } = request.query;
  const filter = and(
    where,
    status ? eq(jobApplications.status, status) : undefined,
    vacancyId ? eq(jobApplications.vacancyId, vacancyId) : undefined,
    startsWithAny(q, [users.name, users.surname, users.lastname]),
  )!;
  return paginate({
    page,
    perPage,
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(jobApplications)
          .innerJoin(users, eq(users.id, jobApplications.userId))
          .where(filter)
      )[0]?.n ?? 0,
    rows: (limit, offset) => loadApplications(db, filter, limit, offset, applicationOrder(sort)),
  });
}

/** Handlers keyed by operationId. */
export function applicationHandlers({ db }: AppContext): Handlers {
  return {
    async createJobApplication(request, reply) {
      const userId = request.userId;
      if (!userId) throw unauthenticated();
      const body = request.body;
      const [vacancy] = await db.select().from(vacancies).where(eq(vacancies.id, body.vacancy_id));
      if (!vacancy || vacancy.status !== 'publicada') {
        throw unprocessable('vacancy_id', 'La vacante no existe o ya no recibe postulaciones.');
      }
      if (memberOf(request.access, vacancy.companyId)) {
        throw new HttpError(
          403,
          'No puedes postularte a una vacante de tu propia empresa.',
          'forbidden',
        );
      }
      const profile = await profileForApplication(db, userId);
      if (!profile) throw unprocessable('profile', 'Completa tu perfil antes de postularte.');
      const [created] = await db
        .insert(jobApplications)
        .values({
          vacancyId: vacancy.id,
          userId,
          coverLetter: body.cover_letter?.trim() || null,
          expectedSalary: body.expected_salary ?? null,
          answers: body.answers ?? {},
          cvUrl: profile.cvUrl,
          matchScore: matchScore(profile, vacancy),
        })
        .onConflictDoNothing()
        .returning({ id: jobApplications.id });
      if (!created) throw new HttpError(409, 'Ya te postulaste a esta vacante.', 'already_applied');
      const [application] = await loadApplications(db, eq(jobApplications.id, created.id));
      return reply.status(201).send({ data: application! });
    },

    async listUserJobApplications(request) {
      const { userId } = request.params;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound('Este usuario no existe.');
      return listApplications(db, request, eq(jobApplications.userId, userId));
    },

    async listVacancyApplications(request) {
      const { vacancyId } = request.params;
      const [vacancy] = await db
        .select({ companyId: vacancies.companyId })
        .from(vacancies)
        .where(eq(vacancies.id, vacancyId));
      if (!vacancy) throw notFound('Esta vacante no existe.');
      return listApplications(db, request, eq(jobApplications.vacancyId, vacancyId));
    },

    async listCompanyJobApplications(request) {
      const { companyId } = request.params;
      const ofCompany = db
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(eq(vacancies.companyId, companyId));
      const { vacancy_id: vacancyId, q, sort } = request.query;
      return listApplications(db, request, inArray(jobApplications.vacancyId, ofCompany), {
        vacancyId,
        q,
        sort,
      });
    },

    async getJobApplication(request) {
      const { application, actor } = await accessible(db, request);
      if (
        actor === 'company' &&
        application.status === 'enviada' &&
        application.candidate.id !== request.userId
      ) {
        await db
          .update(jobApplications)
          .set({ status: 'vista', statusChangedAt: new Date(), updatedAt: new Date() })
          .where(
            and(eq(jobApplications.id, application.id), eq(jobApplications.status, 'enviada')),
          );
        return { data: (await loadApplications(db, eq(jobApplications.id, application.id)))[0]! };
      }
      return { data: application };
    },

    async updateJobApplication(request) {
      const { application, actor } = await accessible(db, request);
      const { status, comments } = request.body;
      if (actor === 'candidate' && comments !== undefined)
        throw new HttpError(
          403,
          'Solo la empresa escribe comentarios en la postulación.',
          'forbidden',
        );
      if (status !== application.status && !canTransition(actor, application.status, status)) {
        throw new HttpError(
          409,
          'No se puede cambiar la postulación a ese estado.',
          'invalid_transition',
        );
      }
      const now = new Date();
      const [updated] = await db
        .update(jobApplications)
        .set({
          status,
          ...(comments !== undefined ? { comments } : {}),
          ...(status !== application.status ? { statusChangedAt: now } : {}),
          updatedAt: now,
        })
        .where(
          and(
            eq(jobApplications.id, application.id),
            eq(jobApplications.status, application.status),
          ),
        )
        .returning({ id: jobApplications.id });
      if (!updated)
        throw new HttpError(
          409,
          'La postulación cambió mientras tanto. Vuelve a intentarlo.',
          'conflict',
        );
      // A verified company earns points once per hire (docs/decisions/0021-payments.md "Points").
      if (actor === 'company' && status === 'seleccionada' && status !== application.status)
        await awardHirePoints(db, application.vacancy.company.id, application.id);
      if (actor === 'company' && status !== application.status) {
        await createNotification(db, application.candidate.id, {
          type: 'postulacion',
          title: `Tu postulación a «${application.vacancy.title}» cambió a: ${statusLabels[status] ?? status}`,
          body: comments ?? '',
          url: '/mis-postulaciones',
          data: { job_application_id: application.id, status },
        });
      }
      return { data: (await loadApplications(db, eq(jobApplications.id, application.id)))[0]! };
    },

    async getJobApplicationReportUrl(request) {
      const { application } = await accessible(db, request);
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(Date.now() + reportUrlTtlSeconds * 1000);
      await db.insert(downloadTokens).values({
        tokenHash: hashToken(token),
        resourceType: 'job_application',
        resourceId: application.id,
        expiresAt,
      });
      const url = `${request.server.publicUrl}/api/v1/reports/${token}`;
      return { data: { url, expires_at: expiresAt.toISOString() } };
    },
  };
}
