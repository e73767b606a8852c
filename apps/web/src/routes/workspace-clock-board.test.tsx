import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aClockStatusEvent, anEmployeeStatus } from '../test/clock-attendance-fixtures.ts';
import { aDepartment, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, renderRoute } from '../test/render-route.tsx';

const statuses = 'GET /clocker-api/v1/companies/3/employee-status';

const juan = anEmployeeStatus({
  employee: { id: 78, name: 'Juan Pérez Ruiz' },
  employee_number: 'E-0078',
  clock_status: 'retardo',
  check_in_at: '2026-03-05T14:17:00Z',
  late_minutes: 12,
  attendance_id: 880123,
});
const maria = anEmployeeStatus({
  employee: { id: 79, name: 'María Gómez Luna' },
  employee_number: 'E-0079',
  department_id: 5,
  clock_status: 'en_receso',
  attendance_id: 880124,
});
const pedro = anEmployeeStatus({
  employee: { id: 80, name: 'Pedro Sánchez Mora' },
  employee_number: 'E-0080',
  department_id: 5,
  clock_status: 'falta',
  check_in_at: null,
  attendance_id: null,
});
const luis = anEmployeeStatus({
  employee: { id: 81, name: 'Luis Torres Vega' },
  employee_number: 'E-0081',
  clock_status: 'descanso',
  check_in_at: null,
  shift: null,
  attendance_id: null,
});
const everybody = [anEmployeeStatus(), juan, maria, pedro, luis];

function board() {
  return fakeApi({
    [statuses]: { data: everybody },
    'GET /api/v1/companies/3/departments': aPage([
      aDepartment(),
      aDepartment({ id: 5, name: 'Almacén' }),
    ]),
  });
}

const row = (name: string) => page.getByRole('row').filter({ hasText: name });
const counter = (name: RegExp) =>
  page.getByRole('group', { name: 'Filtrar por estado' }).getByRole('button', { name });

describe('given the status board (/empresa/3/asistencia)', () => {
  it('when the company has employees → counters per status and a row each with its badge, shift and check-in; no axe violations', async () => {
    await renderRoute('/empresa/3/asistencia', { user: staffUser, api: board() });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Estado del personal' }))
      .toBeVisible();
    await expect.element(counter(/^En turno 1$/)).toBeVisible();
    await expect.element(counter(/^Retardo 1$/)).toBeVisible();
    await expect.element(counter(/^En receso 1$/)).toBeVisible();
    await expect.element(counter(/^Falta 1$/)).toBeVisible();
    await expect.element(counter(/^Descanso 1$/)).toBeVisible();
    await expect.element(counter(/^Salida 0$/)).toBeVisible();
    await expect.element(counter(/^Sin registro aún 0$/)).toBeVisible();
    await expect
      .element(row('Rosa Elena Martínez Soto'))
      .toHaveTextContent(/E-0077.*Tráfico.*En turno.*Matutino.*8:05/);
    await expect
      .element(row('Juan Pérez Ruiz'))
      .toHaveTextContent(/Retardo.*Matutino.*8:17.*12 min/);
    await expect.element(row('Pedro Sánchez Mora')).toHaveTextContent(/Almacén.*Falta/);
    await expect.element(row('Luis Torres Vega')).toHaveTextContent(/Descanso.*Sin turno/);
    await expect.element(page.getByText('En vivo: los cambios aparecen al momento.')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('when a clock.status event is pushed → the row and the counters change without a refetch, and it is announced', async () => {
    const api = board();
    const { push } = await renderRoute('/empresa/3/asistencia', { user: staffUser, api });
    await expect.element(row('Rosa Elena Martínez Soto')).toHaveTextContent(/En turno/);
    const fetched = api.calls.filter((call) => call.key === statuses).length;

    await push('clock.status', aClockStatusEvent());
    await expect.element(row('Rosa Elena Martínez Soto')).toHaveTextContent(/En receso/);
    await expect.element(counter(/^En turno 0$/)).toBeVisible();
    await expect.element(counter(/^En receso 2$/)).toBeVisible();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Rosa' }))
      .toHaveTextContent('Rosa Elena Martínez Soto: En receso');

    // Another company's employee is not this board's business.
    await push(
      'clock.status',
      aClockStatusEvent({ company_id: 8, employee: { id: 90, name: 'Otra Persona' } }),
    );
    // An employee just hired appears.
    await push(
      'clock.status',
      aClockStatusEvent({
        employee: { id: 82, name: 'Sofía Ríos Díaz' },
        employee_number: 'E-0082',
        clock_status: 'en_turno',
      }),
    );
    await expect.element(row('Sofía Ríos Díaz')).toHaveTextContent(/E-0082.*En turno/);
    await expect.element(counter(/^En turno 1$/)).toBeVisible();
    expect(page.getByText('Otra Persona').elements()).toHaveLength(0);
    expect(api.calls.filter((call) => call.key === statuses)).toHaveLength(fetched);
  });

  it('when staff filters by department and status → the parameters go to the server, and a change out of the status leaves the table', async () => {
    const api = board();
    api.on({
      [`${statuses}?department_id=4`]: { data: [anEmployeeStatus(), juan, luis] },
      [`${statuses}?department_id=4&clock_status=retardo`]: { data: [juan] },
    });
    const { context, push, router } = await renderRoute('/empresa/3/asistencia', {
      user: staffUser,
      api,
    });
    await userEvent.click(page.getByRole('combobox', { name: 'Departamento' }));
    await userEvent.click(page.getByRole('option', { name: 'Tráfico' }));
    await expect.element(counter(/^Falta 0$/)).toBeVisible();
    expect(router.state.location.search).toBe('?department_id=4');

    await userEvent.click(counter(/^Retardo 1$/));
    await expect.element(counter(/^Retardo 1$/)).toHaveAttribute('aria-pressed', 'true');
    await expect.element(row('Juan Pérez Ruiz')).toBeVisible();
    await expect.element(row('Rosa Elena Martínez Soto')).not.toBeInTheDocument();
    const last = api.calls.filter((call) => call.key === statuses).at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toEqual({
      department_id: '4',
      clock_status: 'retardo',
    });

    // Juan goes on a break: he leaves the "Retardo" table, the counters follow.
    await expect.poll(() => context.queryClient.isFetching()).toBe(0);
    // The server knows it too (a refetch, on focus say, must not bring the old row back).
    const onBreak = { ...juan, clock_status: 'en_receso' as const };
    api.on({
      [`${statuses}?department_id=4`]: { data: [anEmployeeStatus(), onBreak, luis] },
      [`${statuses}?department_id=4&clock_status=retardo`]: { data: [] },
    });
    await push('clock.status', aClockStatusEvent(onBreak));
    await expect.element(counter(/^Retardo 0$/)).toBeVisible();
    await expect.element(row('Juan Pérez Ruiz')).not.toBeInTheDocument();
    await expect.element(page.getByText('Ningún empleado coincide con los filtros.')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('when staff picks a past day → that day is asked for, the socket no longer changes it, and "Volver a hoy" returns to the live board', async () => {
    const api = board();
    api.on({
      [`${statuses}?date=2026-03-02`]: {
        data: [anEmployeeStatus({ clock_status: 'salida', check_out_at: '2026-03-02T22:00:00Z' })],
      },
    });
    const { push } = await renderRoute('/empresa/3/asistencia', { user: staffUser, api });
    await page.getByLabelText('Día').fill('2026-03-02');
    await expect.element(page.getByText(/Así terminó el lunes, 2 de marzo de 2026/)).toBeVisible();
    await expect
      .element(row('Rosa Elena Martínez Soto'))
      .toHaveTextContent(/Salida.*8:05 a.m.*4:00 p.m./);
    await push('clock.status', aClockStatusEvent());
    await expect.element(counter(/^Salida 1$/)).toBeVisible();
    expect(page.getByRole('status').filter({ hasText: 'Rosa' }).elements()).toHaveLength(0);
    await expectNoAxeViolations();

    await userEvent.click(page.getByRole('button', { name: 'Volver a hoy' }));
    await expect.element(counter(/^En turno 1$/)).toBeVisible();
    await expect.element(page.getByText('En vivo: los cambios aparecen al momento.')).toBeVisible();
  });

  it('when the list fails → an alert with "Reintentar"; when the company has nobody → says so', async () => {
    const api = fakeApi({ [statuses]: new Response('{"message":"Error"}', { status: 500 }) });
    await renderRoute('/empresa/3/asistencia', { user: staffUser, api });
    await expect
      .element(
        page.getByRole('alert').filter({ hasText: 'No pudimos cargar el estado del personal.' }),
      )
      .toBeVisible();
    api.on({ [statuses]: { data: [] } });
    await userEvent.click(page.getByRole('button', { name: 'Reintentar' }));
    await expect.element(page.getByText('No hay empleados activos para mostrar.')).toBeVisible();
  });
});
