import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aDepartment, anEmployee, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const list = 'GET /api/v1/companies/3/employees';
const departments = {
  'GET /api/v1/companies/3/departments': aPage([
    aDepartment(),
    aDepartment({ id: 5, name: 'Taller' }),
  ]),
};
const rosa = anEmployee();

describe('given the employees screen (/empresa/3/empleados)', () => {
  it('when opened with filters in the URL → listCompanyEmployees with them; rows show department and driver; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({ ...departments, [list]: aPage([rosa]) });
    await renderRoute('/empresa/3/empleados?status=activo&department_id=4&only_drivers=true', {
      user: staffUser,
      api,
    });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Empleados' })).toBeVisible();
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Rosa Elena Martínez Soto' }))
      .toHaveTextContent(/Operador de tractocamión.*Tráfico.*Activo.*Chofer/);
    const query = api.calls.find((c) => c.key === list)!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      per_page: '10',
      status: 'activo',
      department_id: '4',
      only_drivers: 'true',
    });
    await expect
      .element(page.getByRole('link', { name: 'Importar empleados' }))
      .toHaveAttribute('href', '/empresa/3/empleados/importar');
    await expectNoAxeViolations();
  });

  it('when a search term and a sort are in the URL → listCompanyEmployees with q and sort; the header reports it', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({ ...departments, [list]: aPage([rosa]) });
    const { router } = await renderRoute(
      '/empresa/3/empleados?q=rosa&only_drivers=true&sort=-hired_at',
      { user: staffUser, api },
    );
    await expect.element(page.getByRole('row').filter({ hasText: 'Rosa Elena' })).toBeVisible();
    const query = api.calls.find((c) => c.key === list)!.url.searchParams;
    expect(query.get('q')).toBe('rosa');
    expect(query.get('only_drivers')).toBe('true');
    expect(query.get('sort')).toBe('-hired_at');
    await expect
      .element(page.getByRole('columnheader', { name: /Fecha de ingreso/ }))
      .toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: /Número/ }).click();
    await expect.poll(() => router.state.location.search).toContain('sort=employee_number');
    await expect
      .poll(() =>
        api.calls
          .filter((c) => c.key === list)
          .at(-1)
          ?.url.searchParams.get('sort'),
      )
      .toBe('employee_number');
  });

  it('when the server refuses the CURP (409/422) → its message on the field and the values kept', async () => {
    const api = fakeApi({
      ...departments,
      [list]: aPage([]),
      'POST /api/v1/departments/4/employees': json(
        {
          message: 'Los datos no son válidos.',
          errors: { curp: ['Ya hay un empleado con ese CURP en la empresa.'] },
        },
        422,
      ),
    });
    await renderRoute('/empresa/3/empleados', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nuevo empleado' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo empleado' });
    await userEvent.click(sheet.getByRole('combobox', { name: /Departamento/ }));
    await userEvent.click(page.getByRole('option', { name: 'Tráfico' }));
    await sheet.getByLabelText('Nombre', { exact: false }).first().fill('Luis');
    await sheet.getByLabelText(/Apellido paterno/).fill('Pérez');
    await sheet.getByLabelText(/Puesto/).fill('Mecánico');
    await sheet.getByLabelText(/CURP/).fill('PEGL850412HGTRRS01');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(sheet.getByText('Ya hay un empleado con ese CURP en la empresa.'))
      .toBeVisible();
    await expect.element(page.getByText('No pudimos guardar los cambios.')).toBeVisible();
    await expect.element(sheet.getByLabelText(/Puesto/)).toHaveValue('Mecánico');
    await expect.element(sheet.getByLabelText(/CURP/)).toHaveValue('PEGL850412HGTRRS01');
  });

  it('when staff creates an employee → multipart POST to the department, and a toast', async () => {
    const api = fakeApi({
      ...departments,
      [list]: aPage([]),
      'POST /api/v1/departments/5/employees': json(
        {
          data: anEmployee({
            id: 90,
            name: 'Luis',
            surname: 'Pérez',
            lastname: null,
            department_id: 5,
          }),
        },
        201,
      ),
    });
    await renderRoute('/empresa/3/empleados', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nuevo empleado' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo empleado' });
    await userEvent.click(sheet.getByRole('combobox', { name: /Departamento/ }));
    await userEvent.click(page.getByRole('option', { name: 'Taller' }));
    await sheet.getByLabelText('Nombre', { exact: false }).first().fill('Luis');
    await sheet.getByLabelText(/Apellido paterno/).fill('Pérez');
    await sheet.getByLabelText(/Puesto/).fill('Mecánico');
    await sheet.getByLabelText(/CURP/).fill('mal');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('El CURP no es válido (18 caracteres).')).toBeVisible();
    await sheet.getByLabelText(/CURP/).fill('');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Luis Pérez ya es parte del equipo')).toBeVisible();
    const body = api.calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body)).toEqual({
      name: 'Luis',
      surname: 'Pérez',
      position: 'Mecánico',
      status: 'activo',
      is_driver: 'false',
    });
  });

  it('when staff edits an employee → PUT JSON to their department, empty optional fields as null', async () => {
    const api = fakeApi({
      ...departments,
      [list]: aPage([rosa]),
      'PUT /api/v1/departments/4/employees/77': (request) => ({
        data: { ...rosa, ...(request.body as object) },
      }),
    });
    await renderRoute('/empresa/3/empleados', { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de Rosa Elena Martínez Soto' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Editar a Rosa Elena' });
    await sheet.getByLabelText(/Puesto/).fill('Jefa de tráfico');
    await sheet.getByLabelText(/Teléfono/).fill('');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .element(page.getByText('Datos de Rosa Elena Martínez Soto actualizados'))
      .toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      department_id: 4,
      position: 'Jefa de tráfico',
      phone: null,
      curp: 'MASR850412MGTRTS09',
    });
  });

  it('when staff deletes an employee after confirming → DELETE in their department', async () => {
    const api = fakeApi({
      ...departments,
      [list]: aPage([rosa]),
      'DELETE /api/v1/departments/4/employees/77': new Response(null, { status: 204 }),
    });
    await renderRoute('/empresa/3/empleados', { user: staffUser, api });
    await page.getByRole('button', { name: 'Acciones de Rosa Elena Martínez Soto' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect.element(page.getByText('Rosa Elena Martínez Soto fue eliminado')).toBeVisible();
  });
});
