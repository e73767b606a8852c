import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aProfile, aUser, aVacancySummary } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const at = '2026-11-20T16:00:00Z';
const vacancy = {
  ...aVacancySummary({ id: 101, title: 'Operador de tractocamión full' }),
  description: 'Rutas León – Monterrey.',
  requirements: [],
  benefits: [],
  positions: 2,
  created_at: at,
  updated_at: at,
};
const user = aUser({ id: 12 });
const url = '/solicitud-trabajo?vacante=101';

/** A new seeker: no profile yet (404), and the server saves one and takes the application. */
function newSeekerApi() {
  return fakeApi({
    'GET /api/v1/vacancies/101': { data: vacancy },
    'GET /api/v1/users/12/profile': json({ message: 'No encontrado.' }, 404),
    'POST /api/v1/users/12/profile': (request) =>
      json({ data: aProfile({ ...(request.body as object), completed_percentage: 10 }) }, 201),
    'POST /api/v1/job-applications': json({ data: { id: 55 } }, 201),
  });
}

const position = () => page.getByRole('textbox', { name: 'Puesto que buscas' });
const letter = () => page.getByRole('textbox', { name: 'Carta de presentación' });
const send = () => page.getByRole('button', { name: 'Enviar postulación' });
const writes = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method !== 'GET').map((call) => call.key);

describe('given a new seeker whose profile lacks «Puesto que buscas»', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks for it in the application form itself, and says what is missing', async () => {
    await renderRoute(url, { api: newSeekerApi(), user });
    await expect
      .element(page.getByRole('region', { name: 'Antes de postularte, completa tu perfil' }))
      .toHaveTextContent(/Te falta: Puesto que buscas\. Escríbelo aquí abajo/);
    await expect.element(position()).toBeVisible();
    await expect
      .element(page.getByText('Se guarda en tu perfil al enviar tu postulación.'))
      .toBeVisible();
    await expectNoAxeViolations();
  });

  it('when they send without it → the field says so and nothing is sent', async () => {
    const api = newSeekerApi();
    await renderRoute(url, { api, user });
    await userEvent.fill(letter(), 'Ocho años en rutas federales.');
    await userEvent.click(send());
    await expect
      .element(page.getByText('Escribe el puesto que buscas para postularte.'))
      .toBeVisible();
    await expect.element(position()).toHaveFocus();
    expect(writes(api)).toEqual([]);
    await expect.element(letter()).toHaveValue('Ocho años en rutas federales.');
  });

  it('when it is longer than the contract allows (150) → the limit, and nothing is sent', async () => {
    const api = newSeekerApi();
    await renderRoute(url, { api, user });
    await userEvent.fill(position(), 'a'.repeat(151));
    await userEvent.click(send());
    await expect.element(page.getByText('Usa como máximo 150 caracteres.')).toBeVisible();
    expect(writes(api)).toEqual([]);
  });

  it('when they fill it and send → the profile is saved, then the application, in one go', async () => {
    const api = newSeekerApi();
    const { router } = await renderRoute(url, { api, user });
    await userEvent.fill(position(), '  Operadora de tractocamión ');
    await userEvent.fill(letter(), 'Ocho años en rutas federales.');
    await userEvent.click(send());
    await expect.poll(() => router.state.location.pathname).toBe('/mis-postulaciones');
    expect(writes(api)).toEqual(['POST /api/v1/users/12/profile', 'POST /api/v1/job-applications']);
    const [profile, application] = api.calls.filter((call) => call.method === 'POST');
    expect(profile!.body).toMatchObject({ desired_position: 'Operadora de tractocamión' });
    expect(application!.body).toEqual({
      vacancy_id: 101,
      cover_letter: 'Ocho años en rutas federales.',
    });
  });

  it('when the server refuses the position → its message at the field, and what was typed stays', async () => {
    const api = newSeekerApi();
    api.on({
      'POST /api/v1/users/12/profile': json(
        {
          message: 'Revisa los datos marcados.',
          errors: { desired_position: ['Escribe un puesto real.'] },
        },
        422,
      ),
    });
    await renderRoute(url, { api, user });
    await userEvent.fill(position(), 'xx');
    await userEvent.fill(letter(), 'Ocho años en rutas federales.');
    await userEvent.click(send());
    await expect.element(page.getByText('Escribe un puesto real.')).toBeVisible();
    expect(writes(api)).toEqual(['POST /api/v1/users/12/profile']);
    await expect.element(letter()).toHaveValue('Ocho años en rutas federales.');
  });

  it('keeps what was typed in the position with the draft when they leave and come back', async () => {
    await renderRoute(url, { api: newSeekerApi(), user });
    await userEvent.fill(position(), 'Operadora');
    await userEvent.fill(letter(), 'Hola');
    await expect
      .poll(() => JSON.parse(sessionStorage.getItem('jornada:solicitud:101') ?? '{}'))
      .toMatchObject({ desired_position: 'Operadora', cover_letter: 'Hola' });
  });
});

describe('given a seeker with a complete profile', () => {
  it('asks for no profile field', async () => {
    const api = fakeApi({
      'GET /api/v1/vacancies/101': { data: vacancy },
      'GET /api/v1/users/12/profile': { data: aProfile() },
    });
    await renderRoute(url, { api, user });
    await expect.element(letter()).toBeVisible();
    await expect.element(position()).not.toBeInTheDocument();
    await expect
      .element(page.getByRole('region', { name: 'Antes de postularte, completa tu perfil' }))
      .not.toBeInTheDocument();
  });
});
