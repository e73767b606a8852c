import { describe, expect, it } from 'vitest';
import { cardDigits, expiryState, isCardNumber } from './sandbox-cards.ts';

describe('given the sandbox card rules', () => {
  it('when a number is typed with spaces or dashes → its 16 digits count', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(isCardNumber('4000 0000 0000 0002')).toBe(true);
    expect(isCardNumber('4242 4242 4242')).toBe(false);
    expect(isCardNumber('4242 4242 4242 424x')).toBe(false);
  });

  it('when an expiry is typed → MM/AA of a month not yet ended is valid', () => {
    const now = new Date(2026, 10, 27);
    expect(expiryState('12/29', now)).toBe('ok');
    expect(expiryState('11/26', now)).toBe('ok');
    expect(expiryState('10/26', now)).toBe('past');
    expect(expiryState('13/29', now)).toBe('invalid');
    expect(expiryState('1229', now)).toBe('invalid');
  });
});
