import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aDepartmentShift, aNightShift, anEmployeeShift, aShift } from '../test/clock-fixtures.ts';
import { aDepartment, anEmployee, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, renderRoute, type FakeApi } from '../test/render-route.tsx';

const url = '/empresa/3/asistencia/planeacion?semana=2026-03-09';
const lists = {
  'GET /clocker-api/v1/companies/3/shifts': aPage([aShift(), aNightShift()]),
  'GET /api/v1/companies/3/departments': aPage([
    aDepartment(),
    aDepartment({ id: 6, name: 'Operaciones' }),
  ]),
  'GET /clocker-api/v1/search/department-shifts': aPage([aDepartmentShift()]),
  'POST /clocker-api/v1/department-shift/5': { data: [] },
  'DELETE /clocker-api/v1/department-shift/5': new Response(null, { status: 204 }),
  'POST /clocker-api/v1/department-shift/7': { data: [] },
};
/** Today, or the assignment's first day (2 March 2026) if later: where a reassignment starts. */
const startsOn = () => {
  const d = new Date();
  const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return day > '2026-03-02' ? day : '2026-03-02';
};
const cell = (name: RegExp) => page.getByRole('gridcell', { name });
const bodies = (api: FakeApi, method: string) =>
  api.calls
    .filter((c) => c.method === method && c.key.includes('-shift/'))
    .map((c) => [c.key, c.body]);

const fire = (el: EventTarget, type: string, x: number, y: number) =>
  el.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      clientX: x,
      clientY: y,
      button: 0,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
    }),
  );

/** Drags the first event of cell `from` onto cell `to` with the pointer. */
async function drag(from: RegExp, to: RegExp) {
  await expect.poll(() => document.querySelector('[data-dnd="ready"]')).not.toBeNull();
  const event = cell(from).element().querySelector<HTMLElement>('[data-slot="event"]')!;
  const a = event.getBoundingClientRect();
  fire(event, 'pointerdown', a.x + 5, a.y + 5);
  const b = cell(to).element().getBoundingClientRect();
  fire(window, 'pointermove', a.x + 20, a.y + 20);
  fire(window, 'pointermove', b.x + 5, b.y + 5);
  fire(window, 'pointerup', b.x + 5, b.y + 5);
}

describe('given the planning screen (/empresa/3/asistencia/planeacion)', () => {
  it('when the company has assignments → a column per department, each shift on its weekdays in its department, the legend; no axe violations', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi(lists);
    await renderRoute(url, { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Planeación de turnos' }))
      .toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Por departamento' })).toBeChecked();
    await expect
      .element(cell(/9 de marzo de 2026, 06:00, Tráfico, Matutino 06:00 – 14:00/))
      .toBeVisible();
    await expect.element(cell(/13 de marzo de 2026, 06:00, Tráfico, Matutino/)).toBeVisible();
    await expect.element(cell(/14 de marzo de 2026, 06:00, Tráfico$/)).toBeInTheDocument();
    await expect.element(cell(/9 de marzo de 2026, 06:00, Operaciones$/)).toBeInTheDocument();
    const legend = page.getByRole('region', { name: 'Colores de los turnos' });
    await expect
      .element(legend)
      .toHaveTextContent(
        /Matutino.*06:00–14:00.*Nocturno.*22:00–06:00 \(termina al día siguiente\)/,
      );
    expect(
      api.calls.find((c) => c.key === 'GET /clocker-api/v1/search/department-shifts')?.url.search,
    ).toBe('?company_id=3&per_page=50&page=1');
    await expectNoAxeViolations();
  });

  it('when staff drags a shift to another department → POST for the target, DELETE for the source, a toast and a polite announcement', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi(lists);
    await renderRoute(url, { user: staffUser, api });
    await drag(
      /9 de marzo de 2026, 06:00, Tráfico, Matutino/,
      /9 de marzo de 2026, 06:00, Operaciones$/,
    );
    await expect
      .element(page.getByText('Turno Matutino asignado a Operaciones').first())
      .toBeVisible();
    // the toast and the screen's polite live region
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: 'Turno Matutino asignado a Operaciones' })
            .elements().length,
      )
      .toBeGreaterThanOrEqual(1);
    expect(bodies(api, 'POST')).toEqual([
      ['POST /clocker-api/v1/department-shift/5', { department_ids: [6], starts_on: startsOn() }],
    ]);
    expect(bodies(api, 'DELETE')).toEqual([
      ['DELETE /clocker-api/v1/department-shift/5', { department_ids: [4] }],
    ]);
    await expect
      .poll(
        () =>
          api.calls.filter((c) => c.key === 'GET /clocker-api/v1/search/department-shifts').length,
      )
      .toBeGreaterThan(1);
  });

  it('when staff moves a shift to another hour with the keyboard → nothing is sent and a toast says times are edited in the shift', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi(lists);
    await renderRoute(url, { user: staffUser, api });
    const event = page.getByRole('button', { name: /^Matutino 06:00 – 14:00/ }).first();
    await expect.element(event).toBeVisible();
    event.element().focus();
    // picked up, moved, dropped: the calendar reports a keyboard move once, on the drop
    await userEvent.keyboard(' {ArrowDown} ');
    await expect.element(page.getByText('Aquí solo se reasignan turnos')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(bodies(api, 'POST')).toEqual([]);
    await expect
      .element(cell(/9 de marzo de 2026, 06:00, Tráfico, Matutino 06:00 – 14:00/))
      .toBeVisible();
  });

  it('when staff reassigns with the form (choosing the event on the calendar) → the same POST and DELETE', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi(lists);
    await renderRoute(url, { user: staffUser, api });
    const form = page.getByRole('region', { name: 'Reasignar un turno' });
    await page
      .getByRole('button', { name: /^Matutino 06:00 – 14:00/ })
      .first()
      .click();
    await expect
      .element(form.getByRole('combobox', { name: 'Turno asignado' }))
      .toHaveTextContent('Matutino — Tráfico');
    await form.getByRole('button', { name: 'Reasignar' }).click();
    await expect.element(form.getByText('Elige a quién pasa.')).toBeVisible();
    await userEvent.click(form.getByRole('combobox', { name: 'Reasignar a…' }));
    await expect.element(page.getByRole('option', { name: 'Tráfico' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('option', { name: 'Operaciones' }));
    await form.getByRole('button', { name: 'Reasignar' }).click();
    await expect
      .element(page.getByText('Turno Matutino asignado a Operaciones').first())
      .toBeVisible();
    expect(bodies(api, 'POST')).toEqual([
      ['POST /clocker-api/v1/department-shift/5', { department_ids: [6], starts_on: startsOn() }],
    ]);
    expect(bodies(api, 'DELETE')).toEqual([
      ['DELETE /clocker-api/v1/department-shift/5', { department_ids: [4] }],
    ]);
  });

  it('when staff switches to "Por empleado" → a column per employee of the department, their own shift and the department’s one', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi({
      ...lists,
      'GET /api/v1/companies/3/employees': aPage([
        anEmployee(),
        anEmployee({ id: 78, name: 'Luis', surname: 'Pérez', lastname: null }),
      ]),
      'GET /clocker-api/v1/search/employee-shifts': aPage([anEmployeeShift()]),
    });
    const { router } = await renderRoute(url, { user: staffUser, api });
    await page.getByRole('radio', { name: 'Por empleado' }).click();
    await expect.poll(() => router.state.location.search).toContain('vista=empleados');
    await expect
      .element(page.getByRole('combobox', { name: 'Departamento' }))
      .toHaveTextContent('Tráfico');
    await expect
      .element(cell(/9 de marzo de 2026, 22:00, Rosa Elena Martínez Soto, Nocturno 22:00 – 06:00/))
      .toBeVisible();
    await expect
      .element(
        cell(
          /9 de marzo de 2026, 06:00, Luis Pérez, Matutino 06:00 – 14:00 Turno del departamento/,
        ),
      )
      .toBeVisible();
    expect(
      api.calls
        .find((c) => c.key === 'GET /api/v1/companies/3/employees')
        ?.url.searchParams.get('department_id'),
    ).toBe('4');
    await expectNoAxeViolations();
  });

  it('when staff assigns a shift from the sheet → POST with the departments and the first day', async () => {
    const api = fakeApi(lists);
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Asignar turno' }).click();
    const sheet = page.getByRole('dialog', { name: 'Asignar turno' });
    await userEvent.click(sheet.getByRole('combobox', { name: /Turno/ }));
    await userEvent.click(page.getByRole('option', { name: /^Nocturno/ }));
    await userEvent.type(sheet.getByRole('combobox', { name: /Departamentos/ }), 'Opera');
    await userEvent.keyboard('{Enter}');
    await sheet.getByLabelText(/A partir de/).fill('2026-03-16');
    await sheet.getByRole('button', { name: 'Asignar turno' }).click();
    await expect.element(page.getByText('Turno Nocturno asignado a Operaciones')).toBeVisible();
    expect(bodies(api, 'POST')).toEqual([
      ['POST /clocker-api/v1/department-shift/7', { department_ids: [6], starts_on: '2026-03-16' }],
    ]);
  });

  it('when the company has no shifts → the empty state links to "Turnos y recesos"', async () => {
    const api = fakeApi({ ...lists, 'GET /clocker-api/v1/companies/3/shifts': aPage([]) });
    await renderRoute(url, { user: staffUser, api });
    await expect.element(page.getByText('Aún no hay turnos')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Ir a Turnos y recesos' }))
      .toHaveAttribute('href', '/empresa/3/asistencia/turnos');
  });

  it('when the assignments cannot be read → an alert in Spanish, and "Reintentar" reads them again', async () => {
    const api = fakeApi({
      ...lists,
      'GET /clocker-api/v1/search/department-shifts': new Response(null, { status: 500 }),
    });
    await renderRoute(url, { user: staffUser, api });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('No pudimos cargar la planeación.');
    api.on({ 'GET /clocker-api/v1/search/department-shifts': aPage([aDepartmentShift()]) });
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.element(cell(/9 de marzo de 2026, 06:00, Tráfico, Matutino/)).toBeVisible();
  });
});
