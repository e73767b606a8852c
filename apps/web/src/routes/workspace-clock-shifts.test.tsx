import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aNightShift, aRecess, aShift } from '../test/clock-fixtures.ts';
import { page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const list = 'GET /clocker-api/v1/companies/3/shifts';
const recesses = 'GET /clocker-api/v1/companies/3/recesses';
const url = '/empresa/3/asistencia/turnos';

describe('given the shifts screen (/empresa/3/asistencia/turnos)', () => {
  it('when the company has shifts → a row each with colour, hours (the night one ending the next day), days, tolerance and recesses; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      [list]: aPage([aShift(), aNightShift()]),
      [recesses]: aPage([
        aRecess(),
        aRecess({ id: 4, name: 'Pausa' }),
        aRecess({ id: 6, shift_id: null }),
      ]),
    });
    await renderRoute(url, { user: staffUser, api });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Turnos' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Turnos y recesos' });
    await expect
      .element(tabs.getByRole('link', { name: 'Turnos' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(tabs.getByRole('link', { name: 'Recesos' }))
      .toHaveAttribute('href', '/empresa/3/asistencia/turnos/recesos');
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Matutino' }))
      .toHaveTextContent(/06:00–14:00.*lunes a viernes.*10 min.*2 recesos/);
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Nocturno' }))
      .toHaveTextContent(
        /22:00–06:00 \(termina al día siguiente\).*lunes a sábado.*5 min.*Sin recesos/,
      );
    await expectNoAxeViolations();
  });

  it('when the company has none → the empty state in Spanish with the create button', async () => {
    const api = fakeApi({ [list]: aPage([]), [recesses]: aPage([]) });
    await renderRoute(url, { user: staffUser, api });
    await expect.element(page.getByText('Aún no hay turnos')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Nuevo turno' }).nth(1)).toBeVisible();
  });

  it('when staff creates a night shift → the next-day hint, then POST with the fields and a toast', async () => {
    const api = fakeApi({
      [list]: aPage([]),
      [recesses]: aPage([]),
      'POST /clocker-api/v1/companies/3/shifts': (request) =>
        json({ data: aShift({ ...(request.body as object), id: 9 }) }, 201),
    });
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Nuevo turno' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo turno' });
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('Escribe un nombre de 1 a 80 caracteres.')).toBeVisible();
    await sheet.getByLabelText('Nombre').fill('Nocturno');
    await sheet.getByLabelText(/Entrada/).fill('22:00');
    await sheet.getByLabelText(/Salida/).fill('06:00');
    await expect
      .element(
        sheet.getByText('La salida es antes de la entrada: el turno termina al día siguiente.'),
      )
      .toBeVisible();
    await sheet.getByRole('checkbox', { name: 'Viernes' }).click();
    await sheet.getByRole('checkbox', { name: 'Sábado' }).click();
    // The tolerance is a grace period, and its help says so with an example.
    const tolerance = sheet.getByLabelText(/Tolerancia de entrada/);
    await expect
      .element(tolerance)
      .toHaveAccessibleDescription(
        /quien llega dentro de ellos llega a tiempo; .*llegar 7:30 a un turno de 7:00 es un retardo de 30 minutos/,
      );
    await tolerance.fill('15');
    await sheet.getByRole('radio', { name: 'Morado' }).click();
    await userEvent.click(sheet.getByRole('combobox', { name: /Zona horaria/ }));
    await userEvent.click(page.getByRole('option', { name: 'Noroeste (Tijuana)' }));
    await expectNoAxeViolations();
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Turno Nocturno creado')).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        name: 'Nocturno',
        start_time: '22:00',
        end_time: '06:00',
        weekdays: [1, 2, 3, 4, 6],
        tolerance_minutes: 15,
        timezone: 'America/Tijuana',
        color: '#8E24AA',
        location_policy: null,
      },
    ]);
  });

  it('when a day or the times are missing → Spanish messages on the fields and nothing is sent', async () => {
    const api = fakeApi({ [list]: aPage([]), [recesses]: aPage([]) });
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Nuevo turno' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo turno' });
    await sheet.getByLabelText('Nombre').fill('Mixto');
    await sheet.getByLabelText(/Entrada/).fill('8:00');
    await sheet.getByLabelText(/Salida/).fill('08:00');
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'])
      await sheet.getByRole('checkbox', { name: day }).click();
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('Usa el formato HH:MM de 24 horas, por ejemplo 06:00.'))
      .toBeVisible();
    await expect.element(sheet.getByText('Elige al menos un día.')).toBeVisible();
    await expect
      .element(sheet.getByRole('group', { name: /Días de trabajo/ }))
      .toHaveAttribute('aria-invalid', 'true');
    await sheet.getByLabelText(/Entrada/).fill('08:00');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('La salida debe ser distinta de la entrada.'))
      .toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('when the server answers 409 (name taken) → the message on Nombre, the typed values kept and a toast', async () => {
    const api = fakeApi({
      [list]: aPage([aShift()]),
      [recesses]: aPage([]),
      'POST /clocker-api/v1/companies/3/shifts': json(
        {
          message: 'Ya existe un turno con ese nombre.',
          code: 'shift_name_taken',
          errors: { name: ['Ya existe un turno con ese nombre.'] },
        },
        409,
      ),
    });
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Nuevo turno' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo turno' });
    await sheet.getByLabelText('Nombre').fill('Matutino');
    await sheet.getByLabelText(/Entrada/).fill('07:00');
    await sheet.getByLabelText(/Salida/).fill('15:00');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('Ya existe un turno con ese nombre.')).toBeVisible();
    await expect.element(sheet.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText('No pudimos guardar los cambios.')).toBeVisible();
    await expect.element(sheet.getByLabelText('Nombre')).toHaveValue('Matutino');
    await expect.element(sheet.getByLabelText(/Entrada/)).toHaveValue('07:00');
    await expect.element(sheet.getByLabelText(/Salida/)).toHaveValue('15:00');
  });

  it('when staff edits a shift → the sheet starts from it and PUT sends the change', async () => {
    const api = fakeApi({
      [list]: aPage([aShift()]),
      [recesses]: aPage([]),
      'PUT /clocker-api/v1/shifts/5': (request) =>
        json({ data: aShift({ ...(request.body as object) }) }),
    });
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de Matutino' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Editar turno Matutino' });
    await expect.element(sheet.getByLabelText(/Entrada/)).toHaveValue('06:00');
    await expect.element(sheet.getByRole('checkbox', { name: 'Lunes' })).toBeChecked();
    await expect.element(sheet.getByRole('checkbox', { name: 'Sábado' })).not.toBeChecked();
    await expect.element(sheet.getByRole('radio', { name: 'Azul', exact: true })).toBeChecked();
    await sheet.getByLabelText('Nombre').fill('Matutino A');
    await sheet.getByRole('radio', { name: 'Sin color' }).click();
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Turno Matutino A actualizado')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Matutino A',
      start_time: '06:00',
      end_time: '14:00',
      weekdays: [1, 2, 3, 4, 5],
      tolerance_minutes: 10,
      timezone: 'America/Mexico_City',
      color: null,
      location_policy: null,
    });
  });

  it('when staff deletes a shift → DELETE and a toast; a shift still assigned (409) says it is in use', async () => {
    const api = fakeApi({
      [list]: aPage([aShift(), aNightShift()]),
      [recesses]: aPage([]),
      'DELETE /clocker-api/v1/shifts/5': new Response(null, { status: 204 }),
      'DELETE /clocker-api/v1/shifts/7': json(
        { message: 'Este registro está en uso y no se puede eliminar.', code: 'in_use' },
        409,
      ),
    });
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de Nocturno' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar Nocturno?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect
      .element(page.getByText(/El turno está en uso: tiene empleados o departamentos asignados/))
      .toBeVisible();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Acciones de Matutino' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Eliminar Matutino?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect.element(page.getByText('Turno Matutino eliminado')).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.key)).toEqual([
      'DELETE /clocker-api/v1/shifts/7',
      'DELETE /clocker-api/v1/shifts/5',
    ]);
  });
});
