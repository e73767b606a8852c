/**
 * Formatting of vacancy values for es-MX readers, on the shared formatters of
 * `@jornada/ui` (one set for money, numbers and dates).
 */
import type { VacancySummary } from '@jornada/api-client';
import { formatDate, formatMoneyRange } from '@jornada/ui';
import { publicMessages as messages } from '../../messages/public-messages.ts';

/**
 * The monthly salary from cents: "$12,000 – $15,000 al mes", "desde $12,000 al mes",
 * "hasta $15,000 al mes"; the undisclosed label when neither bound is given (0).
 */
export function formatSalary(vacancy: Pick<VacancySummary, 'salary_min' | 'salary_max'>): string {
  const range = formatMoneyRange(vacancy.salary_min, vacancy.salary_max);
  return range ? `${range} ${messages.vacancies.perMonth}` : messages.vacancies.salaryUndisclosed;
}

/** "Publicada el 3 de noviembre de 2026", or '' when unpublished. */
export function formatPublished(publishedAt: string | null): string {
  return publishedAt ? messages.vacancies.published(formatDate(publishedAt)) : '';
}

/** "Zapopan, Jalisco" or "Jalisco". */
export function formatPlace(vacancy: Pick<VacancySummary, 'state' | 'municipality'>): string {
  return vacancy.municipality
    ? `${vacancy.municipality.name}, ${vacancy.state.name}`
    : vacancy.state.name;
}
