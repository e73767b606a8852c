import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPesos, formatPublished, formatSalary } from './format.ts';

describe('vacancy formatting', () => {
  it('writes pesos as a Mexican reader expects: dollar sign, comma thousands, no cents', () => {
    expect(formatPesos(0)).toBe('$0');
    expect(formatPesos(999)).toBe('$999');
    expect(formatPesos(12000)).toBe('$12,000');
    expect(formatPesos(1234567)).toBe('$1,234,567');
    expect(formatPesos(15499.5)).toBe('$15,500');
  });

  it('writes long dates in Spanish, lower-case month', () => {
    expect(formatLongDate(new Date(2026, 10, 3))).toBe('3 de noviembre de 2026');
    expect(formatLongDate(new Date(2026, 0, 31))).toBe('31 de enero de 2026');
  });

  it('shows a salary range per month, one amount, or the undisclosed label', () => {
    expect(formatSalary({ salary_min: 1_200_000, salary_max: 1_500_000 })).toBe(
      '$12,000 – $15,000 al mes',
    );
    expect(formatSalary({ salary_min: 0, salary_max: 1_500_000 })).toBe('$15,000 al mes');
    expect(formatSalary({ salary_min: 0, salary_max: 0 })).toBe('Sueldo no publicado');
  });

  it('says when a vacancy was published', () => {
    expect(formatPublished('2026-11-03T12:00:00')).toBe('Publicada el 3 de noviembre de 2026');
    expect(formatPublished(null)).toBe('');
  });
});
