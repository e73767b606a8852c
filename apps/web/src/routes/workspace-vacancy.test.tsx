import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { staffUser } from '../test/fixtures.ts';
import { aVacancy } from '../test/recruiting-fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const detail = 'GET /api/v1/vacancies/101';

describe('given a company vacancy (/empresa/3/vacantes/101)', () => {
  it('when an administrator rejected it → the status, the reason and only the moves its staff may make; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      [detail]: {
        data: aVacancy({
          status: 'rechazada',
          status_reason: 'La descripción incluye un teléfono personal.',
          next_statuses: ['en_revision', 'cerrada'],
        }),
      },
    });
    await renderRoute('/empresa/3/vacantes/101', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Operador de tractocamión full' }))
      .toBeVisible();
    await expect.element(page.getByText('Estado: Rechazada')).toBeVisible();
    await expect
      .element(page.getByRole('region', { name: 'Un administrador rechazó esta vacante' }))
      .toHaveTextContent(/La descripción incluye un teléfono personal\./);
    const moves = page.getByRole('region', { name: 'Cambiar estado' });
    await expect.element(moves.getByRole('button', { name: 'Enviar a revisión' })).toBeVisible();
    await expect.element(moves.getByRole('button', { name: 'Cerrar vacante' })).toBeVisible();
    expect(moves.getByRole('button').all()).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('when staff sends it to revision → PUT status, the new status and a toast', async () => {
    const api = fakeApi({
      [detail]: { data: aVacancy() },
      'PUT /api/v1/vacancies/101/status': {
        data: aVacancy({ status: 'en_revision', next_statuses: ['cerrada'] }),
      },
    });
    await renderRoute('/empresa/3/vacantes/101', { user: staffUser, api });
    await page.getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect
      .element(page.getByText('«Operador de tractocamión full»: En revisión'))
      .toBeVisible();
    await expect.element(page.getByText('Estado: En revisión')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'en_revision' });
  });

  it('when the server refuses a move → its Spanish message in a toast, the status unchanged', async () => {
    const api = fakeApi({
      [detail]: { data: aVacancy({ status: 'pausada', next_statuses: ['publicada', 'cerrada'] }) },
      'PUT /api/v1/vacancies/101/status': json(
        {
          message: 'La empresa todavía no está autorizada para publicar vacantes.',
          code: 'company_not_authorized',
        },
        409,
      ),
    });
    await renderRoute('/empresa/3/vacantes/101', { user: staffUser, api });
    await page.getByRole('button', { name: 'Reanudar' }).click();
    await expect
      .element(page.getByText('La empresa todavía no está autorizada para publicar vacantes.'))
      .toBeVisible();
    await expect.element(page.getByText('Estado: Pausada')).toBeVisible();
  });

  it('when staff edits a published one → the form starts from its values (tags included); PUT; the toast says it went back to revision', async () => {
    const published = aVacancy({ status: 'publicada', next_statuses: ['pausada', 'cerrada'] });
    const api = fakeApi({
      [detail]: { data: published },
      'GET /api/v1/states': { data: [{ id: 11, name: 'Guanajuato' }] },
      'GET /api/v1/job-categories': {
        data: [{ id: 4, name: 'Transporte y logística', slug: 'transporte-y-logistica' }],
      },
      'PUT /api/v1/vacancies/101': (request) =>
        json({
          data: aVacancy({
            ...(request.body as object),
            status: 'en_revision',
            next_statuses: ['cerrada'],
          }),
        }),
    });
    await renderRoute('/empresa/3/vacantes/101', { user: staffUser, api });
    await page.getByRole('button', { name: 'Editar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Editar Operador de tractocamión full' });
    await expect
      .element(sheet.getByRole('textbox', { name: 'Palabras clave' }))
      .toHaveValue('quinta rueda');
    await sheet.getByRole('textbox', { name: 'Título' }).fill('Operador de tractocamión sencillo');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(page.getByText(/volvió a revisión y sale de la búsqueda/).first())
      .toBeVisible();
    await expect.element(page.getByText('Estado: En revisión')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      title: 'Operador de tractocamión sencillo',
      salary_min: 1800000,
      salary_max: 2400000,
      state_id: 11,
      municipality_id: 1020,
      job_category_id: 4,
      tags: ['quinta rueda'],
    });
  });

  it('when staff duplicates it → POST of a draft copy with the same content, a toast and the copy’s page', async () => {
    const api = fakeApi({
      [detail]: { data: aVacancy({ status: 'publicada', next_statuses: ['pausada', 'cerrada'] }) },
      'POST /api/v1/companies/3/vacancies': (request) =>
        json({ data: aVacancy({ ...(request.body as object), id: 140 }) }, 201),
      'GET /api/v1/vacancies/140': {
        data: aVacancy({ id: 140, title: 'Operador de tractocamión full (copia)' }),
      },
    });
    const { router } = await renderRoute('/empresa/3/vacantes/101', { user: staffUser, api });
    await page.getByRole('button', { name: 'Duplicar' }).click();
    await expect
      .element(page.getByText('Se creó un borrador copia de «Operador de tractocamión full»'))
      .toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe('/empresa/3/vacantes/140');
    await expect
      .element(
        page.getByRole('heading', { level: 1, name: 'Operador de tractocamión full (copia)' }),
      )
      .toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Operador de tractocamión full (copia)',
      requirements: ['Licencia federal tipo E'],
      salary_min: 1800000,
      tags: ['quinta rueda'],
      submit: false,
    });
  });

  it('when staff opens the preview → the vacancy as seekers see it, without apply, and a note; no axe violations', async () => {
    const api = fakeApi({ [detail]: { data: aVacancy() } });
    await renderRoute('/empresa/3/vacantes/101', { user: staffUser, api });
    await page.getByRole('link', { name: 'Vista previa' }).click();
    await expect.element(page.getByRole('note')).toHaveTextContent(/Así la ve quien busca empleo/);
    await expect.element(page.getByRole('heading', { name: 'Requisitos' })).toBeVisible();
    await expect.element(page.getByText('Licencia federal tipo E')).toBeVisible();
    expect(page.getByRole('button', { name: /Postularme/ }).all()).toHaveLength(0);
    await expect
      .element(page.getByRole('link', { name: 'Volver a vacantes' }))
      .toHaveAttribute('href', '/empresa/3/vacantes/101');
    await expectNoAxeViolations();
  });

  it('when the vacancy belongs to another company → the 404', async () => {
    const api = fakeApi({
      [detail]: {
        data: aVacancy({
          company: {
            id: 8,
            name: 'Logística Occidente',
            slug: 'lo',
            verified: false,
            logo_url: null,
          },
        }),
      },
    });
    await renderRoute('/empresa/3/vacantes/101', { user: staffUser, api });
    await expect.element(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});
