import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { anEmployee, aUnit, page as aPage, staffUser } from '../test/fixtures.ts';
import { aServiceOrder } from '../test/fleet-fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const list = 'GET /api/v1/companies/3/service-orders';
const units = 'GET /api/v1/companies/3/units';
const fleet = {
  [units]: aPage([aUnit(), aUnit({ id: 31, economic_number: 'T-031', plate: '12-BC-7D' })]),
  'GET /api/v1/companies/3/employees': aPage([
    anEmployee(),
    anEmployee({ id: 90, name: 'Luis', surname: 'Pérez', lastname: null, position: 'Mecánico' }),
  ]),
};
const lastList = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.key === list).at(-1)?.url.searchParams;

describe('given the service orders screen (/empresa/3/ordenes-servicio)', () => {
  it('when opened → a row per order with unit, type, status, person, date and cost in pesos; the nav marks the section; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      ...fleet,
      [list]: aPage([
        aServiceOrder(),
        aServiceOrder({
          id: 56,
          folio: 'OS-2026-0056',
          unit: { id: 31, economic_number: 'T-031', plate: '12-BC-7D' },
          assigned_to: null,
          type: 'llantas',
          status: 'abierta',
          scheduled_at: null,
          cost: 0,
        }),
      ]),
    });
    await renderRoute('/empresa/3/ordenes-servicio', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Órdenes de servicio' }))
      .toBeVisible();
    const first = page.getByRole('row').filter({ hasText: 'OS-2026-0055' });
    for (const text of [
      'T-027 · 89-AK-3F',
      'Mantenimiento preventivo',
      'Programada',
      'Rosa Elena Martínez Soto',
      '$8,500.00',
    ])
      await expect.element(first.getByText(text)).toBeVisible();
    const second = page.getByRole('row').filter({ hasText: 'OS-2026-0056' });
    for (const text of ['Llantas', 'Abierta', 'Sin responsable', '$0.00'])
      await expect.element(second.getByText(text)).toBeVisible();
    await expect
      .element(
        page
          .getByRole('navigation', { name: 'Secciones de la empresa' })
          .getByRole('link', { name: 'Órdenes de servicio' }),
      )
      .toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations();
  });

  it('when filters and a sort are in the URL or chosen → they go to the request', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({ ...fleet, [list]: aPage([aServiceOrder()]) });
    const { router } = await renderRoute(
      '/empresa/3/ordenes-servicio?status=programada&type=preventivo&unit_id=27&q=aceite',
      { user: staffUser, api },
    );
    await expect.element(page.getByText('OS-2026-0055')).toBeVisible();
    expect(Object.fromEntries(lastList(api)!)).toMatchObject({
      status: 'programada',
      type: 'preventivo',
      unit_id: '27',
      q: 'aceite',
    });
    await page
      .getByRole('columnheader', { name: /Programada/ })
      .getByRole('button')
      .click();
    await expect.poll(() => router.state.location.search).toContain('sort=scheduled_at');
    await expect.poll(() => lastList(api)?.get('sort')).toBe('scheduled_at');
    await page.getByRole('button', { name: /^Unidad/ }).click();
    await userEvent.click(page.getByRole('option', { name: 'T-031 · 12-BC-7D' }));
    await expect.poll(() => lastList(api)?.get('unit_id')).toBe('31');
  });

  it('when staff creates one → every field in the POST body, unit and person picked, cost in cents, and a toast', async () => {
    const api = fakeApi({
      ...fleet,
      [list]: aPage([]),
      'POST /api/v1/service-orders': () =>
        json({ data: aServiceOrder({ id: 57, folio: 'OS-2026-0057' }) }, 201),
    });
    await renderRoute('/empresa/3/ordenes-servicio', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nueva orden de servicio' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nueva orden de servicio' });
    await userEvent.click(sheet.getByRole('combobox', { name: /Unidad/ }));
    await userEvent.click(page.getByRole('option', { name: 'T-031 · 12-BC-7D' }));
    await userEvent.click(sheet.getByRole('combobox', { name: /Tipo/ }));
    await userEvent.click(page.getByRole('option', { name: 'Mantenimiento correctivo' }));
    await sheet.getByLabelText(/Descripción del trabajo/).fill('Cambio de balatas delanteras.');
    await userEvent.click(sheet.getByRole('combobox', { name: /Responsable/ }));
    await userEvent.click(page.getByRole('option', { name: 'Luis Pérez · Mecánico' }));
    await sheet.getByLabelText('Proveedor o taller').fill('Frenos del Bajío');
    await sheet.getByLabelText('Odómetro').fill('40500');
    await sheet.getByLabelText('Costo').fill('3,250.50');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Orden OS-2026-0057 creada')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      company_id: 3,
      unit_id: 31,
      type: 'correctivo',
      description: 'Cambio de balatas delanteras.',
      assigned_to_employee_id: 90,
      provider: 'Frenos del Bajío',
      odometer_km: 40500,
      cost: 325050,
    });
  });

  it('when the server refuses the unit and the cost (422) → its Spanish messages on the fields, what was typed kept', async () => {
    const api = fakeApi({
      ...fleet,
      [list]: aPage([]),
      'POST /api/v1/service-orders': json(
        {
          message: 'Los datos no son válidos.',
          errors: {
            unit_id: ['La unidad no pertenece a la empresa.'],
            cost: ['El costo excede el máximo permitido.'],
          },
        },
        422,
      ),
    });
    await renderRoute('/empresa/3/ordenes-servicio', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nueva orden de servicio' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nueva orden de servicio' });
    await userEvent.click(sheet.getByRole('combobox', { name: /Unidad/ }));
    await userEvent.click(page.getByRole('option', { name: 'T-027 · 89-AK-3F' }));
    await userEvent.click(sheet.getByRole('combobox', { name: /Tipo/ }));
    await userEvent.click(page.getByRole('option', { name: 'Lavado' }));
    await sheet.getByLabelText(/Descripción del trabajo/).fill('Lavado completo.');
    await sheet.getByLabelText('Costo').fill('900');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('La unidad no pertenece a la empresa.')).toBeVisible();
    await expect.element(sheet.getByText('El costo excede el máximo permitido.')).toBeVisible();
    await expect.element(page.getByText('No pudimos guardar los cambios.')).toBeVisible();
    await expect
      .element(sheet.getByLabelText(/Descripción del trabajo/))
      .toHaveValue('Lavado completo.');
    await expect.element(sheet.getByLabelText('Costo')).toHaveValue('$900.00');
    await expect
      .element(sheet.getByRole('combobox', { name: /Unidad/ }))
      .toHaveTextContent('T-027 · 89-AK-3F');
    await expect.element(sheet.getByLabelText('Costo')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when required fields are missing → Spanish messages and no request', async () => {
    const api = fakeApi({ ...fleet, [list]: aPage([]) });
    await renderRoute('/empresa/3/ordenes-servicio', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nueva orden de servicio' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nueva orden de servicio' });
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('Elige la unidad.')).toBeVisible();
    await expect.element(sheet.getByText('Elige el tipo de servicio.')).toBeVisible();
    await expect
      .element(sheet.getByText('Describe el trabajo (máximo 5000 caracteres).'))
      .toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('when staff edits one → the sheet starts from its values; PUT with every field and the status chosen among next_statuses', async () => {
    const order = aServiceOrder();
    const api = fakeApi({
      ...fleet,
      [list]: aPage([order]),
      'PUT /api/v1/service-orders/55': (request) => ({
        data: { ...order, ...(request.body as object) },
      }),
    });
    await renderRoute('/empresa/3/ordenes-servicio', { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de OS-2026-0055' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Editar orden OS-2026-0055' });
    await expect.element(sheet.getByLabelText('Costo')).toHaveValue('$8,500.00');
    await userEvent.click(sheet.getByRole('combobox', { name: /Estado/ }));
    expect(
      page
        .getByRole('option')
        .elements()
        .map((o) => o.textContent),
    ).toEqual(['Programada', 'En proceso', 'Cancelada']);
    await userEvent.click(page.getByRole('option', { name: 'En proceso' }));
    await sheet.getByLabelText('Costo').fill('9,100');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Orden OS-2026-0055 actualizada')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      company_id: 3,
      unit_id: 27,
      type: 'preventivo',
      description: order.description,
      assigned_to_employee_id: 77,
      status: 'en_proceso',
      provider: 'Taller Diésel León',
      scheduled_at: order.scheduled_at,
      odometer_km: 40125,
      cost: 910000,
    });
  });

  it('when a move is chosen from the row menu → only next_statuses are offered; PUT with the order and the new status, a toast', async () => {
    const order = aServiceOrder();
    const api = fakeApi({
      ...fleet,
      [list]: aPage([order]),
      'PUT /api/v1/service-orders/55': (request) => ({
        data: { ...order, ...(request.body as object), next_statuses: ['completada', 'cancelada'] },
      }),
    });
    await renderRoute('/empresa/3/ordenes-servicio', { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de OS-2026-0055' }).click();
    expect(
      page
        .getByRole('menuitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(['Iniciar trabajo', 'Cancelar orden', 'Editar', 'Eliminar']);
    await page.getByRole('menuitem', { name: 'Iniciar trabajo' }).click();
    await expect
      .element(page.getByText('La orden OS-2026-0055 ahora está: En proceso'))
      .toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      company_id: 3,
      unit_id: 27,
      status: 'en_proceso',
      cost: 850000,
      assigned_to_employee_id: 77,
    });
  });

  it('when staff deletes one after confirming → DELETE and a toast', async () => {
    const api = fakeApi({
      ...fleet,
      [list]: aPage([aServiceOrder()]),
      'DELETE /api/v1/service-orders/55': new Response(null, { status: 204 }),
    });
    await renderRoute('/empresa/3/ordenes-servicio', { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de OS-2026-0055' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar OS-2026-0055?' });
    await expect
      .element(dialog.getByText(/La orden OS-2026-0055 se eliminará de forma permanente/))
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect.element(page.getByText('Orden OS-2026-0055 eliminada')).toBeVisible();
    expect(api.calls.map((c) => c.key)).toContain('DELETE /api/v1/service-orders/55');
  });
});
