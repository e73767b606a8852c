import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aContainer } from '../test/container-fixtures.ts';
import { aTerminal, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const list = 'GET /api/v1/companies/3/containers';
const terminals = 'GET /api/v1/companies/3/terminals';

describe('given the containers screen (/empresa/3/contenedores)', () => {
  it('when the company has containers → a row each with its number (a link), kind, status and place; the nav names it; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      [list]: aPage([
        aContainer(),
        aContainer({
          id: 3308,
          number: 'MSKU9070323',
          type: 'reefer',
          size: 20,
          high_cube: false,
          status: 'en_ruta',
          location: null,
          is_empty: true,
        }),
      ]),
    });
    await renderRoute('/empresa/3/contenedores', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Contenedores' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Contenedores' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(page.getByRole('row').filter({ hasText: 'CSQU3054383' }))
      .toHaveTextContent(
        /40' Seco \(estándar\) · HC.*En patio.*Patio Manzanillo.*COSCO Shipping.*Lleno/,
      );
    await expect
      .element(page.getByRole('row').filter({ hasText: 'MSKU9070323' }))
      .toHaveTextContent(/20' Refrigerado.*En ruta.*Sin ubicación.*Vacío/);
    await expect
      .element(page.getByRole('link', { name: 'CSQU3054383' }))
      .toHaveAttribute('href', '/empresa/3/contenedores/3307');
    await expectNoAxeViolations();
  });

  it('when staff types in the search box → it asks searchContainers within the company', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      [list]: aPage([aContainer()]),
      'GET /api/v1/search/containers': aPage([aContainer()]),
    });
    const { router } = await renderRoute('/empresa/3/contenedores', { user: staffUser, api });
    await page
      .getByRole('searchbox', { name: 'Buscar por número, sello, línea o cliente' })
      .fill('cosco');
    await expect.poll(() => router.state.location.search).toBe('?q=cosco');
    await expect
      .poll(() => api.calls.find((c) => c.key === 'GET /api/v1/search/containers')?.url.search)
      .toBe('?q=cosco&company_id=3&page=1&per_page=10');
  });

  it('when staff registers one with a wrong check digit → the hint says so; the server 422 shows on the field with the typed number kept; fixed, POST and a toast', async () => {
    let answers = 0;
    const api = fakeApi({
      [list]: aPage([]),
      [terminals]: aPage([aTerminal()]),
      'POST /api/v1/companies/3/containers': (request) =>
        answers++ === 0
          ? json(
              {
                message: 'Los datos no son válidos.',
                errors: { number: ['El dígito verificador del número no es válido.'] },
              },
              422,
            )
          : json({ data: aContainer({ ...(request.body as object), id: 3400 }) }, 201),
    });
    await renderRoute('/empresa/3/contenedores', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nuevo contenedor' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo contenedor' });
    const number = sheet.getByRole('textbox', { name: 'Número' });
    await number.fill('csqu3054384');
    await expect
      .element(number)
      .toHaveAccessibleDescription(
        'El dígito verificador no coincide: para este número debe ser 3.',
      );
    await userEvent.click(sheet.getByRole('combobox', { name: /Tipo/ }));
    await userEvent.click(page.getByRole('option', { name: 'Seco (estándar)' }));
    await userEvent.click(sheet.getByRole('combobox', { name: /Tamaño/ }));
    await userEvent.click(page.getByRole('option', { name: "40'" }));
    await userEvent.click(sheet.getByRole('combobox', { name: 'Terminal' }));
    await userEvent.click(page.getByRole('option', { name: 'Patio Manzanillo (MZO-01)' }));
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('El dígito verificador del número no es válido.'))
      .toBeVisible();
    await expect.element(number).toHaveValue('csqu3054384');
    await expect.element(number).toHaveAttribute('aria-invalid', 'true');

    await number.fill('CSQU3054383');
    await expect.element(number).toHaveAccessibleDescription(/Dígito verificador correcto \(3\)/);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Contenedor CSQU3054383 registrado')).toBeVisible();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts[0]?.body).toMatchObject({ number: 'CSQU3054384' });
    expect(posts.at(-1)?.body).toEqual({
      number: 'CSQU3054383',
      type: 'dry',
      size: 40,
      high_cube: false,
      iso_type_code: null,
      status: 'en_patio',
      terminal_id: 9,
      owner: null,
      customer: null,
      tare_weight_kg: null,
      max_gross_weight_kg: null,
      seal_number: null,
      is_empty: false,
    });
  });

  it('when staff deletes one after confirming → DELETE and a toast', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      [list]: aPage([aContainer()]),
      'DELETE /api/v1/containers/3307': new Response(null, { status: 204 }),
    });
    await renderRoute('/empresa/3/contenedores', { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de CSQU3054383' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Eliminar CSQU3054383?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect.element(page.getByText('Contenedor CSQU3054383 eliminado')).toBeVisible();
  });
});
