import { describe, expect, it } from 'vitest';
import { moveLabel } from './ticket-status.ts';

describe('ticket move labels', () => {
  it.each([
    ['abierto', 'en_proceso', 'Iniciar atención'],
    ['en_espera', 'en_proceso', 'Reanudar atención'],
    ['resuelto', 'en_proceso', 'Reabrir'],
    ['en_proceso', 'resuelto', 'Marcar como resuelto'],
    ['resuelto', 'cerrado', 'Cerrar ticket'],
    ['abierto', 'cancelado', 'Cancelar ticket'],
  ] as const)('given %s → %s, the button reads %j', (from, to, label) => {
    expect(moveLabel(from, to)).toBe(label);
  });
});
