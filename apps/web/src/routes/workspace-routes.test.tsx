import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aRoute, aUnit, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute, type FakeRequest } from '../test/render-route.tsx';

const list = 'GET /api/v1/companies/3/routes';
const leonSilao = aRoute();
const irapuato = aRoute({
  id: 14,
  name: 'Silao – Irapuato',
  code: 'R-SIL-IRA',
  origin: 'Silao, Gto.',
  destination: 'Irapuato, Gto.',
  stops: [],
  units_count: 0,
  active: false,
});
const units = {
  'GET /api/v1/companies/3/units': aPage([
    aUnit(),
    aUnit({ id: 31, economic_number: 'T-031', plate: 'GTO-4521' }),
  ]),
};
const bodyOf = (api: { calls: FakeRequest[] }, key: string) =>
  api.calls.filter((c) => c.key === key).map((c) => c.body);

describe('given the routes screen (/empresa/3/rutas)', () => {
  it('when the company has routes → a row each with name, code, origin → destination, stops, units and whether it is active; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({ [list]: aPage([leonSilao, irapuato]) });
    await renderRoute('/empresa/3/rutas', { user: staffUser, api });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Rutas' })).toBeVisible();
    const rows = page.getByRole('row');
    await expect
      .element(rows.filter({ hasText: 'León – Silao' }))
      .toHaveTextContent(/R-LEO-SIL.*León, Gto\. → Silao, Gto\..*2 paradas.*1.*Activa/);
    await expect
      .element(rows.filter({ hasText: 'Silao – Irapuato' }))
      .toHaveTextContent(/0 paradas.*0.*Inactiva/);
    await expectNoAxeViolations();
  });

  it('when ?active=false and a search are in the URL → they go to the request', async () => {
    const api = fakeApi({ [list]: aPage([irapuato]) });
    await renderRoute('/empresa/3/rutas?active=false&q=silao', { user: staffUser, api });
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Silao – Irapuato' }))
      .toBeVisible();
    expect(api.calls.find((c) => c.key === list)?.url.search).toBe(
      '?page=1&per_page=10&q=silao&active=false',
    );
  });

  it('when staff creates a route with stops reordered by keyboard and a unit → POST with the stops numbered in the new order, then the units', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi({
      ...units,
      [list]: aPage([]),
      'POST /api/v1/companies/3/routes': (request) =>
        json({ data: aRoute({ ...(request.body as object), id: 20 }) }, 201),
      'POST /api/v1/routes/20/units': { data: aRoute({ id: 20, name: 'León – Puerto Interior' }) },
    });
    await renderRoute('/empresa/3/rutas', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nueva ruta' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nueva ruta' });
    await sheet.getByLabelText('Nombre', { exact: false }).first().fill('León – Puerto Interior');
    await sheet.getByLabelText('Origen').fill('León, Gto.');
    await sheet.getByLabelText('Destino').fill('Silao, Gto.');
    await expect.element(sheet.getByText('La ruta aún no tiene paradas.')).toBeVisible();
    const stops = sheet.getByRole('group', { name: /^Parada \d/ });
    for (const [index, [name, lat, lng]] of [
      ['Puerto Interior', '20.9694', '-101.4539'],
      ['Central de Autobuses León', '21.1397', '-101.6707'],
    ].entries()) {
      await sheet.getByRole('button', { name: 'Agregar parada' }).click();
      const stop = sheet.getByRole('group', { name: `Parada ${index + 1}` });
      await stop.getByLabelText('Nombre de la parada').fill(name!);
      await stop.getByLabelText('Latitud').fill(lat!);
      await stop.getByLabelText('Longitud').fill(lng!);
    }
    await expect.poll(() => stops.elements().length).toBe(2);
    // Keyboard: focus 'Subir parada 2', press Enter → it becomes stop 1, announced.
    (sheet.getByRole('button', { name: 'Subir parada 2' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(sheet.getByRole('status').filter({ hasText: /posición/ }))
      .toHaveTextContent('Central de Autobuses León: ahora en la posición 1 de 2.');
    await expect
      .element(sheet.getByRole('group', { name: 'Parada 1' }).getByLabelText('Nombre de la parada'))
      .toHaveValue('Central de Autobuses León');
    await expect.element(sheet.getByRole('button', { name: 'Bajar parada 1' })).toHaveFocus();
    await userEvent.type(sheet.getByRole('combobox', { name: 'Unidades' }), 'T-031');
    await userEvent.keyboard('{Enter}');
    await expectNoAxeViolations();
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Ruta León – Puerto Interior creada')).toBeVisible();
    expect(bodyOf(api, 'POST /api/v1/companies/3/routes')).toEqual([
      {
        name: 'León – Puerto Interior',
        code: '',
        origin: 'León, Gto.',
        destination: 'Silao, Gto.',
        distance_km: null,
        estimated_minutes: null,
        stops: [
          {
            order: 1,
            name: 'Central de Autobuses León',
            location: { latitude: 21.1397, longitude: -101.6707 },
          },
          {
            order: 2,
            name: 'Puerto Interior',
            location: { latitude: 20.9694, longitude: -101.4539 },
          },
        ],
        active: true,
      },
    ]);
    expect(bodyOf(api, 'POST /api/v1/routes/20/units')).toEqual([{ unit_ids: [31] }]);
  });

  it('when a stop has no coordinates → its fields say so in Spanish and nothing is sent', async () => {
    const api = fakeApi({ ...units, [list]: aPage([]) });
    await renderRoute('/empresa/3/rutas', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nueva ruta' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nueva ruta' });
    await sheet.getByLabelText('Nombre', { exact: false }).first().fill('León – Silao');
    await sheet.getByLabelText('Origen').fill('León, Gto.');
    await sheet.getByLabelText('Destino').fill('Silao, Gto.');
    await sheet.getByRole('button', { name: 'Agregar parada' }).click();
    await expect
      .element(sheet.getByRole('group', { name: 'Parada 1' }).getByLabelText('Latitud'))
      .not.toHaveAttribute('aria-invalid', 'true');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('La latitud va de -90 a 90.')).toBeVisible();
    await expect
      .element(sheet.getByText('Escribe el nombre de la parada (hasta 200 caracteres).'))
      .toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('when a route is opened for editing twice → the units that serve it are chosen each time', async () => {
    const api = fakeApi({
      ...units,
      [list]: aPage([leonSilao]),
      'GET /api/v1/routes/12/units': { data: [aUnit()] },
    });
    await renderRoute('/empresa/3/rutas', { user: staffUser, api });
    for (let time = 0; time < 2; time++) {
      await page.getByRole('button', { name: 'Acciones de León – Silao' }).click();
      await page.getByRole('menuitem', { name: 'Editar' }).click();
      const sheet = page.getByRole('dialog', { name: 'Editar ruta León – Silao' });
      await expect.element(sheet.getByText('T-027 · 89-AK-3F')).toBeVisible();
      await sheet.getByRole('button', { name: 'Cancelar' }).click();
      await expect.element(sheet).not.toBeInTheDocument();
    }
  });

  it("when staff edits a route and the server refuses a stop (422) → the message on that stop, the typed values kept; the units start from the route's and are not sent unchanged", async () => {
    const api = fakeApi({
      ...units,
      [list]: aPage([leonSilao]),
      'GET /api/v1/routes/12/units': { data: [aUnit()] },
      'PUT /api/v1/routes/12': json(
        {
          message: 'Los datos no son válidos.',
          errors: { 'stops.1.location.latitude': ['La parada queda fuera de México.'] },
        },
        422,
      ),
    });
    await renderRoute('/empresa/3/rutas', { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de León – Silao' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Editar ruta León – Silao' });
    await expect
      .element(sheet.getByRole('group', { name: 'Parada 2' }).getByLabelText('Nombre de la parada'))
      .toHaveValue('Puerto Interior');
    await expect.element(sheet.getByText('T-027 · 89-AK-3F')).toBeVisible();
    await sheet.getByRole('group', { name: 'Parada 2' }).getByLabelText('Latitud').fill('40.1');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('La parada queda fuera de México.')).toBeVisible();
    const latitude = sheet.getByRole('group', { name: 'Parada 2' }).getByLabelText('Latitud');
    await expect.element(latitude).toHaveAttribute('aria-invalid', 'true');
    await expect.element(latitude).toHaveValue(40.1);
    expect(bodyOf(api, 'PUT /api/v1/routes/12')[0]).toMatchObject({
      stops: [
        { order: 1, name: 'Central de Autobuses León' },
        { order: 2, name: 'Puerto Interior', location: { latitude: 40.1, longitude: -101.4539 } },
      ],
    });
    expect(api.calls.filter((c) => c.key === 'POST /api/v1/routes/12/units')).toEqual([]);
  });
});
