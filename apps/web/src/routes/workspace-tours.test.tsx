import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import {
  anEmployee,
  aPassenger,
  aRoute,
  aTour,
  aUnit,
  page as aPage,
  staffUser,
} from '../test/fixtures.ts';
import { fakeApi, json, renderRoute, type FakeRequest } from '../test/render-route.tsx';

const list = 'GET /api/v1/companies/3/tours';
/** Times read in the browser's time zone, as the screens show them. */
const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });
const time = new Intl.DateTimeFormat('es-MX', { timeStyle: 'short' });
const scheduled = aTour();
const running = aTour({
  id: 4411,
  route: { id: 14, name: 'Silao – Irapuato' },
  unit: { id: 31, economic_number: 'T-031', plate: 'GTO-4521' },
  driver: null,
  status: 'en_curso',
  scheduled_departure_at: '2026-03-05T14:00:00Z',
  departed_at: '2026-03-05T14:04:00Z',
  passengers_count: 30,
  boarded_count: 27,
  next_statuses: ['finalizado', 'cancelado'],
});
/** The fleet the sheet and the filters read. */
const fleet = {
  'GET /api/v1/companies/3/units': aPage([
    aUnit(),
    aUnit({ id: 31, economic_number: 'T-031', plate: 'GTO-4521' }),
  ]),
  'GET /api/v1/companies/3/routes': aPage([
    aRoute(),
    aRoute({ id: 14, name: 'Silao – Irapuato' }),
    aRoute({ id: 15, name: 'Ruta cerrada', active: false }),
  ]),
  'GET /api/v1/routes/12/units': {
    data: [
      aUnit({
        drivers: [
          { id: 77, name: 'Rosa Elena Martínez Soto' },
          { id: 90, name: 'Luis Pérez' },
        ],
      }),
      aUnit({ id: 35, economic_number: 'T-035', plate: 'GTO-1111', drivers: [] }),
    ],
  },
  'GET /api/v1/companies/3/employees': aPage([
    anEmployee({ id: 130, name: 'Luis Alberto', surname: 'Gómez', lastname: 'Ruiz' }),
    anEmployee({ id: 131, name: 'María', surname: 'Hernández', lastname: null }),
  ]),
};
const bodyOf = (api: { calls: FakeRequest[] }, key: string) =>
  api.calls.filter((c) => c.key === key).map((c) => c.body);
const tourName = (tour: typeof scheduled) =>
  `${tour.route.name}, ${dateTime.format(new Date(tour.scheduled_departure_at))}`;

describe('given the tours screen (/empresa/3/recorridos)', () => {
  it('when the company has tours → a row each with departure, route, unit, driver, status and boarded of total, linking to the tour; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({ ...fleet, [list]: aPage([scheduled, running]) });
    await renderRoute('/empresa/3/recorridos', { user: staffUser, api });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Recorridos' })).toBeVisible();
    const departure = dateTime.format(new Date(scheduled.scheduled_departure_at));
    await expect
      .element(page.getByRole('link', { name: departure }))
      .toHaveAttribute('href', '/empresa/3/recorridos/4410');
    const rows = page.getByRole('row');
    await expect
      .element(rows.filter({ hasText: 'León – Silao' }))
      .toHaveTextContent(/T-027 · 89-AK-3F.*Rosa Elena Martínez Soto.*Programado.*1 de 2/);
    await expect
      .element(rows.filter({ hasText: 'Silao – Irapuato' }))
      .toHaveTextContent(/T-031 · GTO-4521.*Sin chofer.*En curso.*27 de 30/);
    await expectNoAxeViolations();
  });

  it('when the URL names dates, a status, a unit and a route → they go to the request; a new date moves the URL', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({ ...fleet, [list]: aPage([scheduled]) });
    const { router } = await renderRoute(
      '/empresa/3/recorridos?status=programado&unit_id=27&route_id=12&from=2026-03-01&to=2026-03-07',
      { user: staffUser, api },
    );
    await expect.element(page.getByRole('row').filter({ hasText: 'León – Silao' })).toBeVisible();
    expect(api.calls.find((c) => c.key === list)?.url.search).toBe(
      '?page=1&per_page=10&status=programado&unit_id=27&route_id=12&from=2026-03-01&to=2026-03-07',
    );
    await expect.element(page.getByLabelText('Desde')).toHaveValue('2026-03-01');
    await page.getByLabelText('Hasta').fill('2026-03-10');
    await expect.poll(() => router.state.location.search).toContain('to=2026-03-10');
    await expect
      .poll(() =>
        api.calls
          .filter((c) => c.key === list)
          .at(-1)
          ?.url.searchParams.get('to'),
      )
      .toBe('2026-03-10');
  });

  it('when staff schedules a tour → the units offered are those of the route, the drivers those of the unit; POST with the manifest', async () => {
    const api = fakeApi({
      ...fleet,
      [list]: aPage([]),
      'POST /api/v1/companies/3/tours': () =>
        json({ data: aTour({ id: 4420, scheduled_departure_at: '2026-03-06T12:30:00Z' }) }, 201),
    });
    await renderRoute('/empresa/3/recorridos', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nuevo recorrido' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo recorrido' });
    const unit = sheet.getByRole('combobox', { name: /Unidad/ });
    await expect.element(unit).toBeDisabled();
    await expect.element(unit).toHaveAccessibleDescription('Elige primero la ruta.');
    await userEvent.click(sheet.getByRole('combobox', { name: /Ruta/ }));
    await expect
      .element(page.getByRole('option', { name: 'Ruta cerrada' }))
      .not.toBeInTheDocument();
    await userEvent.click(page.getByRole('option', { name: 'León – Silao' }));
    await expect.element(unit).toBeEnabled();
    await userEvent.click(unit);
    await expect
      .element(page.getByRole('option', { name: 'T-031 · GTO-4521' }))
      .not.toBeInTheDocument();
    await userEvent.click(page.getByRole('option', { name: 'T-027 · 89-AK-3F' }));
    await userEvent.click(sheet.getByRole('combobox', { name: /Chofer/ }));
    await userEvent.click(page.getByRole('option', { name: 'Luis Pérez' }));
    await sheet.getByLabelText('Salida programada').fill('2026-03-06T06:30');
    await userEvent.type(sheet.getByRole('combobox', { name: 'Pasajeros' }), 'María');
    await userEvent.keyboard('{Enter}');
    await expectNoAxeViolations();
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText(/^Recorrido León – Silao, .* programado$/)).toBeVisible();
    expect(bodyOf(api, 'POST /api/v1/companies/3/tours')).toEqual([
      {
        route_id: 12,
        unit_id: 27,
        driver_employee_id: 90,
        scheduled_departure_at: new Date('2026-03-06T06:30').toISOString(),
        passenger_employee_ids: [131],
      },
    ]);
  });

  it('when the server refuses the unit (422) → its message on Unidad, the choices kept, a toast', async () => {
    const api = fakeApi({
      ...fleet,
      [list]: aPage([]),
      'POST /api/v1/companies/3/tours': json(
        {
          message: 'Los datos no son válidos.',
          errors: { unit_id: ['La unidad no cubre esta ruta.'] },
        },
        422,
      ),
    });
    await renderRoute('/empresa/3/recorridos', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nuevo recorrido' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo recorrido' });
    await userEvent.click(sheet.getByRole('combobox', { name: /Ruta/ }));
    await userEvent.click(page.getByRole('option', { name: 'León – Silao' }));
    await userEvent.click(sheet.getByRole('combobox', { name: /Unidad/ }));
    await userEvent.click(page.getByRole('option', { name: 'T-035 · GTO-1111' }));
    await sheet.getByLabelText('Salida programada').fill('2026-03-06T06:30');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('La unidad no cubre esta ruta.')).toBeVisible();
    await expect.element(page.getByText('No pudimos guardar los cambios.')).toBeVisible();
    await expect
      .element(sheet.getByRole('combobox', { name: /Unidad/ }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(sheet.getByRole('combobox', { name: /Unidad/ }))
      .toHaveTextContent('T-035');
    await expect.element(sheet.getByLabelText('Salida programada')).toHaveValue('2026-03-06T06:30');
  });

  it('when a departure is missing → the field says so in Spanish and nothing is sent', async () => {
    const api = fakeApi({ ...fleet, [list]: aPage([]) });
    await renderRoute('/empresa/3/recorridos', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nuevo recorrido' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo recorrido' });
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('Elige la ruta.')).toBeVisible();
    await expect.element(sheet.getByText('Escribe la fecha y la hora de salida.')).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('when staff starts a tour from its row → PUT of the status and a toast', async () => {
    const api = fakeApi({
      ...fleet,
      [list]: aPage([scheduled]),
      'PUT /api/v1/tours/4410/status': (request) => ({
        data: { ...scheduled, ...(request.body as object), next_statuses: ['finalizado'] },
      }),
    });
    await renderRoute('/empresa/3/recorridos', { user: staffUser, api });
    await page.getByRole('button', { name: `Acciones de ${tourName(scheduled)}` }).click();
    await expect
      .element(page.getByRole('menuitem', { name: 'Finalizar recorrido' }))
      .not.toBeInTheDocument();
    await page.getByRole('menuitem', { name: 'Iniciar recorrido' }).click();
    await expect.element(page.getByText('El recorrido ahora está: En curso')).toBeVisible();
    expect(bodyOf(api, 'PUT /api/v1/tours/4410/status')).toEqual([{ status: 'en_curso' }]);
  });

  it('when staff changes a tour without touching its manifest → PUT without the manifest; touching it sends the whole new list', async () => {
    const api = fakeApi({
      ...fleet,
      [list]: aPage([scheduled]),
      'GET /ceiba-api/v1/tours/4410/passengers': {
        data: [aPassenger(), aPassenger({ id: 90212, employee_id: null, name: 'Visitante' })],
      },
      'PUT /api/v1/tours/4410': () => ({ data: { ...scheduled } }),
    });
    await renderRoute('/empresa/3/recorridos', { user: staffUser, api });
    const edit = async () => {
      await page.getByRole('button', { name: `Acciones de ${tourName(scheduled)}` }).click();
      await page.getByRole('menuitem', { name: 'Editar' }).click();
      return page.getByRole('dialog', { name: `Editar recorrido ${tourName(scheduled)}` });
    };
    let sheet = await edit();
    await expect.element(sheet.getByText('Luis Alberto Gómez Ruiz')).toBeVisible();
    await expect
      .element(sheet.getByRole('combobox', { name: /Chofer/ }))
      .toHaveTextContent('Rosa Elena Martínez Soto');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText(/^Recorrido León – Silao, .* actualizado$/)).toBeVisible();
    expect(bodyOf(api, 'PUT /api/v1/tours/4410')[0]).toEqual({
      route_id: 12,
      unit_id: 27,
      driver_employee_id: 77,
      scheduled_departure_at: scheduled.scheduled_departure_at,
    });

    sheet = await edit();
    await expect.element(sheet.getByText('Luis Alberto Gómez Ruiz')).toBeVisible();
    await userEvent.type(sheet.getByRole('combobox', { name: 'Pasajeros' }), 'María');
    await userEvent.keyboard('{Enter}');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => bodyOf(api, 'PUT /api/v1/tours/4410').length).toBe(2);
    expect(bodyOf(api, 'PUT /api/v1/tours/4410')[1]).toMatchObject({
      passenger_employee_ids: [130, 131],
    });
  });
});

describe('given a tour (/empresa/3/recorridos/4411)', () => {
  const passengers = {
    'GET /ceiba-api/v1/tours/4411/passengers': {
      data: [
        aPassenger({ tour_id: 4411 }),
        aPassenger({
          id: 90212,
          tour_id: 4411,
          employee_id: 131,
          name: 'María Hernández',
          boarded: false,
          boarded_at: null,
          boarding_stop: null,
        }),
      ],
    },
  };

  it('when it is running → its facts, the moves the server allows and the passenger list with boarded state, time and stop; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({ ...passengers, 'GET /api/v1/tours/4411': { data: running } });
    await renderRoute('/empresa/3/recorridos/4411', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: tourName(running) }))
      .toBeVisible();
    await expect.element(page.getByText('27 de 30')).toBeVisible();
    const moves = page.getByRole('region', { name: 'Cambiar estado' });
    expect(
      moves
        .getByRole('button')
        .elements()
        .map((b) => b.textContent),
    ).toEqual(['Finalizar recorrido', 'Cancelar recorrido']);
    const list = page.getByRole('region', { name: 'Lista de pasajeros' });
    await expect
      .element(list.getByRole('row').filter({ hasText: 'Luis Alberto Gómez Ruiz' }))
      .toHaveTextContent(
        new RegExp(
          `Abordó.*${time.format(new Date('2026-03-05T12:40:00Z'))}.*Central de Autobuses León`,
        ),
      );
    await expect
      .element(list.getByRole('row').filter({ hasText: 'María Hernández' }))
      .toHaveTextContent(/Pendiente/);
    await expectNoAxeViolations();
  });

  it('when staff finishes it → PUT of the status, the badge and the moves follow', async () => {
    const api = fakeApi({
      ...passengers,
      'GET /api/v1/tours/4411': { data: running },
      'PUT /api/v1/tours/4411/status': {
        data: { ...running, status: 'finalizado', next_statuses: [] },
      },
    });
    await renderRoute('/empresa/3/recorridos/4411', { user: staffUser, api });
    await page.getByRole('button', { name: 'Finalizar recorrido' }).click();
    await expect.element(page.getByText('El recorrido ahora está: Finalizado')).toBeVisible();
    expect(bodyOf(api, 'PUT /api/v1/tours/4411/status')).toEqual([{ status: 'finalizado' }]);
    await expect
      .element(page.getByText('Este recorrido ya no admite cambios de estado.'))
      .toBeVisible();
  });

  it('when the server refuses a move (409) → its message in a toast', async () => {
    const api = fakeApi({
      ...passengers,
      'GET /api/v1/tours/4411': { data: running },
      'PUT /api/v1/tours/4411/status': json(
        { message: 'El recorrido ya fue finalizado.', code: 'invalid_transition' },
        409,
      ),
    });
    await renderRoute('/empresa/3/recorridos/4411', { user: staffUser, api });
    await page.getByRole('button', { name: 'Cancelar recorrido' }).click();
    await expect.element(page.getByText('El recorrido ya fue finalizado.')).toBeVisible();
  });

  it.each([
    ['belongs to another company', { data: aTour({ id: 4411, company_id: 9 }) }],
    ['does not exist', json({ message: 'No encontrado' }, 404)],
  ])('when it %s → the 404 screen', async (_, answer) => {
    const api = fakeApi({ 'GET /api/v1/tours/4411': answer });
    await renderRoute('/empresa/3/recorridos/4411', { user: staffUser, api });
    await expect.element(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});
