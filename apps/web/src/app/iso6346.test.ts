import { describe, expect, it } from 'vitest';
import { containerCheckDigit, isValidContainerNumber } from './iso6346.ts';

describe('given an ISO 6346 container number', () => {
  it('when it is a real one → its check digit matches', () => {
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    expect(isValidContainerNumber('CSQU3054383')).toBe(true);
    expect(isValidContainerNumber('MSKU9070323')).toBe(true);
  });

  it('when the digit is wrong or the shape is not the contract’s → it is not valid', () => {
    expect(isValidContainerNumber('CSQU3054384')).toBe(false);
    expect(isValidContainerNumber('CSQX3054383')).toBe(false);
    expect(isValidContainerNumber('CSQU305438')).toBe(false);
    expect(containerCheckDigit('CSQ')).toBeNull();
  });

  it('when the remainder is 10 → the digit is 0', () => {
    // MSCU100007: the weighted sum modulo 11 is 10.
    expect(containerCheckDigit('MSCU100007')).toBe(0);
    expect(isValidContainerNumber('MSCU1000070')).toBe(true);
  });
});
