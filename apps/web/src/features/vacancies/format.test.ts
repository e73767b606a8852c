import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPesos, formatPublished, formatSalary } from './format.ts';

const intlPesos = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  maximumFractionDigits: 0,
});
const intlDate = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long' });

describe('vacancy formatting', () => {
  it('writes pesos as Intl does for es-MX', () => {
    for (const pesos of [0, 7, 999, 1000, 12000, 15499.5, 120000, 1234567, -2500])
      expect(formatPesos(pesos), String(pesos)).toBe(intlPesos.format(pesos));
  });

  it('writes long dates as Intl does for es-MX, every month', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, month + 1);
      expect(formatLongDate(date)).toBe(intlDate.format(date));
    }
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
