import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.ts';
import { getInitials } from './avatar.tsx';

describe('getInitials', () => {
  it('takes the first letter of the first two words, upper-cased', () => {
    expect(getInitials('maría josé lópez')).toBe('MJ');
    expect(getInitials('  Ana  ')).toBe('A');
    expect(getInitials('')).toBe('');
  });
});

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones as written', () => {
    expect(formatMessage('Página {page} de {pageCount}', { page: 2, pageCount: 5 })).toBe(
      'Página 2 de 5',
    );
    expect(formatMessage('Hola {nombre}', {})).toBe('Hola {nombre}');
  });
});
