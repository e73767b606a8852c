import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aNightShift, aRecess, aShift } from '../test/clock-fixtures.ts';
import { page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const list = 'GET /clocker-api/v1/companies/3/recesses';
const shifts = { 'GET /clocker-api/v1/companies/3/shifts': aPage([aShift(), aNightShift()]) };
const url = '/empresa/3/asistencia/turnos/recesos';

describe('given the recesses tab (/empresa/3/asistencia/turnos/recesos)', () => {
  it('when the company has recesses → a row each with its shift or "Toda la empresa", hours, duration and paid; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      ...shifts,
      [list]: aPage([
        aRecess(),
        aRecess({
          id: 4,
          shift_id: null,
          name: 'Pausa activa',
          start_time: '17:00',
          end_time: '17:10',
          duration_minutes: 10,
          paid: true,
        }),
      ]),
    });
    await renderRoute(url, { user: staffUser, api });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Recesos' })).toBeVisible();
    await expect
      .element(
        page
          .getByRole('navigation', { name: 'Turnos y recesos' })
          .getByRole('link', { name: 'Recesos' }),
      )
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Comida' }))
      .toHaveTextContent(/Matutino.*10:00–10:30.*30 min.*No/);
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Pausa activa' }))
      .toHaveTextContent(/Toda la empresa.*17:00–17:10.*10 min.*Sí/);
    await expectNoAxeViolations();
  });

  it('when staff creates a paid recess of a shift → POST with the shift id and a toast', async () => {
    const api = fakeApi({
      ...shifts,
      [list]: aPage([]),
      'POST /clocker-api/v1/companies/3/recesses': (request) =>
        json({ data: aRecess({ ...(request.body as object), id: 8 }) }, 201),
    });
    await renderRoute(url, { user: staffUser, api });
    await expect.element(page.getByText('Aún no hay recesos')).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo receso' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo receso' });
    await expect
      .element(sheet.getByRole('combobox', { name: /Turno/ }))
      .toHaveTextContent('Toda la empresa');
    await sheet.getByLabelText('Nombre').fill('Cena');
    await userEvent.click(sheet.getByRole('combobox', { name: /Turno/ }));
    await userEvent.click(
      page.getByRole('option', { name: 'Nocturno (22:00–06:00 (termina al día siguiente))' }),
    );
    await sheet.getByLabelText(/Inicio/).fill('02:00');
    await sheet.getByLabelText(/Fin/).fill('02:30');
    await sheet.getByRole('switch', { name: /Receso pagado/ }).click();
    await expectNoAxeViolations();
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Receso Cena creado')).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'Cena', shift_id: 7, start_time: '02:00', end_time: '02:30', paid: true },
    ]);
  });

  it('when the recess falls outside its shift (422) → the message on the times, the values kept and a toast', async () => {
    const outside = 'El receso debe quedar dentro del horario del turno.';
    const api = fakeApi({
      ...shifts,
      [list]: aPage([aRecess()]),
      'PUT /clocker-api/v1/recesses/3': json(
        {
          message: 'Los datos no son válidos.',
          errors: { start_time: [outside], end_time: [outside] },
        },
        422,
      ),
    });
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de Comida' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Editar receso Comida' });
    await expect
      .element(sheet.getByRole('combobox', { name: /Turno/ }))
      .toHaveTextContent('Matutino');
    await sheet.getByLabelText(/Inicio/).fill('15:00');
    await sheet.getByLabelText(/Fin/).fill('15:30');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByLabelText(/Inicio/)).toHaveAttribute('aria-invalid', 'true');
    await expect.element(sheet.getByLabelText(/Fin/)).toHaveAttribute('aria-invalid', 'true');
    await expect.element(sheet.getByText(outside).first()).toBeVisible();
    await expect.element(page.getByText('No pudimos guardar los cambios.')).toBeVisible();
    await expect.element(sheet.getByLabelText(/Inicio/)).toHaveValue('15:00');
    await expect.element(sheet.getByLabelText('Nombre')).toHaveValue('Comida');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Comida',
      shift_id: 5,
      start_time: '15:00',
      end_time: '15:30',
      paid: false,
    });
  });

  it('when staff deletes a recess → DELETE and a toast', async () => {
    const api = fakeApi({
      ...shifts,
      [list]: aPage([aRecess()]),
      'DELETE /clocker-api/v1/recesses/3': new Response(null, { status: 204 }),
    });
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de Comida' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Eliminar Comida?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect.element(page.getByText('Receso Comida eliminado')).toBeVisible();
  });
});
