import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aProfile, aUser, aVacancySummary, page as aPage } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const user = aUser({ id: 12 });
const vacancy = {
  ...aVacancySummary({ id: 101, title: 'Operador de tractocamión full' }),
  description: 'Rutas León – Monterrey.',
  requirements: [],
  benefits: [],
  positions: 1,
  created_at: '2026-11-01T12:00:00Z',
  updated_at: '2026-11-01T12:00:00Z',
};

/** A seeker whose profile has what an application needs, so the form asks for nothing more. */
function applicationApi() {
  return fakeApi({
    'GET /api/v1/users/12/profile': {
      data: aProfile({ desired_position: 'Operador de tractocamión' }),
    },
    'GET /api/v1/vacancies/101': { data: vacancy },
    'GET /api/v1/users/12/job-applications': aPage([]),
  });
}

describe('given a seeker applying to a vacancy (/solicitud-trabajo)', () => {
  it('when the application is sent → a toast says so on the applications page', async () => {
    const api = applicationApi();
    api.on({ 'POST /api/v1/job-applications': json({ data: { id: 5 } }, 201) });
    const { router } = await renderRoute('/solicitud-trabajo?vacante=101', { api, user });
    await userEvent.click(page.getByRole('button', { name: 'Enviar postulación' }));
    await expect.poll(() => router.state.location.pathname).toBe('/mis-postulaciones');
    await expect.element(page.getByText('Tu postulación fue enviada.')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('when sending fails → a failure toast carries the server’s message and the letter stays', async () => {
    const api = applicationApi();
    api.on({
      'POST /api/v1/job-applications': json(
        { message: 'Ya te postulaste a esta vacante.', code: 'conflict' },
        409,
      ),
    });
    const { router } = await renderRoute('/solicitud-trabajo?vacante=101', { api, user });
    const letter = page.getByRole('textbox', { name: 'Carta de presentación' });
    await userEvent.fill(letter, 'Tengo cinco años en rutas largas.');
    await userEvent.click(page.getByRole('button', { name: 'Enviar postulación' }));
    await expect.element(page.getByText('No pudimos enviar tu postulación.')).toBeVisible();
    await expect.element(page.getByText('Ya te postulaste a esta vacante.').first()).toBeVisible();
    await expect.element(letter).toHaveValue('Tengo cinco años en rutas largas.');
    expect(router.state.location.pathname).toBe('/solicitud-trabajo');
  });
});
