/**
 * Reads vacancies with their company, place and category, and shapes them as
 * the contract's `Vacancy` schema.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companies, jobCategories, municipalities, states, vacancies } from '../db/schema.ts';

/** A select over vacancies joined with everything `Vacancy` shows. */
export function selectVacancies(db: Database) {
  return db
    .select({
      vacancy: vacancies,
      company: {
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        verified: companies.verified,
        logo_url: companies.logoUrl,
      },
      state: { id: states.id, name: states.name },
      municipality: { id: municipalities.id, name: municipalities.name },
      category: { id: jobCategories.id, name: jobCategories.name, slug: jobCategories.slug },
    })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .innerJoin(states, eq(states.id, vacancies.stateId))
    .innerJoin(jobCategories, eq(jobCategories.id, vacancies.jobCategoryId))
    .leftJoin(municipalities, eq(municipalities.id, vacancies.municipalityId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectVacancies>['execute']>>[number];

/** One joined row as a contract `Vacancy`. */
export function toVacancy({ vacancy: v, company, state, municipality, category }: Row) {
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    requirements: v.requirements,
    benefits: v.benefits,
    salary_min: v.salaryMin,
    salary_max: v.salaryMax,
    currency: v.currency,
    modality: v.modality,
    employment_type: v.employmentType,
    status: v.status,
    positions: v.positions,
    state,
    municipality: municipality?.id ? municipality : null,
    job_category: category,
    company,
    published_at: v.publishedAt?.toISOString() ?? null,
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
  };
}
