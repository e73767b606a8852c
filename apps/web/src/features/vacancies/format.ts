/**
 * Formatting of vacancy values for es-MX readers.
 */
import type { VacancySummary } from '@jornada/api-client';
import { messages } from '../../messages.ts';

let pesos: Intl.NumberFormat | undefined;
let longDate: Intl.DateTimeFormat | undefined;

/** "$12,000": pesos without cents, with `Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })`. */
export function formatPesos(amount: number): string {
  pesos ??= new Intl.NumberFormat('es-MX', {
    style: 'currency',
    currency: 'MXN',
    maximumFractionDigits: 0,
  });
  return pesos.format(amount);
}

/** "3 de noviembre de 2026" in local time, with `Intl.DateTimeFormat('es-MX', { dateStyle: 'long' })`. */
export function formatLongDate(value: Date): string {
  longDate ??= new Intl.DateTimeFormat('es-MX', { dateStyle: 'long' });
  return longDate.format(value);
}

/** "$12,000 – $15,000 al mes" from cents; the undisclosed label when both are 0. */
export function formatSalary(vacancy: Pick<VacancySummary, 'salary_min' | 'salary_max'>): string {
  const { salary_min: min, salary_max: max } = vacancy;
  if (!min && !max) return messages.vacancies.salaryUndisclosed;
  const range =
    min && max && min !== max
      ? `${formatPesos(min / 100)} – ${formatPesos(max / 100)}`
      : formatPesos((max || min) / 100);
  return `${range} ${messages.vacancies.perMonth}`;
}

/** "Publicada el 3 de noviembre de 2026", or '' when unpublished. */
export function formatPublished(publishedAt: string | null): string {
  return publishedAt ? messages.vacancies.published(formatLongDate(new Date(publishedAt))) : '';
}

/** "Zapopan, Jalisco" or "Jalisco". */
export function formatPlace(vacancy: Pick<VacancySummary, 'state' | 'municipality'>): string {
  return vacancy.municipality
    ? `${vacancy.municipality.name}, ${vacancy.state.name}`
    : vacancy.state.name;
}
