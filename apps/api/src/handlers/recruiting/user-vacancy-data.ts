/**
 * Vacancies people publish without a company (openapi/README.md decision 12):
 * the joined read shaped as the contract's `UserVacancy`, the checks of a
 * `UserVacancyInput` and its column values.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobCategories, municipalities, states, userVacancies, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { checkVacancyInput, vacancyColumns, type VacancyInput } from './vacancy-rules.ts';
import type { Schema } from '../../http/operations.ts';
import { placeColumns, vacancyFields } from './vacancy-serializer.ts';

/** The contract's `UserVacancyInput`: a `VacancyInput` with a status and a contact instead of a company. */
export interface UserVacancyInput extends Omit<VacancyInput, 'submit'> {
  status?: string;
  contact_email?: string | null;
  contact_phone?: string | null;
}

/** A select over user vacancies joined with everything `UserVacancy` shows. */
export function selectUserVacancies(db: Database) {
  return db
    .select({
      vacancy: userVacancies,
      publisher: {
        id: users.id,
        name: users.name,
        surname: users.surname,
        lastname: users.lastname,
      },
      ...placeColumns,
    })
    .from(userVacancies)
    .innerJoin(users, eq(users.id, userVacancies.userId))
    .innerJoin(states, eq(states.id, userVacancies.stateId))
    .innerJoin(jobCategories, eq(jobCategories.id, userVacancies.jobCategoryId))
    .leftJoin(municipalities, eq(municipalities.id, userVacancies.municipalityId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectUserVacancies>['execute']>>[number];

/** One joined row as a contract `UserVacancy`. */
export function toUserVacancy({ vacancy: v, publisher, state, municipality, category }: Row) {
  return {
    ...vacancyFields(v, { state, municipality, category }),
    status: v.status as Schema<'UserVacancy'>['status'],
    tags: v.tags,
    publisher: {
      id: publisher.id,
      name: [publisher.name, publisher.surname, publisher.lastname].filter(Boolean).join(' '),
    },
    contact_email: v.contactEmail,
    contact_phone: v.contactPhone,
  };
}

/** One user vacancy as a contract `UserVacancy`, or undefined. */
export async function loadUserVacancy(db: Database, id: number) {
  const [row] = await selectUserVacancies(db).where(eq(userVacancies.id, id));
  return row ? toUserVacancy(row) : undefined;
}

/**
 * Checks salaries, references and the contact of a published vacancy.
 * @throws 422 with Spanish field errors.
 */
export async function checkUserVacancyInput(
  db: Database,
  input: UserVacancyInput,
  status: string,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  try {
    await checkVacancyInput(db, { ...input, submit: false });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    Object.assign(errors, error.errors);
  }
  if (status === 'publicada' && !input.contact_email?.trim() && !input.contact_phone?.trim()) {
    const message = 'Indica un correo o un teléfono de contacto para publicar la vacante.';
    errors.contact_email = [message];
    errors.contact_phone = [message];
  }
  if (Object.keys(errors).length)
    throw new HttpError(422, 'Revisa los datos de la vacante.', 'unprocessable', errors);
}

/** Column values of a user vacancy input. */
export function userVacancyColumns(input: UserVacancyInput) {
  return {
    ...vacancyColumns(input),
    contactEmail: input.contact_email?.trim() || null,
    contactPhone: input.contact_phone?.trim() || null,
  };
}
