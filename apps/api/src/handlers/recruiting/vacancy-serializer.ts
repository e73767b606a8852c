/**
 * Reads vacancies with their company, place and category, and shapes them as
 * the contract's `Vacancy` schema (the detail) or `VacancySummary` (every list
 * and search: only what a result card shows).
 */
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, jobCategories, municipalities, states, vacancies } from '../../db/schema.ts';
import type { Schema } from '../../http/operations.ts';
import { staffMoves } from './vacancy-rules.ts';

type Vacancy = Schema<'Vacancy'>;

/** The place and category columns every vacancy read joins (company and user vacancies). */
export const placeColumns = {
  state: { id: states.id, name: states.name },
  municipality: { id: municipalities.id, name: municipalities.name },
  category: { id: jobCategories.id, name: jobCategories.name, slug: jobCategories.slug },
};

/** The columns a company vacancy and a user vacancy share. */
interface VacancyLikeRow {
  id: number;
  title: string;
  description: string;
  requirements: string[];
  benefits: string[];
  salaryMin: number;
  salaryMax: number;
  currency: string;
  modality: string;
  employmentType: string;
  status: string;
  positions: number;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The enumerated fields of a vacancy row, as the contract types them (the
 * columns are text holding only the contract's values).
 */
function vacancyEnums(
  v: Pick<VacancyLikeRow, 'currency' | 'modality' | 'employmentType' | 'status'>,
) {
  return {
    currency: v.currency as Vacancy['currency'],
    modality: v.modality as Vacancy['modality'],
    employment_type: v.employmentType as Vacancy['employment_type'],
    status: v.status as Vacancy['status'],
  };
}

/**
 * The fields `Vacancy` and `UserVacancy` share, from a row and its joined
 * place and category (see {@link placeColumns}).
 */
export function vacancyFields<V extends VacancyLikeRow>(
  v: V,
  place: {
    state: { id: number; name: string };
    municipality: { id: number; name: string } | null;
    category: { id: number; name: string; slug: string };
  },
) {
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    requirements: v.requirements,
    benefits: v.benefits,
    salary_min: v.salaryMin,
    salary_max: v.salaryMax,
    ...vacancyEnums(v),
    positions: v.positions,
    state: place.state,
    municipality: place.municipality?.id ? place.municipality : null,
    job_category: place.category,
    published_at: v.publishedAt?.toISOString() ?? null,
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
  };
}

/** The company columns a vacancy shows (`CompanySummary`). */
const companyColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  verified: companies.verified,
  logo_url: companies.logoUrl,
};

/** A select over vacancies joined with everything `Vacancy` shows. */
export function selectVacancies(db: Database) {
  return db
    .select({
      vacancy: vacancies,
      company: companyColumns,
      ...placeColumns,
    })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .innerJoin(states, eq(states.id, vacancies.stateId))
    .innerJoin(jobCategories, eq(jobCategories.id, vacancies.jobCategoryId))
    .leftJoin(municipalities, eq(municipalities.id, vacancies.municipalityId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectVacancies>['execute']>>[number];

/** One joined row as a contract `Vacancy`. */
export function toVacancy({ vacancy, company, state, municipality, category }: Row) {
  return {
    ...vacancyFields(vacancy, { state, municipality, category }),
    // Bought with the company's balance (decision 40); a past end is null.
    ...featuredFields(vacancy.featuredUntil),
    company,
    // Decision 45: what the company's screens need to edit and move it.
    tags: vacancy.tags,
    status_reason: vacancy.status === 'rechazada' ? vacancy.statusReason : null,
    next_statuses: staffMoves(vacancy.status),
  };
}

/**
 * A select over vacancies joined with what `VacancySummary` shows: the
 * vacancy's own summary columns only, never its description, requirements,
 * benefits or tags.
 */
export function selectVacancySummaries(db: Database) {
  return db
    .select({
      vacancy: {
        id: vacancies.id,
        title: vacancies.title,
        salaryMin: vacancies.salaryMin,
        salaryMax: vacancies.salaryMax,
        currency: vacancies.currency,
        modality: vacancies.modality,
        employmentType: vacancies.employmentType,
        status: vacancies.status,
        publishedAt: vacancies.publishedAt,
        // Read from the row already fetched: no join, no change to the search's plan.
        featuredUntil: vacancies.featuredUntil,
      },
      company: companyColumns,
      ...placeColumns,
    })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .innerJoin(states, eq(states.id, vacancies.stateId))
    .innerJoin(jobCategories, eq(jobCategories.id, vacancies.jobCategoryId))
    .leftJoin(municipalities, eq(municipalities.id, vacancies.municipalityId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectVacancySummaries>['execute']>>[number];

/** One joined row as a contract `VacancySummary`. */
export function toVacancySummary({
  vacancy: v,
  company,
  state,
  municipality,
  category,
}: SummaryRow) {
  return {
    id: v.id,
    title: v.title,
    salary_min: v.salaryMin,
    salary_max: v.salaryMax,
    ...vacancyEnums(v),
    state,
    municipality: municipality?.id ? municipality : null,
    job_category: category,
    company,
    published_at: v.publishedAt?.toISOString() ?? null,
    ...featuredFields(v.featuredUntil),
  };
}

/**
 * `featured` and `featured_until` of a summary (decision 40): featured while
 * `featured_until` is in the future; a past end answers false and null.
 */
export function featuredFields(until: Date | null, now = new Date()) {
  const featured = until !== null && until.getTime() > now.getTime();
  return { featured, featured_until: featured ? until.toISOString() : null };
}

/**
 * The vacancies matching `where` in `order`, `limit` from `offset`, as contract
 * `VacancySummary` objects: the `rows` of a paginated vacancy listing.
 */
export async function vacancyRows(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
) {
  const rows = await selectVacancySummaries(db)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map(toVacancySummary);
}

/** The summaries of the given vacancies, in the order of `ids` (unknown ids are left out). */
export async function vacancySummariesInOrder(db: Database, ids: number[]) {
  if (!ids.length) return [];
  const rows = await selectVacancySummaries(db).where(inArray(vacancies.id, ids));
  const byId = new Map(rows.map((row) => [row.vacancy.id, toVacancySummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
