/**
 * Complaints end to end (decision 41), against the demo data: the demo
 * employee of Transportes del Bajío files an anonymous complaint; the company's staff find it in
 * «Quejas», read it without any trace of who filed it and answer it while moving it to review;
 * the employee sees the answer in «Mis quejas»; the administrator sees who filed it. axe runs on
 * every new screen. Each run files one complaint with a run-unique subject (filing is throttled
 * at five an hour per person, so run it at most five times an hour against the same database).
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { bearer, dataOf, signIn, signInToWorkspace } from './workspace-steps.ts';

const staff = 'empresa@jornada.test';
const employeeEmail = 'empleado@jornada.test';

/** A run-unique tag, so that re-running against the same data never collides. */
const tag = Date.now().toString(36).toUpperCase();
const subject = `Gritos en el andén ${tag}`;
const answer = `Recursos Humanos ya revisa lo que nos cuentas (${tag}).`;

test('an employee files an anonymous complaint, staff answer it without seeing who filed it, the employee reads the answer', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const employeeName = (
    await dataOf<{ name: string; surname: string | null }>(
      await request.get('/api/v1/user', { headers: await bearer(request, employeeEmail) }),
    )
  ).name;

  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  let folio = '';
  let complaintPath = '';

  await test.step('the employee files it anonymously', async () => {
    await signIn(employeePage, employeeEmail, /\/mi-asistencia$/);
    await employeePage.goto('/quejas/nueva');
    await expect(
      employeePage.getByRole('heading', { level: 1, name: 'Presentar una queja' }),
    ).toBeVisible();
    await expect(employeePage.getByRole('combobox', { name: /Empresa/ })).toHaveText(
      /Transportes del Bajío/,
    );
    await employeePage.getByRole('combobox', { name: /Categoría/ }).click();
    await employeePage.getByRole('option', { name: 'Maltrato o violencia laboral' }).click();
    await employeePage.getByLabel(/Asunto/).fill(subject);
    await employeePage
      .getByLabel(/Describe lo que pasó/)
      .fill('El supervisor del andén 3 grita e insulta al personal cuando se retrasa una carga.');
    await employeePage.getByRole('switch', { name: 'Presentar de forma anónima' }).click();
    await expect(employeePage.getByText(/pero no tu nombre ni tu cuenta/)).toBeVisible();
    await expectNoAxeViolations(employeePage);
    await employeePage.getByRole('button', { name: 'Presentar queja' }).click();
    await expect(employeePage).toHaveURL(/\/mis-quejas\/\d+$/);
    complaintPath = new URL(employeePage.url()).pathname;
    await expect(employeePage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(employeePage.getByText('Anónima para la empresa')).toBeVisible();
    folio = (await employeePage.getByText(/^Q-\d{4}-\d{4}$/).innerText()).trim();
    await expectNoAxeViolations(employeePage);
  });

  await test.step('staff answer it in «Quejas» without seeing who filed it', async () => {
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    const companyId = await signInToWorkspace(staffPage, staff);
    await staffPage.goto(`/empresa/${companyId}/quejas`);
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Quejas' })).toBeVisible();
    await expect(staffPage.locator('table[aria-busy="true"]')).toHaveCount(0);
    const row = staffPage.getByRole('row').filter({ hasText: folio });
    await expect(row.getByText('Anónima')).toBeVisible();
    await expectNoAxeViolations(staffPage);
    await row.getByRole('link', { name: folio }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(staffPage.getByText('Anónima', { exact: true })).toBeVisible();
    await expect(staffPage.locator('main')).not.toContainText(employeeName);
    await expectNoAxeViolations(staffPage);
    await staffPage.getByLabel('Mensaje').fill(answer);
    await staffPage.getByRole('button', { name: 'Iniciar revisión' }).click();
    await expect(staffPage.getByText('Queja en revisión', { exact: true })).toBeVisible();
    await expect(staffPage.getByText(answer)).toBeVisible();
    await expect(staffPage.locator('main')).not.toContainText(employeeName);
    await staffContext.close();
  });

  await test.step('the employee reads the answer in «Mis quejas»', async () => {
    await employeePage.goto('/mis-quejas');
    await expect(employeePage.getByRole('heading', { level: 1, name: 'Mis quejas' })).toBeVisible();
    await expect(employeePage.locator('table[aria-busy="true"]')).toHaveCount(0);
    const row = employeePage.getByRole('row').filter({ hasText: folio });
    await expect(row.getByText('En revisión')).toBeVisible();
    await expectNoAxeViolations(employeePage);
    await employeePage.goto(complaintPath);
    await expect(employeePage.getByText(answer)).toBeVisible();
    await expect(employeePage.getByText('En revisión').first()).toBeVisible();
    await employeeContext.close();
  });

  await test.step('the administrator sees who filed it', async () => {
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, 'admin@jornada.test', /\/admin$/);
    await expect(adminPage.locator('table[aria-busy="true"]')).toHaveCount(0);
    const row = adminPage.getByRole('row').filter({ hasText: folio });
    await expect(row.getByText(employeeName, { exact: false })).toBeVisible();
    await expectNoAxeViolations(adminPage);
    await adminContext.close();
  });
});
