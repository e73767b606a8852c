/**
 * Clock-in end to end (docs/decisions/0020-clock-in.md), against the demo data: staff of Transportes del
 * Bajío create a shift with a recess and assign it to a department on the planning calendar; the
 * demo employee, on a phone with a faked GPS, clocks in while offline (sent once, with its own
 * time, when the network returns), starts and ends a break and clocks out while the staff's
 * status board follows without a reload; the kiosk link takes the employee's number and PIN, and
 * an expired or replaced link is refused; the attendance export downloads and lists the day. axe
 * runs on every new screen. The spec creates what it edits and leaves the employee clocked out,
 * so it passes on a fresh database and when re-run against the same one.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signLinkToken } from '../apps/api/src/handlers/clock/links/token.ts';
import { expectNoAxeViolations } from './axe.ts';
import { e2eLinkSecret } from './link-secret.ts';
import { bearer, dataOf, signIn, signInToWorkspace } from './workspace-steps.ts';

const staff = 'empresa@jornada.test';
const employeeEmail = 'empleado@jornada.test';

/** A run-unique tag, so that re-running against the same data never collides. */
const tag = Date.now().toString(36).toUpperCase();

interface Me {
  id: number;
  name: string;
  employee_number: string;
  open_attendance: { id: number } | null;
}
interface AttendanceRow {
  id: number;
  check_in_at: string;
  check_out_at: string | null;
  breaks: { started_at: string; ended_at: string | null }[];
}
interface TerminalRow {
  name: string;
  location: { latitude: number; longitude: number } | null;
  geofence_radius_m: number | null;
}

/** The board's row of an employee. */
const boardRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** Waits for a list screen's table to finish loading. */
async function settled(page: Page) {
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

test('staff plan a shift, the employee clocks in offline, takes a break and clocks out, the kiosk and export work', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  const companyId = await signInToWorkspace(staffPage, staff);
  const staffAuth = await bearer(request, staff);
  const employeeAuth = await bearer(request, employeeEmail);

  // The demo employee, clocked out before we start (an interrupted earlier run may have left a
  // record open).
  let me = await dataOf<Me>(await request.get('/clocker-api/v1/me', { headers: employeeAuth }));
  if (me.open_attendance)
    await dataOf(
      await request.post(`/clocker-api/v1/employees/${me.id}/attendances`, {
        headers: employeeAuth,
        data: { type: 'check_out', source: 'app', latitude: 21.12, longitude: -101.68 },
      }),
      201,
    );

  await test.step('staff create a shift with a recess', async () => {
    await staffPage.goto(`/empresa/${companyId}/asistencia/turnos`);
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Turnos' })).toBeVisible();
    await settled(staffPage);
    await expectNoAxeViolations(staffPage);
    await staffPage.getByRole('button', { name: 'Nuevo turno' }).first().click();
    const sheet = staffPage.getByRole('dialog', { name: 'Nuevo turno' });
    await sheet.getByLabel('Nombre').fill(`Mixto ${tag}`);
    await sheet.getByLabel(/^Entrada/).fill('10:00');
    await sheet.getByLabel(/^Salida/).fill('18:00');
    // Every day of the week: the assignment below starts today, and the calendar must show an
    // occurrence this week whatever day the suite runs (on a weekend a Monday–Friday shift has
    // none left).
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'])
      await sheet.getByRole('checkbox', { name: day }).check();
    await expectNoAxeViolations(staffPage);
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect(sheet).toBeHidden();
    await expect(boardRow(staffPage, `Mixto ${tag}`)).toContainText('10:00–18:00');

    await staffPage
      .getByRole('navigation', { name: 'Turnos y recesos' })
      .getByRole('link', { name: 'Recesos' })
      .click();
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Recesos' })).toBeVisible();
    await settled(staffPage);
    await staffPage.getByRole('button', { name: 'Nuevo receso' }).first().click();
    const recess = staffPage.getByRole('dialog', { name: 'Nuevo receso' });
    await recess.getByLabel('Nombre').fill(`Comida ${tag}`);
    await recess.getByRole('combobox', { name: /Turno/ }).click();
    await staffPage.getByRole('option', { name: new RegExp(`^Mixto ${tag}`) }).click();
    await recess.getByLabel(/^Inicio/).fill('14:00');
    await recess.getByLabel(/^Fin/).fill('14:30');
    await recess.getByRole('button', { name: 'Guardar' }).click();
    await expect(recess).toBeHidden();
    await expect(boardRow(staffPage, `Comida ${tag}`)).toContainText(`Mixto ${tag}`);
    await expectNoAxeViolations(staffPage);
  });

  await test.step('staff assign it to a department on the planning calendar', async () => {
    await staffPage.goto(`/empresa/${companyId}/asistencia/planeacion`);
    await expect(
      staffPage.getByRole('heading', { level: 1, name: 'Planeación de turnos' }),
    ).toBeVisible();
    await expect(staffPage.getByText('Cargando la planeación…')).toHaveCount(0);
    await staffPage.getByRole('button', { name: 'Asignar turno' }).click();
    const sheet = staffPage.getByRole('dialog', { name: 'Asignar turno' });
    await sheet.getByRole('combobox', { name: /^Turno/ }).click();
    await staffPage.getByRole('option', { name: new RegExp(`^Mixto ${tag}`) }).click();
    const departments = sheet.getByRole('combobox', { name: /Departamentos/ });
    await departments.click();
    await departments.fill('Manten');
    const option = staffPage.getByRole('listbox').getByRole('option').first();
    const department = (await option.innerText()).split('\n')[0]!.trim();
    await option.click();
    await sheet.getByRole('button', { name: 'Asignar turno' }).click();
    await expect(sheet).toBeHidden();
    // On the calendar, in the department's column on a day of this week.
    await expect(
      staffPage.getByRole('button', { name: new RegExp(`^Mixto ${tag} 10:00 – 18:00`) }).first(),
    ).toBeVisible();
    const assigned = await dataOf<{ department: { name: string } }[]>(
      await request.get(`/clocker-api/v1/search/department-shifts`, {
        headers: staffAuth,
        params: { company_id: companyId, q: `Mixto ${tag}` },
      }),
    );
    expect(assigned.map((row) => row.department.name)).toContain(department);
    await expectNoAxeViolations(staffPage);
  });

  // Where the employee's phone is: inside the geofence of a terminal of the company.
  const terminals = await dataOf<TerminalRow[]>(
    await request.get(`/api/v1/companies/${companyId}/terminals`, {
      headers: staffAuth,
      params: { per_page: 50 },
    }),
  );
  const place = terminals.find((t) => t.location && t.geofence_radius_m)!;
  expect(place, 'a demo terminal with a geofence').toBeTruthy();

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: { ...place.location!, accuracy: 10 },
  });
  const mobile = await phone.newPage();
  await signIn(mobile, employeeEmail, /\/mi-asistencia$/);
  await expect(mobile.getByRole('heading', { level: 1, name: 'Mi asistencia' })).toBeVisible();
  await expect(mobile.getByText(/^Hoy: /)).toBeVisible();
  await expectNoAxeViolations(mobile);

  await staffPage.goto(`/empresa/${companyId}/asistencia`);
  await expect(
    staffPage.getByRole('heading', { level: 1, name: 'Estado del personal' }),
  ).toBeVisible();
  const row = boardRow(staffPage, me.name);
  await expect(row).toBeVisible();
  await expectNoAxeViolations(staffPage);
  const boardUrl = staffPage.url();

  let clickedAt = 0;
  await test.step('the employee clocks in offline; it is sent once when the network returns', async () => {
    await phone.setOffline(true);
    clickedAt = Date.now();
    await mobile.getByRole('button', { name: 'Registrar entrada' }).click();
    await expect(mobile.getByText('Pendiente de enviar').first()).toBeVisible();
    // Nothing reached the server.
    me = await dataOf<Me>(await request.get('/clocker-api/v1/me', { headers: employeeAuth }));
    expect(me.open_attendance).toBeNull();
    await mobile.waitForTimeout(1_500); // the check keeps its own time, not the sending time
    await phone.setOffline(false);
    await expect(mobile.getByText('Pendiente de enviar')).toHaveCount(0, { timeout: 15_000 });
    await expect(mobile.getByRole('button', { name: 'Registrar salida' })).toBeVisible();
    // The board followed, without a reload.
    await expect(row).toContainText(/En turno|Retardo/);
    expect(staffPage.url()).toBe(boardUrl);
    const records = await dataOf<AttendanceRow[]>(
      await request.get(`/clocker-api/v1/employees/${me.id}/attendances`, {
        headers: staffAuth,
      }),
    );
    const open = records.filter((r) => r.check_out_at === null);
    expect(open).toHaveLength(1);
    expect(Math.abs(Date.parse(open[0]!.check_in_at) - clickedAt)).toBeLessThan(1_500);
  });

  await test.step('a break, then the check-out, each on the board at once', async () => {
    await mobile.getByRole('button', { name: 'Iniciar receso' }).click();
    const choice = mobile.getByRole('dialog');
    if (await choice.isVisible().catch(() => false)) {
      await choice.getByRole('radio').first().check();
      await choice.getByRole('button', { name: 'Iniciar receso' }).click();
    }
    await expect(mobile.getByRole('button', { name: 'Terminar receso' })).toBeVisible();
    await expect(row).toContainText('En receso');
    await mobile.getByRole('button', { name: 'Terminar receso' }).click();
    await expect(mobile.getByRole('button', { name: 'Registrar salida' })).toBeVisible();
    await expect(row).toContainText(/En turno|Retardo/);
    await mobile.getByRole('button', { name: 'Registrar salida' }).click();
    await mobile
      .getByRole('alertdialog', { name: '¿Registrar tu salida?' })
      .getByRole('button', { name: 'Sí, registrar salida' })
      .click();
    await expect(mobile.getByRole('button', { name: 'Registrar entrada' })).toBeVisible();
    await expect(row).toContainText('Salida');
    expect(staffPage.url()).toBe(boardUrl);
    await expectNoAxeViolations(mobile);
  });

  const pin = '2580';
  await test.step('the employee sets a kiosk PIN', async () => {
    await mobile.getByRole('button', { name: /^(Crear|Cambiar) mi PIN$/ }).click();
    await mobile.getByLabel('PIN nuevo (4 a 8 dígitos)').fill(pin);
    await mobile.getByLabel('Confirma tu PIN').fill(pin);
    await mobile.getByLabel('Confirma tu PIN').press('Enter');
    await expect(mobile.getByText('Tu PIN quedó guardado.', { exact: true })).toBeVisible();
  });

  await test.step('the kiosk link takes the number and PIN; a replaced or expired link is refused', async () => {
    await staffPage.goto(`/empresa/${companyId}/asistencia/kiosco`);
    await expect(
      staffPage.getByRole('heading', { level: 1, name: 'Kiosco y enlaces' }),
    ).toBeVisible();
    const linkField = staffPage.getByRole('textbox', { name: 'Enlace del kiosco' });
    await expect(linkField).toHaveValue(/\/kiosco#c1\./);
    await expectNoAxeViolations(staffPage);
    const kioskUrl = await linkField.inputValue();

    const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const kiosk = await tablet.newPage();
    await kiosk.goto(kioskUrl);
    await expect(kiosk.getByRole('heading', { name: 'Transportes del Bajío' })).toBeVisible();
    await expectNoAxeViolations(kiosk);
    const firstName = me.name.split(' ')[0]!;
    for (const [action, done] of [
      ['Entrada', 'Entrada registrada'],
      ['Salida', 'Salida registrada'],
    ] as const) {
      await kiosk.getByRole('textbox', { name: 'Número de empleado' }).fill(me.employee_number);
      await kiosk.getByLabel('PIN', { exact: true }).fill(pin);
      await kiosk.getByRole('button', { name: action, exact: true }).click();
      await expect(kiosk.getByText(new RegExp(`, ${firstName}!`))).toBeVisible();
      await expect(kiosk.getByText(new RegExp(done))).toBeVisible();
      await kiosk.getByRole('button', { name: 'Listo' }).click();
    }
    const kioskRecords = await dataOf<{ source: string }[]>(
      await request.get(`/clocker-api/v1/employees/${me.id}/attendances`, {
        headers: staffAuth,
      }),
    );
    expect(kioskRecords[0]!.source).toBe('kiosk');

    // A link signed with an expiry that has passed is refused.
    const token = decodeURIComponent(new URL(kioskUrl).hash.slice(1));
    const linkId = (
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { l: number }
    ).l;
    const expired = signLinkToken(e2eLinkSecret, {
      linkId,
      expiresAt: new Date(Date.now() - 60_000),
    });
    await kiosk.goto(`${new URL(kioskUrl).origin}/kiosco#${expired}`);
    await kiosk.reload();
    await expect(
      kiosk.getByRole('heading', { name: 'Este enlace de kiosco venció o fue revocado' }),
    ).toBeVisible();
    await expect(kiosk.getByRole('textbox', { name: 'Número de empleado' })).toHaveCount(0);

    // Renewing the link revokes the one the tablet had.
    await staffPage.getByRole('button', { name: 'Renovar enlace' }).click();
    await staffPage
      .getByRole('alertdialog')
      .getByRole('button', { name: /Renovar/ })
      .click();
    await expect(linkField).not.toHaveValue(kioskUrl);
    await kiosk.goto(kioskUrl);
    await kiosk.reload();
    await expect(
      kiosk.getByRole('heading', { name: 'Este enlace de kiosco venció o fue revocado' }),
    ).toBeVisible();
    await tablet.close();
  });

  await test.step('the attendance export downloads and lists the day', async () => {
    await staffPage.goto(`/empresa/${companyId}/asistencia/registros`);
    await expect(
      staffPage.getByRole('heading', { level: 1, name: 'Registros de asistencia' }),
    ).toBeVisible();
    await settled(staffPage);
    await expect(boardRow(staffPage, me.name).first()).toBeVisible();
    await expectNoAxeViolations(staffPage);
    const download = staffPage.waitForEvent('download');
    await staffPage.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^asistencia-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile((await file.path())!, 'utf8');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
      clickedAt,
    );
    const lines = csv.split(/\r?\n/);
    expect(lines[0]).toContain('Fecha');
    const mine = lines.filter((line) => line.includes(me.employee_number) && line.includes(today));
    expect(mine.length, `a row of ${me.employee_number} on ${today}`).toBeGreaterThan(0);
  });

  await phone.close();
  await staffContext.close();
});
