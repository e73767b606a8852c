/**
 * Search calls of the job portal: vacancies
 * (`search-vacancies.ts`), companies and
 * the companies directory with PostgreSQL full-text search (`jornada_es`,
 * ranked, GIN-indexed), municipalities, search terms, tags, company vacancies
 * and business sectors.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  businessSectors,
  companies,
  municipalities,
  searchTerms,
  states,
  tags,
  vacancies,
} from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { paginate } from '../../http/pagination.ts';
import { countUpTo } from '../../records/paginate-table.ts';
import { toSector } from '../catalogues.ts';
import { loadCompanies } from '../company-data.ts';
import { searchVacancies } from './search-vacancies.ts';
import { toPrefixQuery } from './vacancies.ts';
import { vacancyRows } from './vacancy-serializer.ts';

/** `%text%` for ILIKE with the wildcards of the text escaped. */
const contains = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A full-text match and its rank over a table's `search_vector`, or nulls without words. */
function fullText(table: 'companies' | 'vacancies', q: string | undefined) {
  const prefix = toPrefixQuery(q);
  if (!prefix) return { match: undefined, rank: [] as SQL[] };
  const query = sql`to_tsquery('jornada_es', ${prefix})`;
  const column = sql.raw(`${table}.search_vector`);
  return { match: sql`${column} @@ ${query}`, rank: [sql`ts_rank_cd(${column}, ${query}) desc`] };
}

/** Normalises a search term: trimmed, single spaces, lower case. */
export const normalizeTerm = (term: string) =>
  term.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * One page of the tag catalogue: tags whose name contains `q` ignoring case
 * and accents (all tags without `q`), most used first, then by name.
 */
async function searchTagCatalogue(
  db: AppContext['db'],
  query: { q?: string; page: number; per_page: number },
) {
  const where = query.q?.trim()
    ? sql`unaccent(${tags.name}) ilike unaccent(${contains(query.q)})`
    : undefined;
  return paginate({
    page: query.page,
    perPage: query.per_page,
    count: async () => (await db.select({ n: count() }).from(tags).where(where))[0]?.n ?? 0,
    rows: async (limit, offset) =>
      (
        await db
          .select()
          .from(tags)
          .where(where)
          .orderBy(desc(tags.usageCount), asc(tags.name))
          .limit(limit)
          .offset(offset)
      ).map((t) => ({
        id: t.id,
        name: t.name,
        slug: t.slug,
        usage_count: t.usageCount,
      })),
  });
}

/** Handlers keyed by operationId. */
export function searchHandlers({ db }: AppContext): Handlers {
  return {
    searchVacancies: (request) => searchVacancies(db, request.query),

    async searchCompanies(request) {
      const query = request.query;
      // The companies the caller is staff of (`memberOf: [staff]`); administrators, all.
      const { isAdmin, memberOf } = request.access!;
      const scope = isAdmin ? undefined : inArray(companies.id, [...memberOf!, 0]);
      const { match, rank } = fullText('companies', query.q);
      const where = and(
        scope,
        match,
        query.verified === undefined ? undefined : eq(companies.verified, query.verified),
      );
      return paginate({
        page: query.page,
        perPage: query.per_page,
        count: (cap) => countUpTo(db, companies, where, cap),
        rows: (limit, offset) =>
          loadCompanies(db, where, {
            limit,
            offset,
            order: [...rank, asc(companies.name), asc(companies.id)],
          }),
      });
    },

    async searchCompaniesDirectory(request) {
      const query = request.query;
      const { match, rank } = fullText('companies', query.q);
      const where = and(
        eq(companies.verified, true),
        match,
        query.state_id ? eq(companies.stateId, query.state_id) : undefined,
        query.business_sector_id
          ? eq(companies.businessSectorId, query.business_sector_id)
          : undefined,
      );
      return paginate({
        page: query.page,
        perPage: query.per_page,
        count: (cap) => countUpTo(db, companies, where, cap),
        rows: (limit, offset) =>
          db
            .select({
              id: companies.id,
              name: companies.name,
              slug: companies.slug,
              verified: companies.verified,
              logo_url: companies.logoUrl,
            })
            .from(companies)
            .where(where)
            .orderBy(...rank, asc(companies.name), asc(companies.id))
            .limit(limit)
            .offset(offset),
      });
    },

    async searchMunicipalities(request) {
      const query = request.query;
      const where = and(
        query.q?.trim()
          ? sql`unaccent(${municipalities.name}) ilike unaccent(${contains(query.q)})`
          : undefined,
        query.state_id ? eq(municipalities.stateId, query.state_id) : undefined,
      );
      return paginate({
        page: query.page,
        perPage: query.per_page,
        count: async () =>
          (await db.select({ n: count() }).from(municipalities).where(where))[0]?.n ?? 0,
        rows: async (limit, offset) =>
          (
            await db
              .select({
                id: municipalities.id,
                stateId: municipalities.stateId,
                name: municipalities.name,
                code: municipalities.inegiCode,
                stateCode: states.inegiCode,
              })
              .from(municipalities)
              .innerJoin(states, eq(states.id, municipalities.stateId))
              .where(where)
              .orderBy(
                desc(municipalities.isCapital),
                asc(municipalities.name),
                asc(municipalities.id),
              )
              .limit(limit)
              .offset(offset)
          ).map((m) => ({
            id: m.id,
            state_id: m.stateId,
            name: m.name,
            inegi_code: `${m.stateCode}${m.code}`,
          })),
      });
    },

    async listSearchTerms(request) {
      const { q, limit } = request.query;
      const rows = await db
        .select()
        .from(searchTerms)
        .where(
          q?.trim()
            ? ilike(searchTerms.term, `${normalizeTerm(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
            : undefined,
        )
        .orderBy(desc(searchTerms.count), desc(searchTerms.lastSearchedAt))
        .limit(limit ?? 10);
      return {
        data: rows.map((r) => ({
          term: r.term,
          count: r.count,
          last_searched_at: r.lastSearchedAt.toISOString(),
        })),
      };
    },

    async recordSearchTerm(request, reply) {
      const term = normalizeTerm(request.body.term);
      if (!/[\p{L}\p{N}]/u.test(term)) {
        throw new HttpError(422, 'El término no es válido.', 'unprocessable', {
          term: ['Escribe al menos una letra o número.'],
        });
      }
      const [row] = await db
        .insert(searchTerms)
        .values({ term })
        .onConflictDoUpdate({
          target: searchTerms.term,
          set: { count: sql`${searchTerms.count} + 1`, lastSearchedAt: new Date() },
        })
        .returning();
      return reply.status(201).send({
        data: {
          term: row!.term,
          count: row!.count,
          last_searched_at: row!.lastSearchedAt.toISOString(),
        },
      });
    },

    searchTags: (request) => searchTagCatalogue(db, request.query),

    // The tags service's own route over the same catalogue (`/tags-api/v1`).
    searchTagSuggestions: (request) => searchTagCatalogue(db, request.query),

    async searchCompanyVacancies(request) {
      const query = request.query;
      const { match, rank } = fullText('vacancies', query.q);
      const where = and(
        eq(vacancies.companyId, query.company_id),
        match,
        query.status ? eq(vacancies.status, query.status) : undefined,
      );
      return paginate({
        page: query.page,
        perPage: query.per_page,
        count: (cap) => countUpTo(db, vacancies, where, cap),
        rows: (limit, offset) =>
          vacancyRows(
            db,
            where,
            [...rank, desc(vacancies.createdAt), desc(vacancies.id)],
            limit,
            offset,
          ),
      });
    },

    async searchBusinessSectors(request) {
      const query = request.query;
      const where = query.q?.trim()
        ? sql`unaccent(${businessSectors.name}) ilike unaccent(${contains(query.q)})`
        : undefined;
      return paginate({
        page: query.page,
        perPage: query.per_page,
        count: async () =>
          (await db.select({ n: count() }).from(businessSectors).where(where))[0]?.n ?? 0,
        rows: async (limit, offset) =>
          (
            await db
              .select()
              .from(businessSectors)
              .where(where)
              .orderBy(asc(businessSectors.name))
              .limit(limit)
              .offset(offset)
          ).map(toSector),
      });
    },
  };
}
