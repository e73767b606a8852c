import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aDepartment, anEmployee, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const list = 'GET /api/v1/companies/3/departments';
const employees = 'GET /api/v1/companies/3/employees';
/** The company's people: one with a platform account (user 12), one without. */
const people = aPage([
  anEmployee({ id: 90, user_id: 12, name: 'Luis', surname: 'Pérez', lastname: null }),
  anEmployee({ id: 91, user_id: null, name: 'Sin', surname: 'Cuenta', lastname: null }),
]);
const trafico = aDepartment();
const taller = aDepartment({
  id: 5,
  name: 'Taller',
  description: null,
  manager: null,
  employees_count: 0,
});

describe('given the departments screen (/empresa/3/departamentos)', () => {
  it('when the company has departments → a row each with manager and employee count, no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({ [list]: aPage([trafico, taller]) });
    await renderRoute('/empresa/3/departamentos', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Departamentos' }))
      .toBeVisible();
    await expect
      .element(
        page
          .getByRole('navigation', { name: 'Secciones de la empresa' })
          .getByRole('link', { name: 'Departamentos' }),
      )
      .toHaveAttribute('aria-current', 'page');
    const rows = page.getByRole('row');
    await expect
      .element(rows.filter({ hasText: 'Tráfico' }))
      .toHaveTextContent(/Rosa Elena Martínez Soto.*23/);
    await expect
      .element(rows.filter({ hasText: 'Taller' }))
      .toHaveTextContent(/Sin responsable.*0/);
    expect(api.calls.find((c) => c.key === list)?.url.search).toBe('?page=1&per_page=10');
    await expectNoAxeViolations();
  });

  it('when there are none → the empty state with its create button', async () => {
    await renderRoute('/empresa/3/departamentos', {
      user: staffUser,
      api: fakeApi({ [list]: aPage([]) }),
    });
    await expect
      .element(page.getByRole('heading', { name: 'Aún no hay departamentos' }))
      .toBeVisible();
    await expectNoAxeViolations();
  });

  it('when the list fails → the error state, and Reintentar loads it again', async () => {
    let fail = true;
    const api = fakeApi({
      [list]: () => (fail ? json({ message: 'Error interno' }, 500) : aPage([trafico])),
    });
    await renderRoute('/empresa/3/departamentos', { user: staffUser, api });
    await expect.element(page.getByText('No pudimos cargar los datos')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.element(page.getByRole('row').filter({ hasText: 'Tráfico' })).toBeVisible();
  });

  it('when ?page=2 is in the URL → the second page is requested, and the pager moves the URL', async () => {
    const api = fakeApi({
      [list]: (request) =>
        aPage(
          [
            aDepartment({
              id: 100 + Number(request.url.searchParams.get('page')),
              name: `Área ${request.url.searchParams.get('page')}`,
            }),
          ],
          {
            total: 30,
            last_page: 3,
            per_page: 10,
            current_page: Number(request.url.searchParams.get('page')),
          },
        ),
    });
    const { router } = await renderRoute('/empresa/3/departamentos?page=2', {
      user: staffUser,
      api,
    });
    await expect.element(page.getByRole('row').filter({ hasText: 'Área 2' })).toBeVisible();
    await page.getByRole('button', { name: /siguiente/i }).click();
    await expect.poll(() => router.state.location.search).toBe('?page=3');
    await expect.element(page.getByRole('row').filter({ hasText: 'Área 3' })).toBeVisible();
  });

  it('when staff creates one → POST with the name, a toast, and the list is loaded again', async () => {
    const api = fakeApi({
      [list]: aPage([]),
      'POST /api/v1/companies/3/departments': (request) =>
        json({ data: aDepartment({ id: 6, ...(request.body as object) }) }, 201),
    });
    await renderRoute('/empresa/3/departamentos', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nuevo departamento' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo departamento' });
    await sheet.getByLabelText('Nombre').fill('Almacén');
    api.on({ [list]: aPage([aDepartment({ id: 6, name: 'Almacén', description: null })]) });
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Departamento Almacén creado')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Almacén',
      description: null,
      manager_employee_id: null,
    });
    await expect.element(page.getByRole('row').filter({ hasText: 'Almacén' })).toBeVisible();
    await expect.element(sheet).not.toBeInTheDocument();
  });

  it('when the name is too short → the field says so and nothing is sent', async () => {
    const api = fakeApi({ [list]: aPage([]) });
    await renderRoute('/empresa/3/departamentos', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nuevo departamento' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo departamento' });
    await sheet.getByLabelText('Nombre').fill('A');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('Escribe un nombre de 2 a 120 caracteres.')).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('when the server refuses the name (422) → its message on the field, what was typed kept, a toast', async () => {
    const api = fakeApi({
      [list]: aPage([]),
      'POST /api/v1/companies/3/departments': json(
        {
          message: 'Los datos no son válidos.',
          errors: { name: ['Ya existe un departamento con ese nombre en la empresa.'] },
        },
        422,
      ),
    });
    await renderRoute('/empresa/3/departamentos', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nuevo departamento' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo departamento' });
    await sheet.getByLabelText('Nombre').fill('Tráfico');
    await sheet.getByLabelText('Descripción').fill('Otra vez');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('Ya existe un departamento con ese nombre en la empresa.'))
      .toBeVisible();
    await expect.element(page.getByText('No pudimos guardar los cambios.')).toBeVisible();
    await expect.element(sheet.getByLabelText('Nombre')).toHaveValue('Tráfico');
    await expect.element(sheet.getByLabelText('Descripción')).toHaveValue('Otra vez');
    await expect.element(sheet.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when staff picks a manager → only people with an account are offered, PUT sends their user id', async () => {
    const api = fakeApi({
      [list]: aPage([taller]),
      [employees]: people,
      'PUT /api/v1/departments/5': { data: { ...taller, manager: { id: 12, name: 'Luis Pérez' } } },
    });
    await renderRoute('/empresa/3/departamentos', { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de Taller' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Editar Taller' });
    await userEvent.click(sheet.getByRole('combobox', { name: /Responsable/ }));
    await expect.element(page.getByRole('option', { name: 'Sin Cuenta' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('option', { name: 'Luis Pérez' }));
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Departamento Taller actualizado')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Taller',
      description: null,
      manager_employee_id: 12,
    });
  });

  it('when a header is clicked or a search typed → sort and q in the URL and the request', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({ [list]: aPage([trafico, taller]) });
    const { router } = await renderRoute('/empresa/3/departamentos', { user: staffUser, api });
    await page.getByRole('button', { name: /Nombre/ }).click();
    await expect.poll(() => router.state.location.search).toBe('?sort=name');
    await page.getByRole('searchbox', { name: 'Buscar departamentos' }).fill('tra');
    await expect.poll(() => router.state.location.search).toBe('?q=tra&sort=name');
    await expect
      .poll(() => api.calls.filter((c) => c.key === list).at(-1)?.url.search)
      .toBe('?page=1&per_page=10&q=tra&sort=name');
  });

  it('when staff edits one → PUT with the changes and a toast', async () => {
    const api = fakeApi({
      [list]: aPage([trafico]),
      [employees]: people,
      'PUT /api/v1/departments/4': (request) => ({
        data: { ...trafico, ...(request.body as object) },
      }),
    });
    await renderRoute('/empresa/3/departamentos', { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de Tráfico' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Editar Tráfico' });
    await expect.element(sheet.getByLabelText('Nombre')).toHaveValue('Tráfico');
    await sheet.getByLabelText('Nombre').fill('Tráfico y rutas');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Departamento Tráfico y rutas actualizado')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Tráfico y rutas',
      description: 'Coordinación de viajes y operadores.',
      manager_employee_id: 77,
    });
  });

  it('when staff deletes one after confirming → DELETE and a toast; a department in use → the reason', async () => {
    let inUse = false;
    const api = fakeApi({
      [list]: aPage([trafico]),
      'DELETE /api/v1/departments/4': () =>
        inUse ? json({ message: 'Conflicto' }, 409) : new Response(null, { status: 204 }),
    });
    await renderRoute('/empresa/3/departamentos', { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de Tráfico' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar Tráfico?' });
    await expect.element(dialog).toBeVisible();
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect.element(page.getByText('Departamento Tráfico eliminado')).toBeVisible();
    expect(api.calls.filter((c) => c.key === 'DELETE /api/v1/departments/4')).toHaveLength(1);

    inUse = true;
    await page.getByRole('button', { name: 'Acciones de Tráfico' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect
      .element(page.getByText('No se puede eliminar: el departamento tiene empleados o turnos.'))
      .toBeVisible();
  });

  it('when the user switches company here → the departments of the other company', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      [list]: aPage([trafico]),
      'GET /api/v1/companies/8/departments': aPage([
        aDepartment({ id: 40, company_id: 8, name: 'Patio' }),
      ]),
    });
    const { router } = await renderRoute('/empresa/3/departamentos', { user: staffUser, api });
    await userEvent.click(page.getByRole('combobox', { name: 'Cambiar de empresa' }));
    await userEvent.click(page.getByRole('option', { name: 'Logística Occidente' }));
    await expect.poll(() => router.state.location.pathname).toBe('/empresa/8/departamentos');
    await expect.element(page.getByRole('row').filter({ hasText: 'Patio' })).toBeVisible();
  });
});
