/**
 * Vacancies managed by company staff:
 * create, list, update, delete, status changes, the revision list and the counter.
 */
import { and, asc, count, desc, eq, gte, notInArray, sql, type SQL } from 'drizzle-orm';
import { memberOf } from '../../access/grant.ts';
import type { Database } from '../../db/client.ts';
import { companies, jobApplications, vacancies } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { OperationRequest } from '../../http/operations.ts';
import { paginate } from '../../http/pagination.ts';
import { finalStatuses } from './application-data.ts';
import { toPrefixQuery } from './vacancies.ts';
import {
  checkTransition,
  checkVacancyInput,
  needsReview,
  syncTags,
  vacancyColumns,
} from './vacancy-rules.ts';
import { selectVacancies, toVacancy, vacancyRows } from './vacancy-serializer.ts';
import { chargePublication } from '../../payments/publish.ts';

async function loadVacancy(db: Database, vacancyId: number) {
  const [row] = await selectVacancies(db).where(eq(vacancies.id, vacancyId));
  return row ? toVacancy(row) : undefined;
}

/** The vacancy of the path (the access helper already admitted its company's staff; a draft is 404 to others). */
async function ownVacancy(
  db: Database,
  request: OperationRequest<'deleteVacancy' | 'updateVacancy' | 'updateVacancyStatus'>,
) {
  const { vacancyId } = request.params;
  const [vacancy] = await db.select().from(vacancies).where(eq(vacancies.id, vacancyId));
  if (!vacancy) throw notFound('Esta vacante no existe.');
  return vacancy;
}

/** Whether an administrator authorised the company to use the company tools (`is_authorized`). */
async function companyAuthorized(db: Database, companyId: number) {
  const [company] = await db
    .select({ authorized: companies.authorized })
    .from(companies)
    .where(eq(companies.id, companyId));
  return Boolean(company?.authorized);
}

function listPage(
  db: Database,
  request: OperationRequest<'listCompanyVacancies' | 'listVacanciesToRevision'>,
  where: SQL | undefined,
  order: SQL[],
) {
  const { page, per_page: perPage } = request.query;
  return paginate({
    page,
    perPage,
    count: async () => (await db.select({ n: count() }).from(vacancies).where(where))[0]?.n ?? 0,
    rows: (limit, offset) => vacancyRows(db, where, order, limit, offset),
  });
}

/** Handlers keyed by operationId. */
export function companyVacancyHandlers({ db }: AppContext): Handlers {
  return {
    async createVacancy(request, reply) {
      const { companyId } = request.params;
      const input = request.body;
      await checkVacancyInput(db, input);
      const [created] = await db
        .insert(vacancies)
        .values({
          companyId,
          ...vacancyColumns(input),
          status: input.submit ? 'en_revision' : 'borrador',
        })
        .returning({ id: vacancies.id });
      await syncTags(db, input.tags);
      return reply.status(201).send({ data: (await loadVacancy(db, created!.id))! });
    },

    async listCompanyVacancies(request) {
      const { companyId } = request.params;
      const { status } = request.query;
      const where = and(
        eq(vacancies.companyId, companyId),
        status ? eq(vacancies.status, status) : undefined,
      );
      // Each summary says whether it is featured, and until when (decision 40).
      return listPage(db, request, where, [desc(vacancies.createdAt), desc(vacancies.id)]);
    },

    async updateVacancy(request) {
      const vacancy = await ownVacancy(db, request);
      if (vacancy.status === 'cerrada')
        throw new HttpError(409, 'Una vacante cerrada ya no se puede editar.', 'vacancy_closed');
      const input = request.body;
      await checkVacancyInput(db, input);
      const columns = vacancyColumns(input);
      const backToRevision = needsReview(vacancy, columns);
      await db
        .update(vacancies)
        .set({
          ...columns,
          ...(backToRevision ? { status: 'en_revision' } : {}),
          updatedAt: new Date(),
        })
        .where(eq(vacancies.id, vacancy.id));
      await syncTags(db, [...(input.tags ?? []), ...vacancy.tags]);
      return { data: (await loadVacancy(db, vacancy.id))! };
    },

    async deleteVacancy(request, reply) {
      const vacancy = await ownVacancy(db, request);
      const [open] = await db
        .select({ n: count() })
        .from(jobApplications)
        .where(
          and(
            eq(jobApplications.vacancyId, vacancy.id),
            notInArray(jobApplications.status, [...finalStatuses]),
          ),
        );
      if ((open?.n ?? 0) > 0) {
        throw new HttpError(
          409,
          'La vacante tiene postulaciones en proceso. Ciérrala en lugar de eliminarla.',
          'vacancy_has_applications',
        );
      }
      await db.delete(vacancies).where(eq(vacancies.id, vacancy.id));
      return reply.status(204).send();
    },

    async updateVacancyStatus(request) {
      const vacancy = await ownVacancy(db, request);
      const { status, reason } = request.body;
      const verdict = checkTransition(vacancy.status, status, request.access!.isAdmin);
      if (verdict === 'forbidden')
        throw new HttpError(
          403,
          'Solo un administrador puede aprobar o rechazar vacantes.',
          'forbidden',
        );
      if (verdict === 'invalid') {
        throw new HttpError(
          409,
          `No se puede pasar la vacante de «${vacancy.status}» a «${status}».`,
          'invalid_transition',
        );
      }
      if (status === 'publicada' && !(await companyAuthorized(db, vacancy.companyId))) {
        throw new HttpError(
          409,
          'La empresa todavía no está autorizada para publicar vacantes.',
          'company_not_authorized',
        );
      }
      if (status === 'rechazada' && !reason?.trim()) {
        throw new HttpError(422, 'Indica el motivo del rechazo.', 'unprocessable', {
          reason: ['Indica el motivo del rechazo.'],
        });
      }
      const firstPublication = status === 'publicada' && !vacancy.publishedAt;
      const at = new Date();
      // One transaction: the status change and, on the first publication, its
      // charge (decision 0021 "Publishing"); a refused charge writes nothing.
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [updated] = await tx
          .update(vacancies)
          .set({
            status,
            statusReason: status === 'rechazada' ? reason!.trim() : null,
            ...(firstPublication ? { publishedAt: at } : {}),
            updatedAt: at,
          })
          .where(and(eq(vacancies.id, vacancy.id), eq(vacancies.status, vacancy.status)))
          .returning({ id: vacancies.id });
        if (!updated)
          throw new HttpError(
            409,
            'La vacante cambió mientras tanto. Vuelve a intentarlo.',
            'conflict',
          );
        if (firstPublication)
          await chargePublication(tx, {
            vacancyId: vacancy.id,
            companyId: vacancy.companyId,
            title: vacancy.title,
            actorUserId: request.userId,
            at,
          });
      });
      return { data: (await loadVacancy(db, vacancy.id))! };
    },

    async listVacanciesToRevision(request) {
      return listPage(db, request, eq(vacancies.status, 'en_revision'), [
        asc(vacancies.updatedAt),
        asc(vacancies.id),
      ]);
    },

    async countVacancies(request) {
      const body: NonNullable<typeof request.body> = request.body ?? {};
      const prefix = toPrefixQuery(body.q);
      const filters = and(
        prefix ? sql`vacancies.search_vector @@ to_tsquery('jornada_es', ${prefix})` : undefined,
        body.state_id ? eq(vacancies.stateId, body.state_id) : undefined,
        body.municipality_id ? eq(vacancies.municipalityId, body.municipality_id) : undefined,
        body.job_category_id ? eq(vacancies.jobCategoryId, body.job_category_id) : undefined,
        body.modality ? eq(vacancies.modality, body.modality) : undefined,
        body.salary_min ? gte(vacancies.salaryMax, body.salary_min) : undefined,
        body.company_id ? eq(vacancies.companyId, body.company_id) : undefined,
      );
      const [total] = await db
        .select({ n: count() })
        .from(vacancies)
        .where(and(filters, eq(vacancies.status, 'publicada')));
      // Public: the access helper read the token, when sent, into the grant (`memberOf: [staff]`).
      const grant = request.access!;
      const staff = body.company_id ? grant.isAdmin || memberOf(grant, body.company_id) : false;
      if (!staff) return { data: { total: total?.n ?? 0 } };
      const rows = await db
        .select({ status: vacancies.status, n: count() })
        .from(vacancies)
        .where(filters)
        .groupBy(vacancies.status);
      return {
        data: {
          total: total?.n ?? 0,
          by_status: Object.fromEntries(rows.map((r) => [r.status, r.n])),
        },
      };
    },
  };
}
