/**
 * Vacancies people publish without a company (openapi/README.md decision 12):
 * the person's own list, create, update, delete,
 * and the full-text search over everyone's published ones.
 */
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userVacancies } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { OperationRequest } from '../../http/operations.ts';
import { paginate } from '../../http/pagination.ts';
import {
  checkUserVacancyInput,
  loadUserVacancy,
  selectUserVacancies,
  toUserVacancy,
  userVacancyColumns,
} from './user-vacancy-data.ts';
import { toPrefixQuery } from './vacancies.ts';

type Page = { page: number; per_page: number };

/** The vacancy of the path, after checking the caller may act for its user (403) and that it is theirs (404). */
async function ownVacancy(
  db: Database,
  request: OperationRequest<'deleteUserVacancy' | 'updateUserVacancy'>,
) {
  const { userId, vacancyId } = request.params;
  const [vacancy] = await db
    .select()
    .from(userVacancies)
    .where(and(eq(userVacancies.id, vacancyId), eq(userVacancies.userId, userId)));
  if (!vacancy) throw notFound('Esta vacante no existe.');
  return vacancy;
}

function listPage(db: Database, query: Page, where: SQL | undefined, order: SQL[]) {
  return paginate({
    page: query.page,
    perPage: query.per_page,
    count: async () =>
      (await db.select({ n: count() }).from(userVacancies).where(where))[0]?.n ?? 0,
    rows: async (limit, offset) =>
      (
        await selectUserVacancies(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map(toUserVacancy),
  });
}

const newestFirst = [desc(userVacancies.createdAt), desc(userVacancies.id)];

/** Handlers keyed by operationId. */
export function userVacancyHandlers({ db }: AppContext): Handlers {
  return {
    async listUserVacancies(request) {
      const { userId } = request.params;
      const query = request.query;
      const where = and(
        eq(userVacancies.userId, userId),
        query.status ? eq(userVacancies.status, query.status) : undefined,
      );
      return listPage(db, query, where, newestFirst);
    },

    async createUserVacancy(request, reply) {
      const { userId } = request.params;
      const input = request.body;
      const status = input.status ?? 'publicada';
      await checkUserVacancyInput(db, input, status);
      const [created] = await db
        .insert(userVacancies)
        .values({
          userId,
          ...userVacancyColumns(input),
          status,
          publishedAt: status === 'publicada' ? new Date() : null,
        })
        .returning({ id: userVacancies.id });
      return reply.status(201).send({ data: (await loadUserVacancy(db, created!.id))! });
    },

    async updateUserVacancy(request) {
      const vacancy = await ownVacancy(db, request);
      if (vacancy.status === 'cerrada')
        throw new HttpError(409, 'Una vacante cerrada ya no se puede editar.', 'vacancy_closed');
      const input = request.body;
      const status = input.status ?? vacancy.status;
      await checkUserVacancyInput(db, input, status);
      await db
        .update(userVacancies)
        .set({
          ...userVacancyColumns(input),
          status,
          ...(status === 'publicada' && !vacancy.publishedAt ? { publishedAt: new Date() } : {}),
          updatedAt: new Date(),
        })
        .where(eq(userVacancies.id, vacancy.id));
      return { data: (await loadUserVacancy(db, vacancy.id))! };
    },

    async deleteUserVacancy(request, reply) {
      const vacancy = await ownVacancy(db, request);
      await db.delete(userVacancies).where(eq(userVacancies.id, vacancy.id));
      return reply.status(204).send();
    },

    async searchUserVacancies(request) {
      const query = request.query;
      const callerId = request.userId;
      const visible = request.access!.isAdmin
        ? undefined
        : or(eq(userVacancies.status, 'publicada'), eq(userVacancies.userId, callerId));
      const prefix = toPrefixQuery(query.q);
      const tsQuery = prefix ? sql`to_tsquery('jornada_es', ${prefix})` : undefined;
      const where = and(
        visible,
        tsQuery ? sql`${userVacancies}.search_vector @@ ${tsQuery}` : undefined,
        query.user_id ? eq(userVacancies.userId, query.user_id) : undefined,
        query.status ? eq(userVacancies.status, query.status) : undefined,
      );
      const rank = tsQuery
        ? [sql`ts_rank_cd(${userVacancies}.search_vector, ${tsQuery}) desc`]
        : [];
      return listPage(db, query, where, [...rank, ...newestFirst]);
    },
  };
}
