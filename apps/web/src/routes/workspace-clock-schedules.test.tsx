import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aNightShift, aRecess, aSchedule, aShift } from '../test/clock-fixtures.ts';
import { page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const list = 'GET /clocker-api/v1/companies/3/schedules';
const lists = {
  'GET /clocker-api/v1/companies/3/shifts': aPage([aShift(), aNightShift()]),
  'GET /clocker-api/v1/companies/3/recesses': aPage([aRecess()]),
};
const url = '/empresa/3/asistencia/horarios';
const rest = [6, 7].map((weekday) => ({ weekday, shift_id: null }));

describe('given the schedules screen (/empresa/3/asistencia/horarios)', () => {
  it('when the company has schedules → a row each with validity, weekly hours and the week; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      ...lists,
      [list]: aPage([
        aSchedule(),
        aSchedule({
          id: 4,
          name: 'Rotativo noche',
          valid_from: '2026-03-02',
          valid_until: '2026-03-29',
          days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            weekday,
            shift_id: weekday <= 3 ? 7 : weekday <= 5 ? 5 : null,
          })),
          weekly_hours: 40,
        }),
      ]),
    });
    await renderRoute(url, { user: staffUser, api });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Horarios' })).toBeVisible();
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Administrativo L-V' }))
      .toHaveTextContent(
        /desde 1 ene 2026, sin fin.*37\.5 h.*lunes a viernes: Matutino; sábado y domingo: Descanso/,
      );
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Rotativo noche' }))
      .toHaveTextContent(
        /desde 2 mar 2026 hasta 29 mar 2026.*40 h.*lunes a miércoles: Nocturno; jueves y viernes: Matutino; sábado y domingo: Descanso/,
      );
    await expectNoAxeViolations();
  });

  it('when staff creates a schedule → the weekly hours estimated as days are chosen; POST with the seven days and a toast with the server total', async () => {
    const api = fakeApi({
      ...lists,
      [list]: aPage([]),
      'POST /clocker-api/v1/companies/3/schedules': (request) =>
        json({ data: aSchedule({ ...(request.body as object), id: 9, weekly_hours: 15.5 }) }, 201),
    });
    await renderRoute(url, { user: staffUser, api });
    await expect.element(page.getByText('Aún no hay horarios')).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo horario' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo horario' });
    await expect
      .element(sheet.getByRole('combobox', { name: 'Lunes' }))
      .toHaveTextContent('Descanso');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('Elige un turno al menos para un día.')).toBeVisible();
    await sheet.getByLabelText('Nombre').fill('Fin de semana');
    await sheet.getByLabelText('Vigente desde').fill('2026-04-01');
    await sheet.getByLabelText('Vigente hasta').fill('2026-06-30');
    await userEvent.click(sheet.getByRole('combobox', { name: 'Lunes' }));
    await userEvent.click(page.getByRole('option', { name: /^Matutino/ }));
    await expect.element(sheet.getByText('Aproximadamente 7.5 h por semana')).toBeVisible();
    await userEvent.click(sheet.getByRole('combobox', { name: 'Sábado' }));
    await userEvent.click(page.getByRole('option', { name: /^Nocturno/ }));
    await expect
      .element(sheet.getByRole('status').filter({ hasText: 'Aproximadamente' }))
      .toHaveTextContent('Aproximadamente 15.5 h por semana');
    await expectNoAxeViolations();
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Horario Fin de semana creado')).toBeVisible();
    await expect
      .element(page.getByText('Total calculado al guardar: 15.5 h por semana.'))
      .toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        name: 'Fin de semana',
        valid_from: '2026-04-01',
        valid_until: '2026-06-30',
        days: [
          { weekday: 1, shift_id: 5 },
          ...[2, 3, 4, 5].map((weekday) => ({ weekday, shift_id: null })),
          { weekday: 6, shift_id: 7 },
          { weekday: 7, shift_id: null },
        ],
      },
    ]);
  });

  it('when the server refuses the dates (422) → the message on the field, the values kept and a toast', async () => {
    const api = fakeApi({
      ...lists,
      [list]: aPage([aSchedule()]),
      'PUT /clocker-api/v1/schedules/2': json(
        {
          message: 'Los datos no son válidos.',
          errors: { valid_from: ['Se traslapa con el horario Rotativo noche.'] },
        },
        422,
      ),
    });
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de Administrativo L-V' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Editar horario Administrativo L-V' });
    await expect
      .element(sheet.getByRole('combobox', { name: 'Viernes' }))
      .toHaveTextContent('Matutino');
    await expect
      .element(sheet.getByText('Total calculado al guardar: 37.5 h por semana.'))
      .toBeVisible();
    await sheet.getByLabelText('Vigente desde').fill('2026-03-10');
    await userEvent.click(sheet.getByRole('combobox', { name: 'Viernes' }));
    await userEvent.click(page.getByRole('option', { name: 'Descanso' }));
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('Se traslapa con el horario Rotativo noche.'))
      .toBeVisible();
    await expect
      .element(sheet.getByLabelText('Vigente desde'))
      .toHaveAttribute('aria-invalid', 'true');
    await expect.element(sheet.getByLabelText('Vigente desde')).toHaveValue('2026-03-10');
    await expect
      .element(sheet.getByRole('combobox', { name: 'Viernes' }))
      .toHaveTextContent('Descanso');
    await expect.element(page.getByText('No pudimos guardar los cambios.')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Administrativo L-V',
      valid_from: '2026-03-10',
      valid_until: null,
      days: [
        ...[1, 2, 3, 4].map((weekday) => ({ weekday, shift_id: 5 })),
        { weekday: 5, shift_id: null },
        ...rest,
      ],
    });
  });

  it('when staff deletes a schedule → DELETE and a toast', async () => {
    const api = fakeApi({
      ...lists,
      [list]: aPage([aSchedule()]),
      'DELETE /clocker-api/v1/schedules/2': new Response(null, { status: 204 }),
    });
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de Administrativo L-V' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Eliminar Administrativo L-V?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect.element(page.getByText('Horario Administrativo L-V eliminado')).toBeVisible();
  });
});
