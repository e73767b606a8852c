import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser, aVacancySummary, page as aPage } from '../test/fixtures.ts';
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

function seekerApi() {
  return fakeApi({
    'GET /api/v1/vacancies/101': { data: vacancy },
    'GET /api/v1/bookmarks': aPage([]),
    'GET /api/v1/users/12/job-applications': aPage([]),
    'POST /api/v1/vacancies/101/bookmark': json(
      { data: { id: 77, vacancy: aVacancySummary(), created_at: '2026-11-27T12:00:00Z' } },
      201,
    ),
    'DELETE /api/v1/bookmark-vacancy/101': new Response(null, { status: 204 }),
  });
}

describe('given a vacancy (/vacantes/:id) and a signed-in seeker', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    localStorage.removeItem('jornada.seeker.outbox.v1.12');
  });

  it('when offline they save it → it waits in the outbox, the banner counts it, and it is sent once back online', async () => {
    const api = seekerApi();
    await renderRoute('/vacantes/101', { api, user });
    await expect.element(page.getByRole('button', { name: 'Guardar vacante' })).toBeVisible();
    onlineManager.setOnline(false);
    await expect
      .element(page.getByText(/^Sin conexión\. Puedes ver lo que ya abriste/))
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Guardar vacante' }));
    await expect
      .element(
        page.getByText(
          'Sin conexión: guardaremos la vacante en tus favoritos al volver la conexión.',
        ),
      )
      .toBeVisible();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Sin conexión: 1 acción pendiente.' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Guardada en favoritos' }))
      .toHaveAttribute('aria-pressed', 'true');
    const posts = () =>
      api.calls.filter((call) => call.key === 'POST /api/v1/vacancies/101/bookmark').length;
    expect(posts()).toBe(0);
    expect(JSON.parse(localStorage.getItem('jornada.seeker.outbox.v1.12') ?? '[]')).toEqual([
      { type: 'bookmark', vacancyId: 101 },
    ]);
    await expectNoAxeViolations();
    onlineManager.setOnline(true);
    await expect.poll(posts).toBe(1);
    await expect.poll(() => localStorage.getItem('jornada.seeker.outbox.v1.12')).toBeNull();
    await expect.element(page.getByText(/Sin conexión/).first()).not.toBeInTheDocument();
  });

  it('when opened → the document is titled after the vacancy and its company (WCAG 2.4.2)', async () => {
    await renderRoute('/vacantes/101', { api: seekerApi(), user });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Operador de tractocamión full' }))
      .toBeVisible();
    await expect
      .poll(() => document.title)
      .toBe('Operador de tractocamión full en Transportes del Bajío: Jornada');
  });

  it('when they save it → a toast says so and «Deshacer» removes it again', async () => {
    const api = seekerApi();
    await renderRoute('/vacantes/101', { api, user });
    await userEvent.click(page.getByRole('button', { name: 'Guardar vacante' }));
    await expect.element(page.getByText('Guardaste la vacante en tus favoritos.')).toBeVisible();
    await expectNoAxeViolations();
    await userEvent.click(page.getByRole('button', { name: 'Deshacer' }));
    await expect
      .poll(() => api.calls.some((call) => call.key === 'DELETE /api/v1/bookmark-vacancy/101'))
      .toBe(true);
    await expect.element(page.getByText('Quitaste la vacante de tus favoritos.')).toBeVisible();
  });

  it('when saving fails → a failure toast carries the server’s message', async () => {
    const api = seekerApi();
    api.on({
      'POST /api/v1/vacancies/101/bookmark': json(
        { message: 'Esta vacante ya no está publicada.', code: 'conflict' },
        409,
      ),
    });
    await renderRoute('/vacantes/101', { api, user });
    await userEvent.click(page.getByRole('button', { name: 'Guardar vacante' }));
    await expect.element(page.getByText('No pudimos completar la acción.')).toBeVisible();
    await expect.element(page.getByText('Esta vacante ya no está publicada.')).toBeVisible();
  });
});
