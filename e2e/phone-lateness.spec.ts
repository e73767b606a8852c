/**
 * Lateness as a payroll clerk reads it (docs/decisions/0044-lateness-rules.md), on a phone, as the
 * company's staff: the shift sheet explains the tolerance as a grace period; for a 07:00–15:00
 * shift with 10 minutes of tolerance, an arrival at 07:30 reads «30 min» of lateness in the
 * attendance records (the whole delay, not 20) and one at 07:10 none; on that day's board the
 * first is «Retardo», the second «Salida» and the employee who never came «Falta»; and on the live
 * board an employee whose shift started an hour ago and has not ended reads «Sin registro aún»,
 * not «Falta». The spec creates its own department, employees and shifts (tagged per run), so it
 * passes on a fresh database and when re-run against the same one.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { bearer, dataOf, signInToWorkspace } from './workspace-steps.ts';

const staff = 'empresa@jornada.test';
const timeZone = 'America/Mexico_City';
/** A run-unique tag, so that re-running against the same data never collides. */
const tag = Date.now().toString(36).toUpperCase();

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The company's local date, `days` from today (`YYYY-MM-DD`). */
function localDay(days: number) {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
}

/** The company's local `HH:MM`, `minutes` from now. */
function localClock(minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** A local time of a day as an instant (Mexico City has no daylight saving time: UTC−6). */
const localInstant = (day: string, time: string) => `${day}T${time}:00-06:00`;

/** The row of a table that names `name`. */
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** The cell of `row` under the column headed `header`. */
async function cellUnder(page: Page, row: Locator, header: string) {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim().startsWith(header));
  expect(index, `a «${header}» column in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(index);
}

async function settled(page: Page) {
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

test('staff on a phone read a 07:30 arrival for 07:00 with 10 minutes of tolerance as 30 minutes late, 07:10 as on time, and nobody-yet as «Sin registro aún» until the shift ends', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const companyId = await signInToWorkspace(page, staff);
  const auth = await bearer(request, staff);
  const morningName = `Matutino ${tag}`;

  await test.step('the shift sheet explains the tolerance as a grace period', async () => {
    await page.goto(`/empresa/${companyId}/asistencia/turnos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Turnos' })).toBeVisible();
    await settled(page);
    await page.getByRole('button', { name: 'Nuevo turno' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nuevo turno' });
    await sheet.getByLabel('Nombre').fill(morningName);
    await sheet.getByLabel(/^Entrada/).fill('07:00');
    await sheet.getByLabel(/^Salida/).fill('15:00');
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'])
      await sheet.getByRole('checkbox', { name: day }).check();
    const tolerance = sheet.getByLabel(/^Tolerancia de entrada/);
    await expect(tolerance).toHaveValue('10');
    await expect(tolerance).toHaveAccessibleDescription(
      /quien llega dentro de ellos llega a tiempo; quien llega después tiene retardo por todo el tiempo desde la entrada/,
    );
    await expectNoAxeViolations(page);
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect(sheet).toBeHidden();
    await expect(rowOf(page, morningName)).toContainText('7:00');
  });

  // A department of the run's own, its employees, and their shifts.
  const shifts = await dataOf<{ id: number; name: string }[]>(
    await request.get(`/clocker-api/v1/search/shifts`, {
      headers: auth,
      params: { company_id: companyId, q: morningName },
    }),
  );
  const morning = shifts.find((s) => s.name === morningName)!;
  expect(morning).toBeDefined();
  const running = await dataOf<{ id: number }>(
    await request.post(`/clocker-api/v1/companies/${companyId}/shifts`, {
      headers: auth,
      data: {
        name: `En curso ${tag}`,
        start_time: localClock(-60),
        end_time: localClock(120),
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        tolerance_minutes: 10,
      },
    }),
    201,
  );
  const department = await dataOf<{ id: number }>(
    await request.post(`/api/v1/companies/${companyId}/departments`, {
      headers: auth,
      data: { name: `Puntualidad ${tag}` },
    }),
    201,
  );
  const hire = async (name: string) =>
    (
      await dataOf<{ id: number }>(
        await request.post(`/api/v1/departments/${department.id}/employees`, {
          headers: auth,
          multipart: { name, surname: tag, position: 'Operador de patio' },
        }),
        201,
      )
    ).id;
  const people = {
    late: await hire('Ana'),
    onTime: await hire('Beto'),
    absent: await hire('Dora'),
    notYet: await hire('Ciro'),
  };
  const assign = async (shiftId: number, ids: number[], startsOn: string) =>
    dataOf(
      await request.post(`/clocker-api/v1/employee-shift/${shiftId}`, {
        headers: auth,
        data: { employee_ids: ids, starts_on: startsOn },
      }),
    );
  await assign(morning.id, [people.late, people.onTime, people.absent], localDay(-3));
  await assign(running.id, [people.notYet], localDay(-1));

  // Two days ago: Ana came at 07:30, Beto at 07:10, both left at 15:00; Dora never came.
  const day = localDay(-2);
  const capture = async (employeeId: number, checkIn: string) => {
    for (const [type, time] of [
      ['check_in', checkIn],
      ['check_out', '15:00'],
    ] as const)
      await dataOf(
        await request.post(`/clocker-api/v1/employees/${employeeId}/attendances`, {
          headers: auth,
          data: { type, source: 'manual', at: localInstant(day, time) },
        }),
        201,
      );
  };
  await capture(people.late, '07:30');
  await capture(people.onTime, '07:10');

  await test.step('the records: 07:30 is 30 minutes late, 07:10 is on time', async () => {
    await page.goto(
      `/empresa/${companyId}/asistencia/registros?department_id=${department.id}&from=${day}&to=${day}`,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registros de asistencia' }),
    ).toBeVisible();
    await settled(page);
    const ana = rowOf(page, `Ana ${tag}`);
    const beto = rowOf(page, `Beto ${tag}`);
    await expect(ana).toContainText('7:30');
    await expect(await cellUnder(page, ana, 'Retardo')).toHaveText('30 min');
    await expect(beto).toContainText('7:10');
    await expect(await cellUnder(page, beto, 'Retardo')).not.toContainText('min');
    await expectNoAxeViolations(page);
  });

  await test.step('that day on the board: Ana late, Beto out, Dora absent', async () => {
    await page.goto(`/empresa/${companyId}/asistencia?department_id=${department.id}&date=${day}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Estado del personal' }),
    ).toBeVisible();
    await settled(page);
    await expect(rowOf(page, `Ana ${tag}`)).toContainText('Retardo');
    await expect(rowOf(page, `Ana ${tag}`)).toContainText('30 min');
    await expect(rowOf(page, `Beto ${tag}`)).toContainText('Salida');
    await expect(rowOf(page, `Dora ${tag}`)).toContainText('Falta');
  });

  await test.step('now: Ciro’s shift started an hour ago and runs two more: not yet absent', async () => {
    await page.goto(`/empresa/${companyId}/asistencia?department_id=${department.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Estado del personal' }),
    ).toBeVisible();
    await settled(page);
    const ciro = rowOf(page, `Ciro ${tag}`);
    await expect(ciro).toContainText('Sin registro aún');
    await expect(ciro).not.toContainText('Falta');
    await expectNoAxeViolations(page);
  });
});
