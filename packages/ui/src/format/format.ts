/**
 * The one set of es-MX formatters for money, numbers and dates (money in integer cents of MXN; date-only values are
 * calendar dates, never instants). Every screen formats through these, so a
 * date never shifts by a time zone and a salary never prints "$0".
 */
import { uiListMessages as uiMessages } from '../list-messages.ts';

const locale = 'es-MX';
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // Cached per key and time zone: the process's zone can change (tests, SSR).
  const zoned = `${key}|${Intl.DateTimeFormat().resolvedOptions().timeZone}`;
  let format = cache.get(zoned) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(zoned, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/**
 * A whole number or a decimal with es-MX grouping: `12000` → '12,000'.
 *
 * @param value - any finite number.
 */
export function formatNumber(value: number): string {
  return numberFormat('number', {}).format(value);
}

/**
 * Whole pesos from integer cents, without centavos: `1_200_000` → '$12,000'.
 * For amounts where centavos matter (balances, charges) use `formatMoney`.
 *
 * @param cents - an amount in integer cents of MXN.
 */
export function formatPesos(cents: number): string {
  return numberFormat('pesos', {
    style: 'currency',
    currency: 'MXN',
    maximumFractionDigits: 0,
  }).format(cents / 100);
}

/**
 * A salary or price range in whole pesos from cents, where 0 (or `null`) means
 * "not given": '$12,000 – $15,000', 'desde $12,000',
 * 'hasta $15,000', '$12,000' when both bounds are equal, '' when neither is given.
 *
 * @param minCents - the lower bound in cents of MXN, 0/null when open.
 * @param maxCents - the upper bound in cents of MXN, 0/null when open.
 */
export function formatMoneyRange(
  minCents: number | null | undefined,
  maxCents: number | null | undefined,
): string {
  const min = minCents || 0;
  const max = maxCents || 0;
  if (!min && !max) return '';
  if (min && max) {
    return min === max
      ? formatPesos(min)
      : uiMessages.format.range(formatPesos(Math.min(min, max)), formatPesos(Math.max(min, max)));
  }
  return min ? uiMessages.format.from(formatPesos(min)) : uiMessages.format.upTo(formatPesos(max));
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date-only value ('2026-03-01') as the calendar date it
 * names, at local midnight — never as UTC midnight, which is the previous day
 * west of Greenwich. Date-times are read as instants.
 *
 * @param value - 'YYYY-MM-DD', an ISO 8601 date-time, or a `Date`.
 * @returns the `Date`, or `null` when `value` is empty or not a date.
 */
export function parseCalendarDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const match = dateOnly.exec(value);
  const date = match
    ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** How much of a date to print; `month` is 'mar 2026'. */
export type DateStyle = 'full' | 'long' | 'medium' | 'short' | 'month';

const dateStyles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  full: { dateStyle: 'full' },
  long: { dateStyle: 'long' },
  medium: { dateStyle: 'medium' },
  short: { dateStyle: 'short' },
  month: { month: 'short', year: 'numeric' },
};

/**
 * A date in es-MX: 'long' → '1 de marzo de 2026', 'month' → 'mar 2026'.
 * Date-only strings are calendar dates ({@link parseCalendarDate}).
 *
 * @param value - 'YYYY-MM-DD', an ISO date-time or a `Date`.
 * @param style - how much to print (default 'long').
 * @returns the text, or '' when `value` is empty or not a date.
 */
export function formatDate(
  value: string | Date | null | undefined,
  style: DateStyle = 'long',
): string {
  const date = parseCalendarDate(value);
  return date ? dateFormat(`date:${style}`, dateStyles[style]).format(date) : '';
}

/**
 * An instant in the reader's local time: 'medium' → '1 mar 2026, 9:30'.
 *
 * @param value - an ISO 8601 date-time or a `Date`.
 * @param style - the date part's length (default 'medium'); the time is always short.
 * @returns the text, or '' when `value` is empty or not a date.
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  style: Exclude<DateStyle, 'month'> = 'medium',
): string {
  const date = parseCalendarDate(value);
  return date
    ? dateFormat(`datetime:${style}`, { dateStyle: style, timeStyle: 'short' }).format(date)
    : '';
}
