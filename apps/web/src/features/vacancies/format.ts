/**
 * Formatting of vacancy values for es-MX readers.
 */
import type { Vacancy } from '@jornada/api-client';
import { messages } from '../../messages.ts';

const currency = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  maximumFractionDigits: 0,
});
const date = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long' });

/** "$12,000 – $15,000 al mes" from cents; the undisclosed label when both are 0. */
export function formatSalary(vacancy: Pick<Vacancy, 'salary_min' | 'salary_max'>): string {
  const { salary_min: min, salary_max: max } = vacancy;
  if (!min && !max) return messages.vacancies.salaryUndisclosed;
  const range =
    min && max && min !== max
      ? `${currency.format(min / 100)} – ${currency.format(max / 100)}`
      : currency.format((max || min) / 100);
  return `${range} ${messages.vacancies.perMonth}`;
}

/** "Publicada el 3 de noviembre de 2026", or '' when unpublished. */
export function formatPublished(publishedAt: string | null): string {
  return publishedAt ? messages.vacancies.published(date.format(new Date(publishedAt))) : '';
}

/** "Zapopan, Jalisco" or "Jalisco". */
export function formatPlace(vacancy: Pick<Vacancy, 'state' | 'municipality'>): string {
  return vacancy.municipality
    ? `${vacancy.municipality.name}, ${vacancy.state.name}`
    : vacancy.state.name;
}
