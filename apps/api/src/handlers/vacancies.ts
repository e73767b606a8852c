/**
 * Vacancy search and detail (spec section 7 "Search", "Jobs, vacancies").
 * Search uses PostgreSQL full-text search with the `jornada_es` configuration
 * (Spanish stems, accents ignored) over an indexed `search_vector`.
 */
import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { vacancies } from '../db/schema.ts';
import type { AppContext, Handlers } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { paginate } from '../http/pagination.ts';
import { selectVacancies, toVacancy } from './vacancy-serializer.ts';

interface SearchQuery {
  q?: string;
  state_id?: number;
  municipality_id?: number;
  job_category_id?: number;
  modality?: string;
  salary_min?: number;
  sort?: 'relevance' | 'recent' | 'salary';
  page: number;
  per_page: number;
}

/**
 * Builds a prefix tsquery (`chofer:* & quinta:*`) from free text; `null` when
 * the text has no searchable word. Words keep only letters and digits, so the
 * result is always a valid tsquery.
 */
export function toPrefixQuery(text: string | undefined): string | null {
  const words = text
    ?.normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return words?.length
    ? words
        .slice(0, 12)
        .map((w) => `${w}:*`)
        .join(' & ')
    : null;
}

/** Handlers keyed by operationId. */
export function vacancyHandlers({ db }: AppContext): Handlers {
  return {
    async searchVacancies(request: FastifyRequest) {
      const query = request.query as SearchQuery;
      const prefixQuery = toPrefixQuery(query.q);
      const tsquery = prefixQuery ? sql`to_tsquery('jornada_es', ${prefixQuery})` : null;
      const filters: (SQL | undefined)[] = [
        eq(vacancies.status, 'publicada'),
        tsquery ? sql`vacancies.search_vector @@ ${tsquery}` : undefined,
        query.state_id ? eq(vacancies.stateId, query.state_id) : undefined,
        query.municipality_id ? eq(vacancies.municipalityId, query.municipality_id) : undefined,
        query.job_category_id ? eq(vacancies.jobCategoryId, query.job_category_id) : undefined,
        query.modality ? eq(vacancies.modality, query.modality) : undefined,
        query.salary_min ? gte(vacancies.salaryMax, query.salary_min) : undefined,
      ];
      const where = and(...filters);
      const sort = query.sort ?? (tsquery ? 'relevance' : 'recent');
      const order =
        sort === 'relevance' && tsquery
          ? [
              sql`ts_rank_cd(vacancies.search_vector, ${tsquery}) desc`,
              desc(vacancies.publishedAt),
              desc(vacancies.id),
            ]
          : sort === 'salary'
            ? [desc(vacancies.salaryMax), desc(vacancies.id)]
            : [desc(vacancies.publishedAt), desc(vacancies.id)];

      return paginate({
        page: query.page,
        perPage: query.per_page,
        count: async (cap) => {
          const capped = db
            .select({ one: sql`1` })
            .from(vacancies)
            .where(where)
            .limit(cap)
            .as('capped');
          const [row] = await db.select({ n: count() }).from(capped);
          return row?.n ?? 0;
        },
        rows: async (limit, offset) =>
          (
            await selectVacancies(db)
              .where(where)
              .orderBy(...order, asc(vacancies.id))
              .limit(limit)
              .offset(offset)
          ).map(toVacancy),
      });
    },

    async getVacancy(request: FastifyRequest) {
      const { vacancyId } = request.params as { vacancyId: number };
      const [row] = await selectVacancies(db)
        .where(and(eq(vacancies.id, vacancyId), eq(vacancies.status, 'publicada')))
        .limit(1);
      if (!row) throw notFound('Esta vacante no existe o ya no está publicada.');
      return { data: toVacancy(row) };
    },
  };
}
