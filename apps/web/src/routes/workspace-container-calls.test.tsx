import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { weekRange } from '../features/container-calls/call-week.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aCall, aContainer } from '../test/container-fixtures.ts';
import { aTerminal, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const url = '/empresa/3/citas-contenedor';
const list = 'GET /api/v1/container-calls';

function todayAt(hours: number, minutes = 0): Date {
  const at = new Date();
  at.setHours(hours, minutes, 0, 0);
  return at;
}

function callsApi() {
  return fakeApi({
    [list]: aPage([
      aCall({ scheduled_at: todayAt(10).toISOString() }),
      aCall({
        id: 1202,
        type: 'entrega',
        status: 'solicitada',
        container: { id: 3308, number: 'MSKU9070323' },
        scheduled_at: todayAt(14).toISOString(),
        reference: null,
      }),
    ]),
    'GET /api/v1/companies/3/containers': aPage([aContainer()]),
    'GET /api/v1/companies/3/terminals': aPage([aTerminal()]),
  });
}

describe('given the container calls screen (/empresa/3/citas-contenedor)', () => {
  it('when opened on a phone (390 px) → each call of the list is a card whose cells say what they are, nothing scrolls sideways', async () => {
    await page.viewport(390, 844);
    await renderRoute(url, { user: staffUser, api: callsApi() });
    const table = page.getByRole('table', { name: 'Citas de la semana' });
    await expect.element(table.getByRole('row').nth(2)).toHaveTextContent(/MSKU9070323/);
    const labels = [
      ...table.element().querySelectorAll('tbody tr:nth-child(2) [data-slot="table-cell-label"]'),
    ].map((label) => /^"(.*)"$/.exec(getComputedStyle(label, '::before').content)?.[1]);
    expect(labels).toEqual([
      'Tipo',
      'Contenedor',
      'Terminal',
      'Estado',
      'Número de cita de la terminal',
      'Acciones',
    ]);
    const box = table.element().closest('[data-slot="table-container"]')!;
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectNoAxeViolations();
  });

  it('when the week has calls → they show on the calendar and in the list, for the company and this week; no axe violations', async () => {
    await page.viewport(1280, 900);
    const api = callsApi();
    await renderRoute(url, { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Citas de contenedores' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Citas' }))
      .toHaveAttribute('aria-current', 'page');
    const calendar = page.getByRole('group', { name: 'Calendario de citas' });
    await expect
      .element(calendar.getByRole('button', { name: /^Recolección · CSQU3054383/ }))
      .toBeVisible();
    await expect
      .element(page.getByRole('table', { name: 'Citas de la semana' }).getByRole('row').nth(2))
      .toHaveTextContent(/Entrega.*MSKU9070323.*Patio Manzanillo.*Solicitada/);
    const { from, to } = weekRange(new Date());
    expect(api.calls.find((c) => c.key === list)?.url.searchParams.toString()).toBe(
      `company_id=3&from=${from}&to=${to}&per_page=50`,
    );
    await expectNoAxeViolations();
  });

  it('when staff goes to the next week and to the day view → the calls of that week are asked for; the view button is pressed', async () => {
    await page.viewport(1280, 900);
    const api = callsApi();
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    const next = new Date();
    next.setDate(next.getDate() + 7);
    const { from } = weekRange(next);
    await expect
      .poll(() =>
        api.calls
          .filter((c) => c.key === list)
          .at(-1)
          ?.url.searchParams.get('from'),
      )
      .toBe(from);
    await page.getByRole('button', { name: 'Día', exact: true }).click();
    await expect
      .element(page.getByRole('button', { name: 'Día', exact: true }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByRole('button', { name: 'Día siguiente' })).toBeVisible();
  });

  it('when staff moves a call with the keyboard (Space, ↓, Space) → one PUT with the time 15 minutes later and a toast', async () => {
    await page.viewport(1280, 900);
    const api = callsApi();
    api.on({
      'PUT /api/v1/container-calls/1201': (request) =>
        json({ data: aCall({ ...(request.body as object) }) }),
    });
    await renderRoute(url, { user: staffUser, api });
    const event = page.getByRole('button', { name: /^Recolección · CSQU3054383/ });
    await expect.element(event).toBeVisible();
    (event.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect.element(page.getByText(/^Cita de CSQU3054383 movida al/)).toBeVisible();
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toMatchObject({
      container_id: 3307,
      terminal_id: 9,
      type: 'recoleccion',
      status: 'confirmada',
      scheduled_at: todayAt(10, 15).toISOString(),
      reference: 'CITA-884120',
    });
  });

  it('when staff schedules a call → POST with the container, terminal, type and time; a toast', async () => {
    const api = callsApi();
    api.on({
      'POST /api/v1/container-calls': (request) =>
        json({ data: aCall({ ...(request.body as object), id: 1300 }) }, 201),
    });
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Nueva cita' }).click();
    const sheet = page.getByRole('dialog', { name: 'Nueva cita' });
    await userEvent.click(sheet.getByRole('combobox', { name: /Contenedor/ }));
    await userEvent.click(page.getByRole('option', { name: 'CSQU3054383' }));
    await userEvent.click(sheet.getByRole('combobox', { name: /Terminal/ }));
    await userEvent.click(page.getByRole('option', { name: 'Patio Manzanillo (MZO-01)' }));
    await userEvent.click(sheet.getByRole('combobox', { name: /Tipo/ }));
    await userEvent.click(page.getByRole('option', { name: 'Devolución de vacío' }));
    await sheet.getByLabelText(/Número de cita/).fill('CITA-900001');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Cita de CSQU3054383 creada')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      container_id: 3307,
      terminal_id: 9,
      type: 'devolucion_vacio',
      status: 'solicitada',
      scheduled_at: todayAt(9).toISOString(),
      reference: 'CITA-900001',
      notes: null,
    });
  });

  it('when staff deletes a call from the list after confirming → DELETE and a toast', async () => {
    await page.viewport(1280, 900);
    const api = callsApi();
    api.on({ 'DELETE /api/v1/container-calls/1202': new Response(null, { status: 204 }) });
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Eliminar cita de MSKU9070323' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Eliminar Cita de MSKU9070323?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect.element(page.getByText('Cita de MSKU9070323 eliminada')).toBeVisible();
  });
});
