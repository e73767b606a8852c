import { describe, expect, it } from 'vitest';
import { messages } from '../../messages/messages.ts';

describe('the result count above the vacancy list', () => {
  it('says the exact count, with thousands grouped', () => {
    expect(messages.vacancies.results(1)).toBe('1 vacante');
    expect(messages.vacancies.results(312)).toBe('312 vacantes');
  });

  it('says "more than" when the server stopped counting at its cap', () => {
    expect(messages.vacancies.results(1000, true)).toBe('Más de 1,000 vacantes');
  });
});
