import { describe, expect, it } from 'vitest';
import { allowedMoves } from './ticket-status.ts';

describe('ticket status moves', () => {
  it.each([
    ['abierto', ['en_proceso', 'cancelado']],
    ['en_proceso', ['en_espera', 'resuelto', 'cancelado']],
    ['en_espera', ['en_proceso', 'cancelado']],
    ['resuelto', ['cerrado', 'en_proceso']],
    ['cerrado', []],
    ['cancelado', []],
  ] as const)('given %s → may move to %j', (status, to) => {
    expect(allowedMoves(status)).toEqual(to);
  });
});
