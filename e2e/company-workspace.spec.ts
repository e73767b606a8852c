/**
 * The company workspace end to end (docs/decisions/0013-company-workspace-routes.md),
 * against the demo data: staff of Transportes del Bajío sign in and land in their workspace,
 * look after an employee and a ticket, import a file of employees; staff of another company get
 * the not-found screen in the browser and 403/404 from the API. axe runs on every screen visited.
 * The spec creates what it edits, so it does not depend on the seed's exact records.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { expectNoAxeViolations } from './axe.ts';
import { demoPassword } from './sign-in.ts';

const staff = 'empresa@jornada.test';
const otherStaff = 'otra-empresa@jornada.test';

/** A run-unique tag, so that re-running against the same data never collides. */
const tag = Date.now().toString(36).toUpperCase();

/** Signs in through /login and waits for the landing in the user's workspace; returns its id. */
async function signInToWorkspace(page: Page, email: string): Promise<number> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/empresa\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/')[2]);
}

/** A bearer header for `email` from the OAuth password grant. */
async function bearer(request: APIRequestContext, email: string) {
  const response = await request.post('/oauth/token', {
    data: {
      grant_type: 'password',
      client_id: 'jornada-web',
      username: email,
      password: demoPassword,
    },
  });
  expect(response.status()).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

/**
 * Types in a list's search box and waits until the list has reloaded for it (the box debounces,
 * then the URL and the request change), so that row menus are not opened on rows about to move.
 */
async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

/** The status badge in the ticket's header. */
const statusBadge = (page: Page) => page.locator('article header [data-slot="badge"]');

const importColumns = [
  'department',
  'employee_number',
  'name',
  'surname',
  'lastname',
  'email',
  'phone',
  'curp',
  'nss',
  'position',
  'is_driver',
  'license_number',
  'license_expires_at',
  'hired_at',
] as const;
type ImportRow = Record<(typeof importColumns)[number], string>;

/**
 * Fifty employees of `department`, three of them wrong (as the server's own import tests):
 * spreadsheet row 8 a bad CURP, row 21 no name and a bad e-mail, row 34 a department the company
 * lacks (the header is row 1).
 */
function fiftyWithThreeBad(prefix: string, department: string): ImportRow[] {
  const rows = Array.from({ length: 50 }, (_, i): ImportRow => {
    const n = String(i + 1).padStart(4, '0');
    const driver = i % 5 === 0;
    return {
      department,
      employee_number: `${prefix}-${n}`,
      name: i % 3 ? 'José Ángel' : 'María Fernanda',
      surname: 'Importado',
      lastname: i % 4 ? 'Gómez' : '',
      email: `e2e.${prefix.toLowerCase()}.${n}@tdb.example`,
      phone: `477${String(i).padStart(7, '0')}`,
      // Unique per row, and unlike any seeded CURP (birth "date" 99MMDD is not a real one).
      curp: `XEXA99${n}HGTRTS0${i % 10}`,
      nss: `9${String(Date.now() % 1000).padStart(3, '0')}${String(i).padStart(7, '0')}`,
      position: driver ? 'Operador de tractocamión' : 'Auxiliar de tráfico',
      is_driver: driver ? 'sí' : 'no',
      license_number: driver ? `GTO${n}` : '',
      license_expires_at: driver ? '2027-08-31' : '',
      hired_at: '2023-02-01',
    };
  });
  rows[6]!.curp = 'NO-ES-CURP';
  rows[19]!.name = '';
  rows[19]!.email = 'no-es-correo';
  rows[32]!.department = 'Departamento Fantasma';
  return rows;
}

/** Rows as an XLSX file (write-excel-file, as the server's import tests make them). */
async function toXlsx(rows: ImportRow[]): Promise<Buffer> {
  return writeXlsxFile([
    importColumns.map((column) => ({ value: column, type: String })),
    ...rows.map((row) =>
      importColumns.map((column) =>
        column === 'hired_at'
          ? { value: new Date(`${row.hired_at}T00:00:00Z`), type: Date, format: 'yyyy-mm-dd' }
          : { value: row[column], type: String },
      ),
    ),
  ]).toBuffer();
}

test.describe('the company workspace', () => {
  // The API checks reuse the ticket and the company the earlier tests found.
  test.describe.configure({ mode: 'serial' });
  let companyId: number;
  let ticketId: number;

  test('staff land in their workspace and create, edit and delete an employee', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    companyId = await signInToWorkspace(page, staff);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resumen de la empresa' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole('navigation', { name: 'Secciones de la empresa' })
      .getByRole('link', { name: 'Empleados' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${companyId}/empleados$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Empleados' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);

    // Create.
    const surname = `Prueba${tag}`;
    const fullName = `Luisa ${surname}`;
    await page.getByRole('button', { name: 'Nuevo empleado' }).first().click();
    const create = page.getByRole('dialog', { name: 'Nuevo empleado' });
    await create.getByRole('combobox', { name: /Departamento/ }).click();
    await page.getByRole('option', { name: 'Recursos Humanos' }).click();
    await create.getByLabel(/^Nombre/).fill('Luisa');
    await create.getByLabel(/Apellido paterno/).fill(surname);
    await create.getByLabel(/^Número/).fill(`E2E-${tag}`);
    await create.getByLabel(/Puesto/).fill('Analista de nómina');
    await expectNoAxeViolations(page);
    await create.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText(`${fullName} ya es parte del equipo`, { exact: true }),
    ).toBeVisible();
    await expect(create).toBeHidden();

    // Find it (the company has dozens of employees) and edit it.
    await search(page, 'Buscar por nombre, número o CURP', surname);
    const row = page.getByRole('row').filter({ hasText: fullName });
    await expect(row).toContainText('Analista de nómina');
    await page.getByRole('button', { name: `Acciones de ${fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: `Editar a ${fullName}` });
    await expect(edit.getByLabel(/Puesto/)).toHaveValue('Analista de nómina');
    await edit.getByLabel(/Puesto/).fill('Generalista de RH');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText(`Datos de ${fullName} actualizados`, { exact: true }),
    ).toBeVisible();
    await expect(row).toContainText('Generalista de RH');

    // Delete it.
    await page.getByRole('button', { name: `Acciones de ${fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog', { name: `¿Eliminar a ${fullName}?` });
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(`${fullName} fue eliminado`, { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('staff create a department with a manager and a terminal with coordinates and hours, then delete both', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    companyId = await signInToWorkspace(page, staff);

    await page.goto(`/empresa/${companyId}/departamentos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Departamentos' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Recursos Humanos' })).toBeVisible();
    await expectNoAxeViolations(page);
    const department = `Calidad ${tag}`;
    await page.getByRole('button', { name: 'Nuevo departamento' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo departamento' });
    await sheet.getByLabel(/^Nombre/).fill(department);
    await sheet.getByRole('combobox', { name: /Responsable/ }).click();
    // The first person with an account (the list starts with «Sin responsable»).
    await page.getByRole('option').nth(1).click();
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText(`Departamento ${department} creado`, { exact: true }),
    ).toBeVisible();
    await search(page, 'Buscar departamentos', tag);
    const row = page.getByRole('row').filter({ hasText: department });
    // The row names the manager's account (the demo seed gives the employee records linked to
    // the demo accounts other names than the accounts, so the name itself is not compared).
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('Sin responsable');
    await page.getByRole('button', { name: `Acciones de ${department}` }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(
      page.getByText(`Departamento ${department} eliminado`, { exact: true }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Secciones de la empresa' })
      .getByRole('link', { name: 'Terminales' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terminales' })).toBeVisible();
    await expectNoAxeViolations(page);
    const terminal = `Patio Silao ${tag}`;
    await page.getByRole('button', { name: 'Nueva terminal' }).first().click();
    const form = page.getByRole('dialog', { name: 'Nueva terminal' });
    await form.getByLabel(/^Nombre/).fill(terminal);
    await form.getByLabel(/^Clave/).fill(`SIL-${tag.slice(-4)}`);
    await form.getByRole('combobox', { name: /Tipo/ }).click();
    await page.getByRole('option', { name: 'Patio de contenedores' }).click();
    await form.getByLabel(/^Dirección/).fill('Carretera Silao–León km 5.5, Guanajuato');
    await form.getByLabel('Latitud').fill('20.9436');
    await form.getByLabel('Longitud').fill('-101.4270');
    await form.getByLabel(/^Abre/).fill('06:00');
    await form.getByLabel(/^Cierra/).fill('22:00');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Terminal ${terminal} creada`, { exact: true })).toBeVisible();
    await search(page, 'Buscar terminales', tag);
    const terminalRow = page.getByRole('row').filter({ hasText: terminal });
    await expect(terminalRow).toContainText('06:00–22:00');
    await page.getByRole('button', { name: `Acciones de ${terminal}` }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: `Editar ${terminal}` });
    await expect(edit.getByLabel('Latitud')).toHaveValue('20.9436');
    await expect(edit.getByLabel('Longitud')).toHaveValue('-101.427');
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: `Acciones de ${terminal}` }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(`Terminal ${terminal} eliminada`, { exact: true })).toBeVisible();
  });

  test('staff create a ticket and move it abierto → en proceso → resuelto → cerrado', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    companyId = await signInToWorkspace(page, staff);
    await page.goto(`/empresa/${companyId}/tickets`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    await expectNoAxeViolations(page);

    const subject = `Falla de frenos ${tag}`;
    await page.getByRole('button', { name: 'Nuevo ticket' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo ticket' });
    await sheet.getByLabel(/Asunto/).fill(subject);
    await sheet.getByLabel(/Descripción/).fill('La unidad pierde presión de aire en pendiente.');
    await sheet.getByRole('combobox', { name: /Categoría/ }).click();
    await page.getByRole('option', { name: 'Falla mecánica' }).click();
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(/^Ticket TK-\d{4}-\d{6} creado$/)).toBeVisible();

    // Newest first: it heads the list.
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('Abierto');
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${companyId}/tickets/\\d+$`));
    ticketId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(statusBadge(page)).toHaveText('Abierto');
    await expectNoAxeViolations(page);

    const moves = page.getByRole('region', { name: 'Cambiar estado' });
    for (const [button, status] of [
      ['Iniciar atención', 'En proceso'],
      ['Marcar como resuelto', 'Resuelto'],
      ['Cerrar ticket', 'Cerrado'],
    ] as const) {
      await moves.getByRole('button', { name: button }).click();
      await expect(
        page.getByText(`El ticket ahora está: ${status}`, { exact: true }),
      ).toBeVisible();
      await expect(statusBadge(page)).toHaveText(status);
    }
    await expect(page.getByText('Este ticket ya no admite cambios de estado.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('staff of another company get the not-found screen, and 403/404 from the API', async ({
    page,
    request,
  }) => {
    expect(ticketId, 'the ticket test runs first').toBeGreaterThan(0);
    const own = await bearer(request, staff);
    const employees = await request.get(`/api/v1/companies/${companyId}/employees?per_page=1`, {
      headers: own,
    });
    expect(employees.status()).toBe(200);
    const employee = ((await employees.json()) as { data: { id: number; department_id: number }[] })
      .data[0]!;

    const other = await signInToWorkspace(page, otherStaff);
    expect(other).not.toBe(companyId);
    for (const path of [`/empresa/${companyId}`, `/empresa/${companyId}/tickets/${ticketId}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
      await expect(page.getByText('Falla de frenos')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }

    const headers = await bearer(request, otherStaff);
    const ticketBody = {
      company_id: companyId,
      subject: 'Intento ajeno',
      description: 'No debería guardarse.',
      category: 'otro',
      priority: 'baja',
    };
    const employeePath = `/api/v1/departments/${employee.department_id}/employees`;
    const answers = {
      getTicket: await request.get(`/api/v1/tickets/${ticketId}`, { headers }),
      updateTicket: await request.put(`/api/v1/tickets/${ticketId}`, { headers, data: ticketBody }),
      deleteTicket: await request.delete(`/api/v1/tickets/${ticketId}`, { headers }),
      getEmployee: await request.get(`${employeePath}/${employee.id}`, { headers }),
      createEmployee: await request.post(employeePath, {
        headers,
        multipart: { name: 'Intruso', surname: 'Ajeno', position: 'Nadie' },
      }),
    };
    for (const [operation, response] of Object.entries(answers))
      expect([403, 404], `${operation}: ${response.status()}`).toContain(response.status());

    // Nothing changed: the ticket is still there, closed, with its subject.
    const after = await request.get(`/api/v1/tickets/${ticketId}`, { headers: own });
    expect(after.status()).toBe(200);
    expect((await after.json()).data).toMatchObject({ status: 'cerrado' });
    expect(((await after.json()) as { data: { subject: string } }).data.subject).toContain(tag);
  });

  test('staff import 50 employees from an XLSX: 3 row errors in the preview, 47 imported', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    companyId = await signInToWorkspace(page, staff);
    await page.goto(`/empresa/${companyId}/empleados/importar`);
    await expect(page.getByRole('heading', { level: 1, name: 'Importar empleados' })).toBeVisible();
    await expectNoAxeViolations(page);

    const prefix = `IMP${tag}`;
    await page.locator('input[type="file"]').setInputFiles({
      name: 'empleados.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await toXlsx(fiftyWithThreeBad(prefix, 'Recursos Humanos')),
    });
    await page.getByRole('button', { name: 'Revisar archivo' }).click();

    await expect(
      page.getByText('47 filas listas para importar (47 nuevas, 0 por actualizar), 3 con errores.'),
    ).toBeVisible({ timeout: 30_000 });
    const errors = page.getByRole('table', { name: 'Errores por fila' });
    for (const [row, field] of [
      ['8', 'CURP'],
      ['21', 'Nombre'],
      ['21', 'Correo electrónico'],
      ['34', 'Departamento'],
    ])
      await expect(
        errors
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name: row, exact: true }) })
          .filter({
            has: page.getByRole('cell', { name: field, exact: true }),
          }),
      ).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Importar 47 empleados' }).click();
    await expect(page.getByText('Importando empleados…')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Avance de la importación' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('47 creados, 0 actualizados, 3 con errores.')).toBeVisible();
    await expectNoAxeViolations(page);

    // They are on the list now.
    await page.getByRole('link', { name: 'Ver empleados' }).click();
    await search(page, 'Buscar por nombre, número o CURP', 'Importado');
    await expect(page.getByRole('status').filter({ hasText: /resultados/ })).toHaveText(
      '47 resultados',
    );
  });
});
