import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money.ts';

describe('formatMoney', () => {
  it('given integer cents → Mexican pesos with two decimals', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100000000)).toBe('$1,000,000.00');
  });
});

describe('parseMoney', () => {
  it.each([
    ['1,234.50', 123450],
    ['1234.50', 123450],
    ['1234.5', 123450],
    ['1234', 123400],
    ['$1,234.50', 123450],
    ['$ 1,234.50', 123450],
    ['MXN 80', 8000],
    ['80 MXN', 8000],
    ['.5', 50],
    ['0.05', 5],
    ['1,000,000', 100000000],
    ['-20', -2000],
    ['-$1,234.50', -123450],
  ])('given %s → %i cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it('given empty text → null', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('  ')).toBeNull();
    // A lone currency sign is nothing typed yet.
    expect(parseMoney('$')).toBeNull();
  });

  it.each(['abc', '1.234,50', '12,34', '1.234', '1,2345', '-', '.', '1e3', '12.5.0'])(
    'given %s → NaN (not an amount)',
    (text) => {
      expect(parseMoney(text)).toBeNaN();
    },
  );

  it('given any cents → parseMoney(formatMoney(cents)) gives them back', () => {
    for (const cents of [0, 1, 9, 10, 99, 100, 12345, 123450, 99999999, -1, -123450, 2 ** 40]) {
      expect(parseMoney(formatMoney(cents))).toBe(cents);
    }
  });
});
