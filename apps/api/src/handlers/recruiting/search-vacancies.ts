/**
 * Vacancy search (`searchVacancies`) that stays fast
 * with hundreds of thousands of vacancies.
 *
 * Without words, a page is read in the order of an index (newest first, or by
 * salary) and the total is counted up to {@link searchCap}.
 *
 * With words, PostgreSQL's full-text search (`jornada_es`: Spanish stems,
 * accents and case ignored) selects the matches, and only the newest
 * {@link searchCap} of them are ranked (`ts_rank_cd`) and paged: a common
 * word such as "ventas" matches tens of thousands of vacancies, and ranking
 * every one of them means reading every one of their text vectors. The
 * newest matches are found by walking the recency index through growing
 * windows while matches are dense, and through the GIN index when they are
 * rare. Either way `total` counts at most {@link searchCap} vacancies (the
 * meta's `total_capped` says so; see apps/api/README.md).
 */
import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, vacancies } from '../../db/schema.ts';
import { pageMeta, pageWindow, paginate } from '../../http/pagination.ts';
import { toPrefixQuery } from './vacancies.ts';
import {
  selectVacancySummaries,
  toVacancySummary,
  vacancySummariesInOrder,
} from './vacancy-serializer.ts';

/** Query of `GET /api/v1/search/vacancies`, as validated by the contract. */
export interface VacancySearchQuery {
  q?: string;
  state_id?: number;
  municipality_id?: number;
  /** Any of these categories (contract decision 43). */
  job_category_id?: number[];
  /** Any of these modalities (contract decision 43). */
  modality?: string[];
  salary_min?: number;
  /** Only verified companies' vacancies (contract decision 44). */
  verified_company?: boolean;
  sort?: 'relevance' | 'recent' | 'salary';
  page: number;
  per_page: number;
}

/**
 * Most vacancies a search counts; with words, also the most matches that are
 * ranked and paged (the newest ones).
 */
export const searchCap = 1000;

/**
 * Recency windows of a text search: the newest `first` filtered vacancies are
 * looked at first; matches too sparse to fill {@link searchCap} within the
 * newest `largest` are found through the GIN index instead.
 */
export interface SearchWindows {
  first: number;
  largest: number;
}

const defaultWindows: SearchWindows = { first: 2000, largest: 40_000 };

/** Newest first, in the order of the `…_published_idx` indexes (`NULLS LAST`). */
const newestFirst = [
  sql`${vacancies.publishedAt} desc nulls last`,
  sql`${vacancies.id} desc nulls last`,
];

/** One match of a text search, with what the sort orders need. */
export interface Candidate {
  id: number;
  publishedAt: number;
  salaryMax: number;
  rank: number;
  /** Featured now with the company's balance (decision 40): first in the relevance order. */
  featured?: boolean;
}

/** The vacancy's company is verified (contract decision 44). */
const verifiedCompany = () =>
  sql`exists (select 1 from ${companies} where ${companies.id} = ${vacancies.companyId} and ${companies.verified})`;

/** The filters of the query other than the words (published vacancies only). */
export function filtersOf(query: VacancySearchQuery): SQL {
  return and(
    eq(vacancies.status, 'publicada'),
    query.state_id ? eq(vacancies.stateId, query.state_id) : undefined,
    query.municipality_id ? eq(vacancies.municipalityId, query.municipality_id) : undefined,
    query.job_category_id?.length
      ? inArray(vacancies.jobCategoryId, query.job_category_id)
      : undefined,
    query.modality?.length ? inArray(vacancies.modality, query.modality) : undefined,
    query.salary_min ? gte(vacancies.salaryMax, query.salary_min) : undefined,
    query.verified_company ? verifiedCompany() : undefined,
  )!;
}

/** Counts the filtered vacancies, up to `cap`. */
async function countUpTo(db: Database, filters: SQL, cap: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(vacancies)
    .where(filters)
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

/**
 * The newest matches (at most {@link searchCap}) among the newest `window`
 * filtered vacancies, or among all of them when `window` is `null`.
 */
async function matchesIn(
  db: Database,
  filters: SQL,
  tsquery: SQL,
  window: number | null,
): Promise<Candidate[]> {
  const base = db
    .select({
      id: vacancies.id,
      publishedAt: vacancies.publishedAt,
      salaryMax: vacancies.salaryMax,
      featured: sql<boolean>`coalesce(${vacancies.featuredUntil} > now(), false)`.as('featured'),
      vector: sql<unknown>`${sql.raw('vacancies.search_vector')}`.as('vector'),
    })
    .from(vacancies)
    .where(filters);
  // A LIMIT keeps PostgreSQL from pushing the text match into the window:
  // the window is read in index order and only its rows are matched.
  const recent = (window === null ? base : base.orderBy(...newestFirst).limit(window)).as('recent');
  const rows = await db
    .select({
      id: recent.id,
      publishedAt: recent.publishedAt,
      salaryMax: recent.salaryMax,
      featured: recent.featured,
      rank: sql<number>`ts_rank_cd(${recent.vector}, ${tsquery})`,
    })
    .from(recent)
    .where(sql`${recent.vector} @@ ${tsquery}`)
    .orderBy(sql`${recent.publishedAt} desc nulls last`, sql`${recent.id} desc`)
    .limit(searchCap);
  return rows.map((row) => ({
    id: row.id,
    publishedAt: row.publishedAt ? new Date(row.publishedAt).getTime() : 0,
    salaryMax: row.salaryMax,
    rank: Number(row.rank),
    featured: row.featured === true,
  }));
}

/**
 * The newest matches of a text search, at most {@link searchCap}: exact,
 * whichever way they are found. When few vacancies pass the filters, all
 * their matches are read at once. A window that holds enough matches settles
 * it; otherwise the density of matches in the first window sizes the next
 * one, and matches too sparse for the largest window are read through the
 * GIN index.
 */
export async function newestMatches(
  db: Database,
  filters: SQL,
  tsquery: SQL,
  windows: SearchWindows = defaultWindows,
): Promise<Candidate[]> {
  // Few vacancies pass the filters (a small database, a municipality): match them all at once.
  if ((await countUpTo(db, filters, windows.first + 1)) <= windows.first) {
    return matchesIn(db, filters, tsquery, null);
  }
  const first = await matchesIn(db, filters, tsquery, windows.first);
  if (first.length >= searchCap) return first;
  const needed = first.length
    ? Math.ceil(((searchCap * windows.first) / first.length) * 1.25)
    : Infinity;
  if (needed <= windows.largest) {
    const next = await matchesIn(db, filters, tsquery, needed);
    if (next.length >= searchCap) return next;
  }
  return matchesIn(db, filters, tsquery, null);
}

/** The `jornada_es` tsquery of a prefix query from {@link toPrefixQuery}. */
export const textQuery = (prefixQuery: string) => sql`to_tsquery('jornada_es', ${prefixQuery})`;

/** Orders matches as the `sort` parameter asks (relevance puts featured vacancies first); ties go to the newest. */
export function sortMatches(matches: Candidate[], sort: 'relevance' | 'recent' | 'salary') {
  const newest = (a: Candidate, b: Candidate) => b.publishedAt - a.publishedAt || b.id - a.id;
  const by = {
    // Featured vacancies first (decision 40), then by relevance.
    relevance: (a: Candidate, b: Candidate) =>
      Number(b.featured ?? false) - Number(a.featured ?? false) || b.rank - a.rank || newest(a, b),
    recent: newest,
    salary: (a: Candidate, b: Candidate) => b.salaryMax - a.salaryMax || b.id - a.id,
  }[sort];
  return [...matches].sort(by);
}

/** The filters of a search without words, in the order their placeholders are named. */
const filterKeys = [
  'state_id',
  'municipality_id',
  'job_category_id',
  'modality',
  'salary_min',
  'verified_company',
] as const;

/** The filter of each key, comparing the column with the placeholder of the same name. */
const filterOf = {
  state_id: () => eq(vacancies.stateId, sql.placeholder('state_id')),
  municipality_id: () => eq(vacancies.municipalityId, sql.placeholder('municipality_id')),
  // A list parameter: `= any($n)` takes the column's array type, one statement for any count.
  job_category_id: () =>
    sql`${vacancies.jobCategoryId} = any(${sql.placeholder('job_category_id')})`,
  modality: () => sql`${vacancies.modality} = any(${sql.placeholder('modality')})`,
  salary_min: () => gte(vacancies.salaryMax, sql.placeholder('salary_min')),
  // No placeholder: the filter is on or off, and its bit in the statement's name says which.
  verified_company: verifiedCompany,
} satisfies Record<(typeof filterKeys)[number], () => SQL>;

/**
 * The prepared statements of a search without words, by filter set and
 * order: building drizzle's SQL was a large share of a request, and a named
 * statement spares PostgreSQL parsing it again on each connection.
 */
type ListStatements = ReturnType<typeof prepareList>;
const listStatements = new WeakMap<Database, Map<string, ListStatements>>();

function prepareList(db: Database, keys: (typeof filterKeys)[number][], bySalary: boolean) {
  // One bit per filter: PostgreSQL cuts statement names at 63 bytes, and names spelled out
  // from the filters collided there (two filter sets shared one truncated name: a 500).
  const mask = keys.reduce((bits, key) => bits | (1 << filterKeys.indexOf(key)), 0);
  const name = `search_vacancies_${mask}${bySalary ? '_salary' : ''}`;
  const where = and(sql`${vacancies.status} = 'publicada'`, ...keys.map((key) => filterOf[key]()));
  const capped = db
    .select({ one: sql`1` })
    .from(vacancies)
    .where(where)
    .limit(sql.placeholder('cap'))
    .as('capped');
  const order = bySalary ? [desc(vacancies.salaryMax), desc(vacancies.id)] : newestFirst;
  return {
    count: db.select({ n: count() }).from(capped).prepare(`${name}_count`),
    rows: selectVacancySummaries(db)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`${name}_rows`),
  };
}

/** A page of a search without words, through {@link prepareList}'s statements. */
function listPage(db: Database, query: VacancySearchQuery) {
  const keys = filterKeys.filter((key) => {
    const value = query[key];
    return Array.isArray(value) ? value.length > 0 : value;
  });
  const bySalary = query.sort === 'salary';
  const cacheKey = `${keys.join(',')}|${bySalary}`;
  let cache = listStatements.get(db);
  if (!cache) listStatements.set(db, (cache = new Map()));
  let statements = cache.get(cacheKey);
  if (!statements) cache.set(cacheKey, (statements = prepareList(db, keys, bySalary)));
  const values = Object.fromEntries(
    keys.filter((key) => key !== 'verified_company').map((key) => [key, query[key]]),
  );
  const { count: countStatement, rows: rowsStatement } = statements;
  return paginate({
    page: query.page,
    perPage: query.per_page,
    cap: searchCap,
    count: async (cap) => (await countStatement.execute({ ...values, cap }))[0]?.n ?? 0,
    rows: async (limit, offset) =>
      (await rowsStatement.execute({ ...values, limit, offset })).map(toVacancySummary),
  });
}

/** One page of `GET /api/v1/search/vacancies`. */
export async function searchVacancies(db: Database, query: VacancySearchQuery) {
  const prefixQuery = toPrefixQuery(query.q);
  if (!prefixQuery) return listPage(db, query);

  const filters = filtersOf(query);
  const { offset, limit } = pageWindow(query.page, query.per_page, searchCap);
  const tsquery = textQuery(prefixQuery);
  const matches = sortMatches(await newestMatches(db, filters, tsquery), query.sort ?? 'relevance');
  const ids = matches.slice(offset, offset + limit).map((match) => match.id);
  return {
    data: await vacancySummariesInOrder(db, ids),
    meta: pageMeta(query.page, query.per_page, matches.length, searchCap),
  };
}
