import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { page as aPage, staffUser, aVacancySummary } from '../test/fixtures.ts';
import { aVacancy } from '../test/recruiting-fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const list = 'GET /api/v1/companies/3/vacancies';
const counts = 'POST /api/v1/vacancies-count';
const reference = {
  'GET /api/v1/states': { data: [{ id: 11, name: 'Guanajuato' }] },
  'GET /api/v1/job-categories': {
    data: [{ id: 4, name: 'Transporte y logística', slug: 'transporte-y-logistica' }],
  },
};

describe('given the company vacancies screen (/empresa/3/vacantes)', () => {
  it('when the company has vacancies → a row each with its title (a link), status, place and salary; the counts per status; the nav names it; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      [list]: aPage([
        aVacancySummary({ status: 'publicada' }),
        aVacancySummary({ id: 102, title: 'Despachador de tráfico', status: 'rechazada' }),
      ]),
      [counts]: { data: { total: 1, by_status: { publicada: 1, rechazada: 1, borrador: 2 } } },
    });
    await renderRoute('/empresa/3/vacantes', { user: staffUser, api });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Vacantes' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Vacantes' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Operador de tractocamión full' }))
      .toHaveTextContent(/Publicada.*León, Guanajuato.*\$18,000.*\$24,000.*Transporte y logística/);
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Despachador de tráfico' }))
      .toHaveTextContent(/Rechazada/);
    await expect
      .element(page.getByRole('link', { name: 'Despachador de tráfico' }))
      .toHaveAttribute('href', '/empresa/3/vacantes/102');
    const byStatus = page.getByRole('list', { name: 'Vacantes por estado' });
    await expect.element(byStatus).toHaveTextContent(/Todas: 4.*Borrador: 2.*Publicada: 1/);
    expect(api.calls.find((c) => c.key === counts)?.body).toEqual({ company_id: 3 });
    await expectNoAxeViolations();
  });

  it('when staff filters by a status → the URL keeps it and the list asks for that status', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      [list]: aPage([aVacancySummary()]),
      [counts]: { data: { total: 1, by_status: { publicada: 1 } } },
    });
    const { router } = await renderRoute('/empresa/3/vacantes', { user: staffUser, api });
    await page.getByRole('button', { name: /Estado/ }).click();
    await userEvent.click(page.getByRole('option', { name: /En revisión/ }));
    await expect.poll(() => router.state.location.search).toContain('status=en_revision');
    await expect
      .poll(() =>
        api.calls
          .filter((c) => c.key === list)
          .at(-1)
          ?.url.searchParams.get('status'),
      )
      .toBe('en_revision');
  });

  it('when staff creates one and sends it to revision → the server 422 shows on the field with what was typed kept; fixed, POST with the contract fields and a toast', async () => {
    let answers = 0;
    const api = fakeApi({
      [list]: aPage([]),
      [counts]: { data: { total: 0, by_status: {} } },
      ...reference,
      'POST /api/v1/companies/3/vacancies': (request) =>
        answers++ === 0
          ? json(
              {
                message: 'Los datos no son válidos.',
                errors: { title: ['Ya tienes una vacante con este título.'] },
              },
              422,
            )
          : json({ data: aVacancy({ ...(request.body as object), status: 'en_revision' }) }, 201),
    });
    await renderRoute('/empresa/3/vacantes', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nueva vacante' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nueva vacante' });
    const title = sheet.getByRole('textbox', { name: 'Título' });
    await title.fill('Operador de quinta rueda');
    await sheet
      .getByRole('textbox', { name: 'Descripción' })
      .fill('Rutas León–Monterrey con carga seca; salidas desde León.');
    await sheet
      .getByRole('textbox', { name: 'Requisitos' })
      .fill('Licencia federal tipo E\n\nExperiencia de 2 años');
    await sheet.getByRole('textbox', { name: /Sueldo mínimo/ }).fill('22000');
    await sheet.getByRole('textbox', { name: /Sueldo máximo/ }).fill('28000');
    await sheet.getByRole('spinbutton', { name: 'Plazas' }).fill('3');
    await userEvent.click(sheet.getByRole('combobox', { name: /Estado de la república/ }));
    await userEvent.click(page.getByRole('option', { name: 'Guanajuato' }));
    await userEvent.click(sheet.getByRole('combobox', { name: /Categoría/ }));
    await userEvent.click(page.getByRole('option', { name: 'Transporte y logística' }));
    await sheet.getByRole('textbox', { name: 'Palabras clave' }).fill('quinta rueda, rutas');
    await sheet.getByRole('switch', { name: 'Enviar a revisión al guardar' }).click();
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('Ya tienes una vacante con este título.')).toBeVisible();
    await expect.element(title).toHaveValue('Operador de quinta rueda');

    await title.fill('Operador de quinta rueda León');
    // The failure toast may cover 'Guardar': Enter submits the form.
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByText('Vacante «Operador de quinta rueda León» enviada a revisión'))
      .toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST' && c.key !== counts).at(-1)?.body).toEqual({
      title: 'Operador de quinta rueda León',
      description: 'Rutas León–Monterrey con carga seca; salidas desde León.',
      requirements: ['Licencia federal tipo E', 'Experiencia de 2 años'],
      benefits: [],
      salary_min: 2200000,
      salary_max: 2800000,
      modality: 'presencial',
      employment_type: 'tiempo_completo',
      positions: 3,
      state_id: 11,
      municipality_id: null,
      job_category_id: 4,
      tags: ['quinta rueda', 'rutas'],
      submit: true,
    });
  });

  it('when staff types a maximum salary below the minimum → the form says so and sends nothing', async () => {
    const api = fakeApi({
      [list]: aPage([]),
      [counts]: { data: { total: 0, by_status: {} } },
      ...reference,
    });
    await renderRoute('/empresa/3/vacantes', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nueva vacante' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nueva vacante' });
    await sheet.getByRole('textbox', { name: /Sueldo mínimo/ }).fill('30000');
    await sheet.getByRole('textbox', { name: /Sueldo máximo/ }).fill('20000');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('El sueldo máximo debe ser igual o mayor que el mínimo.'))
      .toBeVisible();
    expect(api.calls.some((c) => c.key === 'POST /api/v1/companies/3/vacancies')).toBe(false);
  });
});
