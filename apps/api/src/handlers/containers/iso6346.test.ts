/**
 * ISO 6346 check digits against published container numbers (the contract's
 * example and numbers from the standard's literature and carriers' sites).
 */
import { describe, expect, it } from 'vitest';
import { checkDigit, normalizeContainerNumber, verifyContainerNumber } from './iso6346.ts';

describe('ISO 6346 container numbers', () => {
  it('computes the check digit of known numbers', () => {
    expect(checkDigit('CSQU305438')).toBe(3);
    expect(checkDigit('MSKU907032')).toBe(3);
    // The BIC's own example.
    expect(checkDigit('BICU123456')).toBe(5);
  });

  it('accepts a number with its check digit and names the right digit when it is wrong', () => {
    expect(verifyContainerNumber('CSQU3054383')).toEqual({ ok: true });
    expect(verifyContainerNumber('CSQU3054384')).toEqual({
      ok: false,
      reason: 'check_digit',
      expected: 3,
    });
  });

  it('refuses numbers of the wrong shape', () => {
    for (const bad of ['CSQ3054383', 'CSQX3054383', 'CSQU305438', 'csqu3054383', ''])
      expect(verifyContainerNumber(bad)).toEqual({ ok: false, reason: 'format' });
  });

  it('normalises what people type', () => {
    expect(normalizeContainerNumber('csqu 305438-3')).toBe('CSQU3054383');
  });
});
