/**
 * The vacancy form's values (contract `VacancyInput`): its zod
 * schema, the values of an existing vacancy, and the input a form's values send. Requirements and
 * benefits are typed one per line; tags separated by commas; salaries in cents of MXN (the money
 * field's unit), 0 meaning not disclosed.
 */
import type { components } from '@jornada/api-client';
import { z } from 'zod';
import { messages } from '../../messages/messages.ts';
import { recruitingMessages } from '../../messages/recruiting-messages.ts';

type Schemas = components['schemas'];
type Vacancy = Schemas['Vacancy'];
type VacancyInput = Schemas['VacancyInput'];

const m = recruitingMessages.vacancies;
const modalities = Object.keys(messages.modality) as [
  Schemas['VacancyModality'],
  ...Schemas['VacancyModality'][],
];
const employmentTypes = Object.keys(messages.employmentType) as [
  Schemas['EmploymentType'],
  ...Schemas['EmploymentType'][],
];

/** The lines of a textarea, trimmed, without the empty ones. */
export function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The comma-separated words of a text field, trimmed, without the empty ones. */
export function commaList(text: string): string[] {
  return text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}

const between = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, { error: m.textBetween(min, max) })
    .max(max, { error: m.textBetween(min, max) });
const listText = z.string().refine((text) => lines(text).length <= 30, { error: m.tooMany(30) });
const cents = z.number({ error: m.salaryHint }).int().min(0).nullable();

/** The form's schema; salaries are checked against each other as the server does. */
export const vacancySchema = z
  .object({
    title: between(5, 150),
    description: between(20, 10000),
    requirements: listText,
    benefits: listText,
    salary_min: cents,
    salary_max: cents,
    modality: z.enum(modalities, { error: m.chooseOption }),
    employment_type: z.enum(employmentTypes, { error: m.chooseOption }),
    positions: z
      .number({ error: m.positionsInvalid })
      .int({ error: m.positionsInvalid })
      .min(1, { error: m.positionsInvalid })
      .max(999, { error: m.positionsInvalid }),
    state_id: z.string().min(1, { error: m.chooseOption }),
    municipality_id: z.number().nullable(),
    job_category_id: z.string().min(1, { error: m.chooseOption }),
    tags: z.string(),
    submit: z.boolean(),
  })
  .refine((v) => !v.salary_max || !v.salary_min || v.salary_max >= v.salary_min, {
    error: m.salaryOrder,
    path: ['salary_max'],
  });

/** What the form holds. */
export type VacancyFormValues = z.input<typeof vacancySchema>;

/** The form's values of `vacancy`, or of a new one. */
export function vacancyFormValues(vacancy?: Vacancy): VacancyFormValues {
  return {
    title: vacancy?.title ?? '',
    description: vacancy?.description ?? '',
    requirements: (vacancy?.requirements ?? []).join('\n'),
    benefits: (vacancy?.benefits ?? []).join('\n'),
    salary_min: vacancy?.salary_min ?? null,
    salary_max: vacancy?.salary_max ?? null,
    modality: vacancy?.modality ?? 'presencial',
    employment_type: vacancy?.employment_type ?? 'tiempo_completo',
    positions: vacancy?.positions ?? 1,
    state_id: vacancy ? String(vacancy.state.id) : '',
    municipality_id: vacancy?.municipality?.id ?? null,
    job_category_id: vacancy ? String(vacancy.job_category.id) : '',
    tags: (vacancy?.tags ?? []).join(', '),
    submit: false,
  };
}

/** The contract input of validated form values. */
export function vacancyInput(values: z.output<typeof vacancySchema>): VacancyInput {
  return {
    title: values.title,
    description: values.description,
    requirements: lines(values.requirements),
    benefits: lines(values.benefits),
    salary_min: values.salary_min ?? 0,
    salary_max: values.salary_max ?? 0,
    modality: values.modality,
    employment_type: values.employment_type,
    positions: values.positions,
    state_id: Number(values.state_id),
    municipality_id: values.municipality_id,
    job_category_id: Number(values.job_category_id),
    tags: commaList(values.tags),
    submit: values.submit,
  };
}

/**
 * The input that duplicates `vacancy` as a new draft (docs/decisions/0027-vacancy-console.md): the same content, the
 * title marked as a copy (cut to the contract's 150 characters).
 */
export function duplicateInput(vacancy: Vacancy): VacancyInput {
  return {
    title: recruitingMessages.detail.copyOf(vacancy.title).slice(0, 150),
    description: vacancy.description,
    requirements: vacancy.requirements,
    benefits: vacancy.benefits,
    salary_min: vacancy.salary_min,
    salary_max: vacancy.salary_max,
    modality: vacancy.modality,
    employment_type: vacancy.employment_type,
    positions: vacancy.positions,
    state_id: vacancy.state.id,
    municipality_id: vacancy.municipality?.id ?? null,
    job_category_id: vacancy.job_category.id,
    tags: vacancy.tags ?? [],
    submit: false,
  };
}

export { employmentTypes, modalities };
