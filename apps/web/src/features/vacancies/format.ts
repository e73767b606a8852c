/**
 * Formatting of vacancy values for es-MX readers.
 */
import type { Vacancy } from '@jornada/api-client';
import { messages } from '../../messages.ts';

// Formatted by hand rather than with Intl: the first es-MX number or date
// format loads the locale's data, a long task on a slow phone while the list
// first renders (docs/decisions/0009-first-paint.md). The tests compare the
// output with Intl's.
const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "$12,000": pesos without cents, as `Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 })`. */
export function formatPesos(pesos: number): string {
  const digits = String(Math.round(Math.abs(pesos))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${pesos < 0 ? '-' : ''}$${digits}`;
}

/** "3 de noviembre de 2026" in local time, as `Intl.DateTimeFormat('es-MX', { dateStyle: 'long' })`. */
export function formatLongDate(value: Date): string {
  return `${value.getDate()} de ${months[value.getMonth()]} de ${value.getFullYear()}`;
}

/** "$12,000 – $15,000 al mes" from cents; the undisclosed label when both are 0. */
export function formatSalary(vacancy: Pick<Vacancy, 'salary_min' | 'salary_max'>): string {
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
export function formatPlace(vacancy: Pick<Vacancy, 'state' | 'municipality'>): string {
  return vacancy.municipality
    ? `${vacancy.municipality.name}, ${vacancy.state.name}`
    : vacancy.state.name;
}
