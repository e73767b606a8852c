import { describe, expect, it } from 'vitest';
import { formatPublished, formatSalary } from './format.ts';

describe('given vacancy values for es-MX readers', () => {
  it('when the salary has both, one or no bound → a range, "desde"/"hasta", or undisclosed', () => {
    expect(formatSalary({ salary_min: 1_200_000, salary_max: 1_500_000 })).toBe(
      '$12,000 – $15,000 al mes',
    );
    expect(formatSalary({ salary_min: 1_200_000, salary_max: 0 })).toBe('desde $12,000 al mes');
    expect(formatSalary({ salary_min: 0, salary_max: 1_500_000 })).toBe('hasta $15,000 al mes');
    expect(formatSalary({ salary_min: 0, salary_max: 0 })).toBe('Sueldo no publicado');
  });

  it('when the vacancy is published → the long date, otherwise nothing', () => {
    expect(formatPublished('2026-11-03T12:00:00')).toBe('Publicada el 3 de noviembre de 2026');
    expect(formatPublished(null)).toBe('');
  });
});
