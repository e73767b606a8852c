import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoneyRange,
  formatNumber,
  formatPesos,
  parseCalendarDate,
} from './format.ts';

describe('given the es-MX formatters', () => {
  let zone: string | undefined;
  beforeEach(() => {
    zone = process.env.TZ;
    // West of Greenwich, where reading '2020-03-01' as UTC midnight gives 29 February.
    process.env.TZ = 'America/Mexico_City';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('when a date-only value is formatted in Mexico City → it is the same calendar date', () => {
    expect(formatDate('2020-03-01', 'month')).toBe('mar 2020');
    expect(formatDate('2020-03-01')).toBe('1 de marzo de 2020');
    expect(parseCalendarDate('2026-01-01')?.getDate()).toBe(1);
  });

  it('when an instant is formatted → it is shown in local time', () => {
    expect(formatDateTime('2026-03-01T06:30:00Z').replace(/\s/g, ' ')).toBe(
      '1 mar 2026, 12:30 a.m.',
    );
    expect(formatDate('2026-03-01T03:00:00Z')).toBe('28 de febrero de 2026');
  });

  it('when a value is empty or not a date → empty text, not "Invalid Date"', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('nope')).toBe('');
    expect(formatDateTime('')).toBe('');
  });

  it('when a salary has one bound → "desde" or "hasta", never "$0"', () => {
    expect(formatMoneyRange(1_200_000, 0)).toBe('desde $12,000');
    expect(formatMoneyRange(0, 1_500_000)).toBe('hasta $15,000');
    expect(formatMoneyRange(1_200_000, null)).toBe('desde $12,000');
    expect(formatMoneyRange(1_200_000, 1_500_000)).toBe('$12,000 – $15,000');
    expect(formatMoneyRange(1_200_000, 1_200_000)).toBe('$12,000');
    expect(formatMoneyRange(0, 0)).toBe('');
  });

  it('when numbers and pesos are formatted → es-MX grouping', () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatPesos(123_456)).toBe('$1,235');
  });
});
