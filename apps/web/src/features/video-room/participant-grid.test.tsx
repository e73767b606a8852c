import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import type { RemoteParticipant } from './call-state.ts';
import { ParticipantGrid } from './participant-grid.tsx';

/** A live picture from a canvas, as a remote participant's camera would arrive. */
function picture(): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 90;
  canvas.getContext('2d')!.fillRect(0, 0, 160, 90);
  return canvas.captureStream(5);
}

function remote(
  id: string,
  role: 'empresa' | 'candidato',
  name: string,
  extra: Partial<RemoteParticipant> = {},
): RemoteParticipant {
  return {
    participant: { id, user_id: 1, role, name },
    stream: picture(),
    muted: false,
    cameraOff: false,
    status: 'connected',
    ...extra,
  };
}

describe('given an interviewer panel in the room (decision 54)', () => {
  it('the candidate sees each interviewer’s picture named with their role and what they muted, then their own; no axe violations', async () => {
    render(
      <main>
        <h1>Sala de entrevista</h1>
        <ParticipantGrid
          remotes={[
            remote('a', 'empresa', 'Ricardo Salinas'),
            remote('b', 'empresa', 'Alejandra Vega', { muted: true, cameraOff: true }),
            remote('c', 'empresa', 'Sofía Núñez', { status: 'reconnecting', stream: null }),
          ]}
          localStream={picture()}
          sharing={false}
          ownRole="candidato"
          muted={false}
          cameraOff={false}
        />
      </main>,
    );
    const grid = page.getByRole('list', { name: 'Participantes de la llamada' });
    await expect.element(grid).toBeVisible();
    expect(grid.getByRole('listitem').all()).toHaveLength(4);
    for (const name of ['Ricardo Salinas', 'Alejandra Vega', 'Sofía Núñez'])
      await expect
        .element(page.getByLabelText(`Video de ${name} (Entrevistador)`))
        .toHaveAttribute('data-testid', 'remote-video');
    await expect
      .element(page.getByLabelText('Video de Ricardo Salinas (Entrevistador)'))
      .toHaveAttribute('data-state', 'live');
    await expect
      .element(page.getByLabelText('Video de Sofía Núñez (Entrevistador)'))
      .toHaveAttribute('data-state', 'empty');
    const alejandra = grid.getByRole('listitem').filter({ hasText: 'Alejandra Vega' });
    await expect.element(alejandra.getByText('Micrófono silenciado')).toBeVisible();
    await expect.element(alejandra.getByText('Cámara apagada')).toBeVisible();
    const ricardo = grid.getByRole('listitem').filter({ hasText: 'Ricardo Salinas' });
    await expect.element(ricardo.getByText('Micrófono silenciado')).not.toBeInTheDocument();
    await expect
      .element(
        grid.getByRole('listitem').filter({ hasText: 'Sofía Núñez' }).getByText('Reconectando'),
      )
      .toBeVisible();
    const own = grid.getByRole('listitem').filter({ hasText: 'Tú' });
    await expect.element(own.getByText('Candidato')).toBeVisible();
    await expect.element(own.getByLabelText('Tu video')).toHaveAttribute('data-state', 'live');
    await expectNoAxeViolations();
  });

  it('an interviewer sees the candidate labelled «Candidato» and the other interviewer «Entrevistador»', async () => {
    render(
      <main>
        <h1>Sala de entrevista</h1>
        <ParticipantGrid
          remotes={[
            remote('x', 'candidato', 'Mariana López'),
            remote('y', 'empresa', 'Alejandra Vega'),
          ]}
          localStream={picture()}
          sharing={false}
          ownRole="empresa"
          muted
          cameraOff={false}
        />
      </main>,
    );
    await expect.element(page.getByLabelText('Video de Mariana López (Candidato)')).toBeVisible();
    await expect
      .element(page.getByLabelText('Video de Alejandra Vega (Entrevistador)'))
      .toBeVisible();
    const own = page.getByRole('listitem').filter({ hasText: 'Tú' });
    await expect.element(own.getByText('Entrevistador')).toBeVisible();
    await expect.element(own.getByText('Micrófono silenciado')).toBeVisible();
    await expectNoAxeViolations();
  });
});
