/**
 * Vacancy life cycle (docs/decisions/0003-vacancy-status.md, contract
 * `VacancyStatusInput`) and the checks of a vacancy input.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobCategories, municipalities, states, tags, type vacancies } from '../../db/schema.ts';
import { slugify } from '../company-data.ts';
import { HttpError } from '../../http/errors.ts';
import type { Schema } from '../../http/operations.ts';

/** Who may make a transition. */
type Actor = 'staff' | 'admin';

const transitions: Record<string, Record<string, Actor>> = {
  borrador: { en_revision: 'staff', cerrada: 'staff' },
  en_revision: { publicada: 'admin', rechazada: 'admin', cerrada: 'staff' },
  publicada: { pausada: 'staff', cerrada: 'staff' },
  pausada: { publicada: 'staff', cerrada: 'staff' },
  rechazada: { en_revision: 'staff', cerrada: 'staff' },
  cerrada: {},
};

/**
 * The statuses a company's staff may move a vacancy in `from` to (ADR 0003; contract
 * `Vacancy.next_statuses`, decision 45): the administrator's moves are not listed.
 */
export function staffMoves(from: string): Array<Schema<'VacancyStatus'>> {
  return Object.entries(transitions[from] ?? {})
    .filter(([, who]) => who === 'staff')
    .map(([to]) => to as Schema<'VacancyStatus'>);
}

/**
 * Whether a transition is allowed for the caller.
 * @returns `ok`, `forbidden` (needs an administrator) or `invalid` (not a transition).
 */
export function checkTransition(
  from: string,
  to: string,
  admin: boolean,
): 'ok' | 'forbidden' | 'invalid' {
  const who = transitions[from]?.[to];
  if (!who) return 'invalid';
  return who === 'admin' && !admin ? 'forbidden' : 'ok';
}

/** The contract's `VacancyInput`. */
export interface VacancyInput {
  title: string;
  description: string;
  requirements?: string[];
  benefits?: string[];
  salary_min: number;
  salary_max: number;
  modality: string;
  employment_type: string;
  positions: number;
  state_id: number;
  municipality_id?: number | null;
  job_category_id: number;
  tags?: string[];
  submit?: boolean;
}

/** Checks salaries and references (422 with field errors). */
export async function checkVacancyInput(db: Database, input: VacancyInput): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (input.salary_max && input.salary_max < input.salary_min) {
    errors.salary_max = ['El salario máximo no puede ser menor que el mínimo.'];
  }
  const [state] = await db
    .select({ id: states.id })
    .from(states)
    .where(eq(states.id, input.state_id));
  if (!state) errors.state_id = ['El estado no existe.'];
  if (input.municipality_id) {
    const [muni] = await db
      .select()
      .from(municipalities)
      .where(eq(municipalities.id, input.municipality_id));
    if (!muni) errors.municipality_id = ['El municipio no existe.'];
    else if (muni.stateId !== input.state_id)
      errors.municipality_id = ['El municipio no pertenece al estado.'];
  }
  const [category] = await db
    .select({ id: jobCategories.id })
    .from(jobCategories)
    .where(eq(jobCategories.id, input.job_category_id));
  if (!category) errors.job_category_id = ['La categoría no existe.'];
  if (Object.keys(errors).length)
    throw new HttpError(422, 'Revisa los datos de la vacante.', 'unprocessable', errors);
}

/** Column values of a vacancy input. */
export function vacancyColumns(input: VacancyInput) {
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    requirements: input.requirements ?? [],
    benefits: input.benefits ?? [],
    salaryMin: input.salary_min,
    salaryMax: input.salary_max,
    modality: input.modality,
    employmentType: input.employment_type,
    positions: input.positions,
    stateId: input.state_id,
    municipalityId: input.municipality_id ?? null,
    jobCategoryId: input.job_category_id,
    tags: input.tags ?? [],
  };
}

/** Statuses an administrator's approval has been given to: an edit of their content needs a new one. */
const approvedStatuses = ['publicada', 'pausada'];

/**
 * Whether an edit sends the vacancy back to review (ADR 0003): it was approved
 * (`publicada` or `pausada`) and any field of the input changes what
 * candidates would see (text, lists, salary, place, category, tags, positions).
 */
export function needsReview(
  vacancy: typeof vacancies.$inferSelect,
  columns: ReturnType<typeof vacancyColumns>,
): boolean {
  if (!approvedStatuses.includes(vacancy.status)) return false;
  return (Object.keys(columns) as (keyof typeof columns)[]).some(
    (key) => JSON.stringify(columns[key]) !== JSON.stringify(vacancy[key]),
  );
}

/** Adds new vacancy tags to the `tags` catalogue and refreshes their usage counts. */
export async function syncTags(db: Database, names: string[] | undefined): Promise<void> {
  const unique = [...new Map((names ?? []).map((n) => [slugify(n), n.trim()])).entries()];
  for (const [slug, name] of unique) {
    await db.insert(tags).values({ slug, name }).onConflictDoNothing();
    await db
      .update(tags)
      .set({
        usageCount: sql`(select count(*)::int from vacancies v where v.tags @> jsonb_build_array(${name}::text))`,
      })
      .where(eq(tags.slug, slug));
  }
}
