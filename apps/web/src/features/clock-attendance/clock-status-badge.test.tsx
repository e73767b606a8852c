/**
 * The status badge names every `ClockStatus` in Spanish (docs/decisions/0044-lateness-rules.md):
 * an employee not arrived while the shift runs reads «Sin registro aún», an absence «Falta».
 */
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ClockStatusBadge, clockStatuses } from './clock-status-badge.tsx';

describe('given the status badge', () => {
  it('when it shows each status → its Spanish name, pending as «Sin registro aún», absent as «Falta»', async () => {
    await render(
      <ul>
        {clockStatuses.map((status) => (
          <li key={status} data-testid={status}>
            <ClockStatusBadge status={status} />
          </li>
        ))}
      </ul>,
    );
    const names = {
      en_turno: 'En turno',
      en_receso: 'En receso',
      retardo: 'Retardo',
      falta: 'Falta',
      salida: 'Salida',
      sin_registro: 'Sin registro aún',
      descanso: 'Descanso',
    } satisfies Record<(typeof clockStatuses)[number], string>;
    for (const status of clockStatuses)
      await expect
        .element(page.getByTestId(status))
        .toHaveTextContent(new RegExp(`^${names[status]}$`));
  });
});
