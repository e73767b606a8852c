/**
 * The thin baseline of `pnpm bench:api`: plain Fastify answering the vacancy
 * search without words from the same database, with hand-written SQL and the
 * same response (the `VacancySummary` columns, the same joins, order and
 * capped count). No contract, validation, hooks or authentication: what the
 * search costs with nothing around it.
 */
import compress from '@fastify/compress';
import { sql, type SQL } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';
import type { Database } from '../db/client.ts';
import { searchCap } from '../handlers/recruiting/search-vacancies.ts';
import { pageMeta } from '../http/pagination.ts';

type Query = Partial<Record<string, string>>;

/** A positive integer from the query string, or `undefined`. */
function int(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** The filters of the search (published vacancies only), as SQL over `v`. */
function whereOf(query: Query): SQL {
  const parts = [sql`v.status = 'publicada'`];
  const stateId = int(query.state_id);
  const municipalityId = int(query.municipality_id);
  const categoryId = int(query.job_category_id);
  const salaryMin = int(query.salary_min);
  if (stateId) parts.push(sql`v.state_id = ${stateId}`);
  if (municipalityId) parts.push(sql`v.municipality_id = ${municipalityId}`);
  if (categoryId) parts.push(sql`v.job_category_id = ${categoryId}`);
  if (query.modality) parts.push(sql`v.modality = ${query.modality}`);
  if (salaryMin) parts.push(sql`v.salary_max >= ${salaryMin}`);
  return sql.join(parts, sql` and `);
}

interface SummaryRow {
  id: number;
  title: string;
  salary_min: number;
  salary_max: number;
  currency: string;
  modality: string;
  employment_type: string;
  status: string;
  published_at: Date | string | null;
  featured_until: Date | string | null;
  company_id: number;
  company_name: string;
  company_slug: string;
  company_verified: boolean;
  company_logo_url: string | null;
  state_id: number;
  state_name: string;
  municipality_id: number | null;
  municipality_name: string | null;
  category_id: number;
  category_name: string;
  category_slug: string;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** `featured` and `featured_until` as the real server answers them. */
function featuredOf(until: Date | string | null) {
  const featured = until !== null && new Date(until).getTime() > Date.now();
  return { featured, featured_until: featured ? iso(until) : null };
}

/**
 * Builds the baseline app over `db`; `GET /api/v1/search/vacancies` takes the
 * search's filters (`state_id`, `municipality_id`, `job_category_id`,
 * `modality`, `salary_min`), `sort` (`recent` or `salary`), `page` and
 * `per_page`. Compresses as the real server does.
 */
export async function buildBaselineApp(db: Database): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  app.get('/api/v1/search/vacancies', async (request) => {
    const query = request.query as Query;
    const page = int(query.page) || 1;
    const perPage = int(query.per_page) || 15;
    const where = whereOf(query);
    const order =
      query.sort === 'salary'
        ? sql`v.salary_max desc, v.id desc`
        : sql`v.published_at desc nulls last, v.id desc nulls last`;
    const [counted, listed] = await Promise.all([
      db.execute<{ n: number }>(
        sql`select count(*)::int as n from (select 1 from vacancies v where ${where} limit ${searchCap}) capped`,
      ),
      db.execute<Record<string, unknown>>(sql`
        select v.id, v.title, v.salary_min, v.salary_max, v.currency, v.modality,
          v.employment_type, v.status, v.published_at, v.featured_until,
          c.id as company_id, c.name as company_name, c.slug as company_slug,
          c.verified as company_verified, c.logo_url as company_logo_url,
          s.id as state_id, s.name as state_name,
          m.id as municipality_id, m.name as municipality_name,
          jc.id as category_id, jc.name as category_name, jc.slug as category_slug
        from vacancies v
        join companies c on c.id = v.company_id
        join states s on s.id = v.state_id
        join job_categories jc on jc.id = v.job_category_id
        left join municipalities m on m.id = v.municipality_id
        where ${where}
        order by ${order}
        limit ${perPage} offset ${(page - 1) * perPage}`),
    ]);
    const total = Number((counted as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    const data = ((listed as { rows: unknown[] }).rows as SummaryRow[]).map((r) => ({
      id: r.id,
      title: r.title,
      salary_min: r.salary_min,
      salary_max: r.salary_max,
      currency: r.currency,
      modality: r.modality,
      employment_type: r.employment_type,
      status: r.status,
      state: { id: r.state_id, name: r.state_name },
      municipality:
        r.municipality_id === null ? null : { id: r.municipality_id, name: r.municipality_name },
      job_category: { id: r.category_id, name: r.category_name, slug: r.category_slug },
      company: {
        id: r.company_id,
        name: r.company_name,
        slug: r.company_slug,
        verified: r.company_verified,
        logo_url: r.company_logo_url,
      },
      published_at: iso(r.published_at),
      ...featuredOf(r.featured_until),
    }));
    return { data, meta: pageMeta(page, perPage, total, searchCap) };
  });
  return app;
}
