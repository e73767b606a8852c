import { describe, expect, it } from 'vitest';
import { switchCompanyHref } from './switch-company.ts';

describe('switching companies keeps the section', () => {
  it.each([
    ['/empresa/3', '/empresa/8'],
    ['/empresa/3/', '/empresa/8'],
    ['/empresa/3/departamentos', '/empresa/8/departamentos'],
    ['/empresa/3/empleados/importar', '/empresa/8/empleados/importar'],
    ['/empresa/3/tickets/310', '/empresa/8/tickets'],
  ])('given %s → %s', (from, to) => {
    expect(switchCompanyHref(from, 8)).toBe(to);
  });
});
