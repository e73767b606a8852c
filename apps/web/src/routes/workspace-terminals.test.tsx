import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aTerminal, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const list = 'GET /api/v1/companies/3/terminals';

describe('given the terminals screen (/empresa/3/terminales)', () => {
  it('when the company has terminals → a row each with type, hours, geofence and status; no axe violations', async () => {
    const api = fakeApi({
      [list]: aPage([
        aTerminal({ location: { latitude: 19.05, longitude: -104.31 }, geofence_radius_m: 150 }),
        aTerminal({
          id: 10,
          name: 'Almacén Celaya',
          code: 'CEL-01',
          type: 'almacen',
          opening_time: null,
          active: false,
        }),
      ]),
    });
    await renderRoute('/empresa/3/terminales', { user: staffUser, api });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Terminales' })).toBeVisible();
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Patio Manzanillo' }))
      .toHaveTextContent(/MZO-01.*Patio de contenedores.*06:00–22:00.*150 m.*Activa/);
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Almacén Celaya' }))
      .toHaveTextContent(/Sin horario.*Sin geocerca.*Inactiva/);
    await expectNoAxeViolations();
  });

  it('when staff creates one → POST with the fields, and a toast', async () => {
    const api = fakeApi({
      [list]: aPage([]),
      'POST /api/v1/companies/3/terminals': (request) =>
        json({ data: aTerminal({ ...(request.body as object), id: 11 }) }, 201),
    });
    await renderRoute('/empresa/3/terminales', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nueva terminal' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nueva terminal' });
    await sheet.getByLabelText('Nombre').fill('Patio Lázaro Cárdenas');
    await sheet.getByLabelText('Clave').fill('LZC-01');
    await userEvent.click(sheet.getByRole('combobox', { name: /Tipo/ }));
    await userEvent.click(page.getByRole('option', { name: 'Terminal portuaria' }));
    await sheet.getByLabelText('Dirección').fill('Av. Lázaro Cárdenas 1, Michoacán');
    await sheet.getByLabelText('Latitud').fill('17.9569');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('Escribe la latitud y la longitud, o deja ambas vacías.'))
      .toBeVisible();
    await sheet.getByLabelText('Longitud').fill('-102.1943');
    await sheet.getByLabelText(/Abre/).fill('6:00');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('Usa el formato HH:MM, por ejemplo 06:00.')).toBeVisible();
    await sheet.getByLabelText(/Abre/).fill('06:00');
    await sheet.getByLabelText(/Cierra/).fill('22:30');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Terminal Patio Lázaro Cárdenas creada')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Patio Lázaro Cárdenas',
      code: 'LZC-01',
      type: 'portuaria',
      address: 'Av. Lázaro Cárdenas 1, Michoacán',
      latitude: 17.9569,
      longitude: -102.1943,
      opening_time: '06:00',
      closing_time: '22:30',
      geofence_radius_m: null,
      active: true,
    });
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('when staff gives a terminal a geofence radius → it needs the location, the server 422 shows on the field, then PUT sends it', async () => {
    let answers = 0;
    const api = fakeApi({
      [list]: aPage([aTerminal()]),
      'PUT /api/v1/terminals/9': (request) =>
        answers++ === 0
          ? json(
              {
                message: 'Los datos no son válidos.',
                errors: { geofence_radius_m: ['El radio no cabe en la zona de la terminal.'] },
              },
              422,
            )
          : json({ data: aTerminal({ ...(request.body as object) }) }),
    });
    await renderRoute('/empresa/3/terminales', { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de Patio Manzanillo' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Editar Patio Manzanillo' });
    const radius = sheet.getByRole('spinbutton', { name: 'Radio de geocerca (m)' });
    await expect.element(radius).toHaveAccessibleDescription(/Necesita la latitud y la longitud/);
    await radius.fill('10');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('El radio va de 20 a 5000 metros, sin decimales.'))
      .toBeVisible();
    await radius.fill('150');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('La geocerca necesita la latitud y la longitud de la terminal.'))
      .toBeVisible();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await sheet.getByLabelText('Latitud').fill('19.05');
    await sheet.getByLabelText('Longitud').fill('-104.31');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('El radio no cabe en la zona de la terminal.'))
      .toBeVisible();
    await expect.element(radius).toHaveValue(150);
    await expect.element(radius).toHaveAttribute('aria-invalid', 'true');

    // The failure toast covers the sheet's footer on a small viewport: submit from the field.
    await radius.fill('200');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Terminal Patio Manzanillo actualizada')).toBeVisible();
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(puts.at(-1)?.body).toMatchObject({
      latitude: 19.05,
      longitude: -104.31,
      geofence_radius_m: 200,
    });
  });

  it('when staff deletes one after confirming → DELETE and a toast', async () => {
    const api = fakeApi({
      [list]: aPage([aTerminal()]),
      'DELETE /api/v1/terminals/9': new Response(null, { status: 204 }),
    });
    await renderRoute('/empresa/3/terminales', { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de Patio Manzanillo' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Eliminar Patio Manzanillo?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect.element(page.getByText('Terminal Patio Manzanillo eliminada')).toBeVisible();
  });
});
