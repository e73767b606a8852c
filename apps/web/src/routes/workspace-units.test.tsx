import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { anEmployee, aRoute, aUnit, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute, type FakeRequest } from '../test/render-route.tsx';

const list = 'GET /api/v1/companies/3/units';
const bus = aUnit();
const truck = aUnit({
  id: 31,
  economic_number: 'T-031',
  plate: 'GTO-4521',
  vin: null,
  type: 'tractocamion',
  brand: 'Freightliner',
  model: 'Cascadia',
  year: 2020,
  capacity_kg: 30000,
  passenger_capacity: null,
  status: 'en_mantenimiento',
  drivers: [],
  routes: [],
});
/** The pickers' lists: two drivers and two routes. */
const pickers = {
  'GET /api/v1/companies/3/employees': aPage([
    anEmployee(),
    anEmployee({ id: 90, name: 'Luis', surname: 'Pérez', lastname: null }),
  ]),
  'GET /api/v1/companies/3/routes': aPage([
    aRoute(),
    aRoute({ id: 14, name: 'Silao – Irapuato', code: 'R-SIL-IRA' }),
  ]),
};
const sheet = page.getByRole('dialog', { name: 'Nueva unidad' });
const bodyOf = (api: { calls: FakeRequest[] }, key: string) =>
  api.calls.filter((c) => c.key === key).map((c) => c.body);

async function pick(field: string, text: string) {
  await userEvent.type(page.getByRole('combobox', { name: field }), text);
  await userEvent.keyboard('{Enter}');
}

async function fillNewUnit() {
  await page.getByRole('button', { name: 'Nueva unidad' }).first().click();
  await sheet.getByLabelText('Número económico').fill('T-040');
  await sheet.getByLabelText('Placa').fill('GTO-9090');
  await sheet.getByLabelText(/NIV/).fill('3akjhhdr7jsj12399');
  await userEvent.click(sheet.getByRole('combobox', { name: /Tipo/ }));
  await userEvent.click(page.getByRole('option', { name: 'Autobús' }));
  await sheet.getByLabelText('Marca').fill('Irizar');
  await sheet.getByLabelText('Modelo').fill('i6');
  await sheet.getByRole('spinbutton', { name: 'Año (obligatorio)' }).fill('2024');
  await sheet.getByLabelText('Asientos para pasajeros').fill('48');
}

describe('given the units screen (/empresa/3/unidades)', () => {
  it('when the company has units → a row each with number, plate, vehicle, type, status, drivers and capacity; the Flota group marks Unidades; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({ [list]: aPage([bus, truck]) });
    await renderRoute('/empresa/3/unidades', { user: staffUser, api });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Unidades' })).toBeVisible();
    const fleet = page
      .getByRole('navigation', { name: 'Secciones de la empresa' })
      .getByRole('group', { name: 'Flota' });
    await expect
      .element(fleet.getByRole('link', { name: 'Unidades' }))
      .toHaveAttribute('aria-current', 'page');
    for (const [name, href] of [
      ['Rutas', '/empresa/3/rutas'],
      ['Recorridos', '/empresa/3/recorridos'],
      ['Mapa', '/empresa/3/mapa'],
      ['Órdenes de servicio', '/empresa/3/ordenes-servicio'],
      ['Órdenes de revisión', '/empresa/3/ordenes-revision'],
    ])
      await expect.element(fleet.getByRole('link', { name })).toHaveAttribute('href', href);
    const rows = page.getByRole('row');
    await expect
      .element(rows.filter({ hasText: 'T-027' }))
      .toHaveTextContent(
        /89-AK-3F.*Volvo 9700 2022.*Autobús.*Disponible.*Rosa Elena Martínez Soto.*44 pasajeros/,
      );
    await expect
      .element(rows.filter({ hasText: 'T-031' }))
      .toHaveTextContent(/Tractocamión.*En mantenimiento.*Sin choferes.*30,000 kg/);
    expect(api.calls.find((c) => c.key === list)?.url.search).toBe('?page=1&per_page=10');
    await expectNoAxeViolations();
  });

  it('when the URL names a status and a type, and a header is clicked → they go to the request', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({ [list]: aPage([bus]) });
    const { router } = await renderRoute('/empresa/3/unidades?status=en_ruta&type=autobus', {
      user: staffUser,
      api,
    });
    await expect.element(page.getByRole('row').filter({ hasText: 'T-027' })).toBeVisible();
    expect(api.calls.find((c) => c.key === list)?.url.search).toBe(
      '?page=1&per_page=10&status=en_ruta&type=autobus',
    );
    await page.getByRole('columnheader', { name: /Placa/ }).getByRole('button').click();
    await expect.poll(() => router.state.location.search).toContain('sort=plate');
    await expect
      .poll(() =>
        api.calls
          .filter((c) => c.key === list)
          .at(-1)
          ?.url.searchParams.get('sort'),
      )
      .toBe('plate');
  });

  it('when staff creates a unit with a driver and a route → POST with every field, then the drivers and the routes; the drivers offered are the company drivers', async () => {
    const api = fakeApi({
      ...pickers,
      [list]: aPage([]),
      'POST /api/v1/companies/3/units': (request) =>
        json(
          { data: aUnit({ ...(request.body as object), id: 40, drivers: [], routes: [] }) },
          201,
        ),
      'POST /api/v1/units/40/drivers': {
        data: aUnit({ id: 40, economic_number: 'T-040', plate: 'GTO-9090' }),
      },
      'POST /api/v1/units/40/routes': {
        data: aUnit({ id: 40, economic_number: 'T-040', plate: 'GTO-9090' }),
      },
    });
    await renderRoute('/empresa/3/unidades', { user: staffUser, api });
    await fillNewUnit();
    await pick('Choferes', 'Luis');
    await pick('Rutas', 'Irapuato');
    await expectNoAxeViolations();
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Unidad T-040 · GTO-9090 creada')).toBeVisible();
    expect(bodyOf(api, 'POST /api/v1/companies/3/units')).toEqual([
      {
        economic_number: 'T-040',
        plate: 'GTO-9090',
        vin: '3AKJHHDR7JSJ12399',
        type: 'autobus',
        brand: 'Irizar',
        model: 'i6',
        year: 2024,
        capacity_kg: null,
        passenger_capacity: 48,
        status: 'disponible',
        gps_device_id: null,
        insurance_expires_at: null,
      },
    ]);
    expect(bodyOf(api, 'POST /api/v1/units/40/drivers')).toEqual([{ driver_ids: [90] }]);
    expect(bodyOf(api, 'POST /api/v1/units/40/routes')).toEqual([{ route_ids: [14] }]);
    const employees = api.calls.find((c) => c.key === 'GET /api/v1/companies/3/employees');
    expect(employees?.url.searchParams.get('only_drivers')).toBe('true');
  });

  it('when the VIN is malformed → the field says so in Spanish and nothing is sent', async () => {
    const api = fakeApi({ ...pickers, [list]: aPage([]) });
    await renderRoute('/empresa/3/unidades', { user: staffUser, api });
    await fillNewUnit();
    await sheet.getByLabelText(/NIV/).fill('3AKJHHDR7JSJ1234O');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('El NIV tiene 17 letras y números, sin I, O ni Q.'))
      .toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('when the server refuses the plate (409) → its message on the field, what was typed kept, a toast', async () => {
    const api = fakeApi({
      ...pickers,
      [list]: aPage([]),
      'POST /api/v1/companies/3/units': json(
        {
          message: 'Ya existe una unidad con esa placa en la empresa.',
          code: 'plate_taken',
          errors: { plate: ['Ya existe una unidad con esa placa en la empresa.'] },
        },
        409,
      ),
    });
    await renderRoute('/empresa/3/unidades', { user: staffUser, api });
    await fillNewUnit();
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('Ya existe una unidad con esa placa en la empresa.'))
      .toBeVisible();
    await expect.element(page.getByText('No pudimos guardar los cambios.')).toBeVisible();
    await expect.element(sheet.getByLabelText('Placa')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(sheet.getByLabelText('Placa')).toHaveValue('GTO-9090');
    await expect.element(sheet.getByLabelText('Marca')).toHaveValue('Irizar');
  });

  it('when the drivers are refused (422) after the unit was created → the message on Choferes; saving again updates that unit instead of creating another', async () => {
    let refuse = true;
    const api = fakeApi({
      ...pickers,
      [list]: aPage([]),
      'POST /api/v1/companies/3/units': (request) =>
        json(
          { data: aUnit({ ...(request.body as object), id: 40, drivers: [], routes: [] }) },
          201,
        ),
      'PUT /api/v1/units/40': (request) => ({
        data: aUnit({ ...(request.body as object), id: 40, drivers: [], routes: [] }),
      }),
      'POST /api/v1/units/40/drivers': () =>
        refuse
          ? json(
              {
                message: 'Los datos no son válidos.',
                errors: { driver_ids: ['Luis Pérez no es chofer de la empresa.'] },
              },
              422,
            )
          : { data: aUnit({ id: 40, economic_number: 'T-040', plate: 'GTO-9090', routes: [] }) },
    });
    await renderRoute('/empresa/3/unidades', { user: staffUser, api });
    await fillNewUnit();
    await pick('Choferes', 'Luis');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('Luis Pérez no es chofer de la empresa.')).toBeVisible();
    refuse = false;
    // The failure toast covers the sheet's footer: save from the keyboard.
    await sheet.getByLabelText('Placa').click();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Unidad T-040 · GTO-9090 creada')).toBeVisible();
    expect(api.calls.filter((c) => c.key === 'POST /api/v1/companies/3/units')).toHaveLength(1);
    expect(api.calls.filter((c) => c.key === 'PUT /api/v1/units/40')).toHaveLength(1);
  });

  it('when staff edits a unit and attaches a photo → PUT with the changes, the photo as multipart, unchanged assignments not sent', async () => {
    const api = fakeApi({
      ...pickers,
      [list]: aPage([bus]),
      'PUT /api/v1/units/27': (request) => ({ data: { ...bus, ...(request.body as object) } }),
      'PUT /api/v1/units/27/photo': {
        data: { ...bus, status: 'en_mantenimiento', photo_url: 'https://archivos.example/27.webp' },
      },
    });
    await renderRoute('/empresa/3/unidades', { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de T-027 · 89-AK-3F' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar unidad T-027 · 89-AK-3F' });
    await expect.element(edit.getByLabelText('Placa')).toHaveValue('89-AK-3F');
    await userEvent.click(edit.getByRole('combobox', { name: /Estado/ }));
    await userEvent.click(page.getByRole('option', { name: 'En mantenimiento' }));
    await edit.getByLabelText('Vencimiento del seguro').fill('2027-06-30');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'unidad.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(edit.getByLabelText('Foto de la unidad'), photo);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Unidad T-027 · 89-AK-3F actualizada')).toBeVisible();
    expect(bodyOf(api, 'PUT /api/v1/units/27')).toEqual([
      {
        economic_number: 'T-027',
        plate: '89-AK-3F',
        vin: '3AKJHHDR7JSJ12345',
        type: 'autobus',
        brand: 'Volvo',
        model: '9700',
        year: 2022,
        capacity_kg: null,
        passenger_capacity: 44,
        status: 'en_mantenimiento',
        gps_device_id: null,
        insurance_expires_at: '2027-06-30',
      },
    ]);
    const sent = bodyOf(api, 'PUT /api/v1/units/27/photo')[0] as FormData;
    expect((sent.get('photo') as File).name).toBe('unidad.jpg');
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.key)).toEqual([]);
  });

  it('when staff asks for a GPS tracker key → a warning that it replaces the previous one, then the device id and server address once, with copy buttons; no axe violations', async () => {
    const api = fakeApi({
      [list]: aPage([{ ...bus, tracker_key_issued_at: '2026-03-01T16:00:00Z' }]),
      'POST /api/v1/units/27/tracker-key': {
        data: {
          device_id: 'jt_5mK2pQ8vX1nR7sT4wY9zA3bC',
          server_url: 'https://api.jornada.example/ceiba-api/v1/osmand',
          issued_at: '2026-03-05T09:10:00Z',
        },
      },
    });
    await renderRoute('/empresa/3/unidades', { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de T-027 · 89-AK-3F' }).click();
    await page.getByRole('menuitem', { name: 'Clave de rastreador GPS' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Clave de rastreador GPS de T-027 · 89-AK-3F',
    });
    await expect
      .element(dialog.getByText(/Esta unidad ya tiene una clave, generada el 1 de marzo de 2026/))
      .toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await dialog.getByRole('button', { name: 'Generar clave' }).click();
    await expect
      .element(dialog.getByLabelText('Identificador del dispositivo', { exact: true }))
      .toHaveValue('jt_5mK2pQ8vX1nR7sT4wY9zA3bC');
    await expect
      .element(dialog.getByLabelText('Dirección del servidor', { exact: true }))
      .toHaveValue('https://api.jornada.example/ceiba-api/v1/osmand');
    await expect
      .element(dialog.getByText(/la clave se muestra solo esta vez. Reemplaza a cualquier clave/))
      .toBeVisible();
    await expect
      .element(dialog.getByRole('button', { name: 'Copiar identificador del dispositivo' }))
      .toBeVisible();
    await expect
      .element(dialog.getByRole('button', { name: 'Copiar dirección del servidor' }))
      .toBeVisible();
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Listo' }).click();
    await page.getByRole('button', { name: 'Acciones de T-027 · 89-AK-3F' }).click();
    await page.getByRole('menuitem', { name: 'Clave de rastreador GPS' }).click();
    await expect.element(dialog.getByRole('button', { name: 'Generar clave' })).toBeVisible();
    await expect
      .element(dialog.getByLabelText('Identificador del dispositivo', { exact: true }))
      .not.toBeInTheDocument();
  });

  it('when the server refuses a delete (409) → its message in the toast', async () => {
    const api = fakeApi({
      [list]: aPage([bus]),
      'DELETE /api/v1/units/27': json(
        { message: 'No se puede eliminar: la unidad tiene recorridos.', code: 'in_use' },
        409,
      ),
    });
    await renderRoute('/empresa/3/unidades', { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de T-027 · 89-AK-3F' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar T-027 · 89-AK-3F?' });
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect
      .element(page.getByText('No se puede eliminar: la unidad tiene recorridos.'))
      .toBeVisible();
    await expect.element(page.getByText('No pudimos eliminarlo.')).toBeVisible();
  });
});
