import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aProfile, aUser, aVacancySummary, page as aPage } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const vacancy = {
  ...aVacancySummary({ id: 101, title: 'Operador de tractocamión full' }),
  description: 'Rutas León – Monterrey.',
  requirements: ['Licencia federal tipo B.'],
  benefits: ['Prestaciones de ley.'],
  positions: 2,
  created_at: '2026-11-01T12:00:00Z',
  updated_at: '2026-11-01T12:00:00Z',
};
const user = aUser({ id: 12 });
const profileUrl = 'GET /api/v1/users/12/profile';
const notFound = () => json({ message: 'Aún no tienes perfil.', code: 'not_found' }, 404);

/** A seeker API; `profile` answers the profile (404 while the seeker has none). */
function seekerApi(profile: () => object | Response) {
  return fakeApi({
    'GET /api/v1/vacancies/101': { data: vacancy },
    'GET /api/v1/bookmarks': aPage([]),
    'GET /api/v1/users/12/job-applications': aPage([]),
    'GET /api/v1/states': aPage([]),
    'GET /api/v1/soft-skills': aPage([]),
    [profileUrl]: profile,
  });
}

afterEach(() => sessionStorage.clear());

describe('given the application form (/solicitud-trabajo?vacante=101)', () => {
  it('when the seeker has no profile → they are told before typing, with what is missing and a link back, no axe violations', async () => {
    await renderRoute('/solicitud-trabajo?vacante=101', { api: seekerApi(notFound), user });
    const notice = page.getByRole('region', { name: 'Antes de postularte, completa tu perfil' });
    await expect.element(notice).toHaveTextContent(/Te falta: Puesto que buscas/);
    await expect
      .element(notice.getByRole('link', { name: 'Completar mi perfil' }))
      .toHaveAttribute(
        'href',
        `/mi-perfil?volver=${encodeURIComponent('/solicitud-trabajo?vacante=101')}&faltan=desired_position`,
      );
    await expectNoAxeViolations();
  });

  it('when the seeker has a profile → no notice, just the form', async () => {
    await renderRoute('/solicitud-trabajo?vacante=101', {
      api: seekerApi(() => ({ data: aProfile() })),
      user,
    });
    await expect
      .element(page.getByRole('textbox', { name: 'Carta de presentación' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('region', { name: 'Antes de postularte, completa tu perfil' }))
      .not.toBeInTheDocument();
  });

  it('when they type, complete the profile and save → back at the same application with what they typed', async () => {
    let saved: object | null = null;
    const api = seekerApi(() => (saved ? { data: saved } : notFound()));
    api.on({
      'POST /api/v1/users/12/profile': (request) => {
        saved = aProfile({
          desired_position: (request.body as { desired_position: string }).desired_position,
        });
        return json({ data: saved }, 201);
      },
    });
    const { router } = await renderRoute('/solicitud-trabajo?vacante=101', { api, user });
    await userEvent.fill(
      page.getByRole('textbox', { name: 'Carta de presentación' }),
      'Tengo diez años en rutas del Bajío.',
    );
    await userEvent.fill(page.getByLabelText('Sueldo mensual esperado (MXN)'), '21000');
    await page.getByRole('link', { name: 'Completar mi perfil' }).click();

    await expect.poll(() => router.state.location.pathname).toBe('/mi-perfil');
    const reason = page.getByRole('region', {
      name: 'Completa tu perfil para seguir con tu postulación',
    });
    await expect.element(reason).toHaveTextContent(/Te falta: Puesto que buscas/);
    await expectNoAxeViolations();
    await userEvent.fill(page.getByLabelText(/Puesto que buscas/), 'Operador de tractocamión');
    await page.getByRole('button', { name: 'Guardar perfil' }).click();

    await expect
      .poll(() => router.state.location.pathname + router.state.location.search)
      .toBe('/solicitud-trabajo?vacante=101');
    await expect
      .element(page.getByRole('textbox', { name: 'Carta de presentación' }))
      .toHaveValue('Tengo diez años en rutas del Bajío.');
    await expect.element(page.getByLabelText('Sueldo mensual esperado (MXN)')).toHaveValue('21000');
    await expect
      .element(page.getByRole('region', { name: 'Antes de postularte, completa tu perfil' }))
      .not.toBeInTheDocument();
  });

  it('when the application is sent → the draft is forgotten', async () => {
    const api = seekerApi(() => ({ data: aProfile() }));
    api.on({
      'POST /api/v1/job-applications': json({ data: { id: 501 } }, 201),
    });
    await renderRoute('/solicitud-trabajo?vacante=101', { api, user });
    await userEvent.fill(page.getByRole('textbox', { name: 'Carta de presentación' }), 'Hola.');
    expect(sessionStorage.getItem('jornada:solicitud:101')).toContain('Hola.');
    await page.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect
      .poll(() => api.calls.some((c) => c.key === 'POST /api/v1/job-applications'))
      .toBe(true);
    await expect.poll(() => sessionStorage.getItem('jornada:solicitud:101')).toBeNull();
  });
});

describe('given a vacancy (/vacantes/101) and a seeker', () => {
  it('with a complete profile → «Postularme con un clic» sends the application and says so', async () => {
    const api = seekerApi(() => ({ data: aProfile() }));
    api.on({
      'POST /api/v1/job-applications': json({ data: { id: 501 } }, 201),
    });
    await renderRoute('/vacantes/101', { api, user });
    await expect
      .element(page.getByRole('link', { name: 'Postularme con carta' }))
      .toHaveAttribute('href', '/solicitud-trabajo?vacante=101');
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Postularme con un clic' }).click();
    await expect.element(page.getByText('Tu postulación fue enviada.')).toBeVisible();
    expect(api.calls.find((c) => c.key === 'POST /api/v1/job-applications')?.body).toEqual({
      vacancy_id: 101,
    });
  });

  it('without a profile → no one-click apply; «Postularme» opens the form that says what is missing', async () => {
    await renderRoute('/vacantes/101', { api: seekerApi(notFound), user });
    await expect.element(page.getByRole('link', { name: 'Postularme' })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Postularme con un clic' }))
      .not.toBeInTheDocument();
  });
});
