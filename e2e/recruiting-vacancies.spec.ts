/**
 * Company vacancies and the administrator's console end to end (docs/decisions/0027-vacancy-console.md), against
 * the demo data: staff of Transportes del Bajío create a vacancy and send it to revision; the
 * administrator approves it in «Vacantes en revisión» and seekers find it in the search; the
 * administrator rejects another with a reason and the company reads that reason on its vacancy.
 * axe runs on every new screen. Titles carry a run-unique tag.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { bearer, dataOf, signIn, signInToWorkspace } from './workspace-steps.ts';

const staff = 'empresa@jornada.test';
const admin = 'admin@jornada.test';
const tag = `Zq${Date.now().toString(36)}`;
const approvedTitle = `Operador de montacargas ${tag}`;
const rejectedTitle = `Ayudante general ${tag}`;
const reason = `El sueldo no coincide con la descripción (${tag}).`;

test('staff create a vacancy and send it to revision, the administrator approves it and seekers find it; a rejected one shows its reason to the company', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  let companyId = 0;

  await test.step('staff create a draft and send it to revision', async () => {
    companyId = await signInToWorkspace(staffPage, staff);
    await staffPage.goto(`/empresa/${companyId}/vacantes`);
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Vacantes' })).toBeVisible();
    await expect(staffPage.getByRole('list', { name: 'Vacantes por estado' })).toContainText(
      /Rechazada: [1-9]/,
    );
    await expectNoAxeViolations(staffPage);
    await staffPage.getByRole('button', { name: 'Nueva vacante' }).first().click();
    const sheet = staffPage.getByRole('dialog', { name: 'Nueva vacante' });
    await sheet.getByRole('textbox', { name: 'Título' }).fill(approvedTitle);
    await sheet
      .getByRole('textbox', { name: 'Descripción' })
      .fill('Operación de montacargas en el almacén de León, turno matutino.');
    await sheet.getByRole('textbox', { name: 'Requisitos' }).fill('Constancia DC-3 vigente');
    await sheet.getByRole('textbox', { name: /Sueldo mínimo/ }).fill('14000');
    await sheet.getByRole('textbox', { name: /Sueldo máximo/ }).fill('16000');
    await sheet.getByRole('combobox', { name: /Estado de la república/ }).click();
    await staffPage.getByRole('option', { name: 'Guanajuato' }).click();
    await sheet.getByRole('combobox', { name: /Categoría/ }).click();
    await staffPage.getByRole('option', { name: 'Logística y transporte' }).click();
    await expectNoAxeViolations(staffPage);
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      staffPage.getByText(`Vacante «${approvedTitle}» guardada como borrador`, { exact: true }),
    ).toBeVisible();
    await staffPage.getByRole('link', { name: approvedTitle }).click();
    await expect(staffPage.getByText('Estado: Borrador')).toBeVisible();
    await expectNoAxeViolations(staffPage);
    await staffPage.getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(staffPage.getByText('Estado: En revisión')).toBeVisible();
  });

  await test.step('another one goes to revision through the API', async () => {
    const headers = await bearer(request, staff);
    const state = (
      await dataOf<Array<{ id: number; name: string }>>(await request.get('/api/v1/states'))
    ).find((s) => s.name === 'Guanajuato')!;
    const category = (
      await dataOf<Array<{ id: number; slug: string }>>(await request.get('/api/v1/job-categories'))
    )[0]!;
    await dataOf(
      await request.post(`/api/v1/companies/${companyId}/vacancies`, {
        headers,
        data: {
          title: rejectedTitle,
          description: 'Carga y descarga de mercancía en el andén, turno vespertino.',
          salary_min: 900000,
          salary_max: 1100000,
          modality: 'presencial',
          employment_type: 'tiempo_completo',
          positions: 1,
          state_id: state.id,
          job_category_id: category.id,
          submit: true,
        },
      }),
      201,
    );
  });

  await test.step('the administrator approves the first and rejects the second with a reason', async () => {
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, admin, /\/admin$/);
    await adminPage
      .getByRole('navigation', { name: 'Secciones de la consola' })
      .getByRole('link', { name: 'Vacantes en revisión' })
      .click();
    await expect(
      adminPage.getByRole('heading', { level: 2, name: 'Vacantes en revisión' }),
    ).toBeVisible();
    // Oldest first: ours are the newest; show the most rows a page takes.
    await adminPage.goto('/admin/vacantes?per_page=50');
    await expect(adminPage.locator('table[aria-busy="true"]')).toHaveCount(0);
    await expect(adminPage.getByRole('row').filter({ hasText: approvedTitle })).toContainText(
      'Transportes del Bajío',
    );
    await expectNoAxeViolations(adminPage);
    await adminPage.getByRole('button', { name: `Acciones de ${approvedTitle}` }).click();
    await adminPage.getByRole('menuitem', { name: 'Aprobar' }).click();
    await adminPage
      .getByRole('alertdialog', { name: `¿Aprobar «${approvedTitle}»?` })
      .getByRole('button', { name: 'Aprobar' })
      .click();
    await expect(
      adminPage.getByText(`«${approvedTitle}» aprobada y publicada`, { exact: true }),
    ).toBeVisible();

    await adminPage.getByRole('button', { name: `Acciones de ${rejectedTitle}` }).click();
    await adminPage.getByRole('menuitem', { name: 'Rechazar' }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Rechazar «${rejectedTitle}»` });
    await dialog.getByRole('textbox', { name: 'Motivo del rechazo' }).fill(reason);
    await expectNoAxeViolations(adminPage);
    await dialog.getByRole('button', { name: 'Rechazar vacante' }).click();
    await expect(
      adminPage.getByText(`«${rejectedTitle}» rechazada`, { exact: true }),
    ).toBeVisible();
    await adminContext.close();
  });

  await test.step('seekers find the approved vacancy in the search', async () => {
    const visitor = await browser.newContext();
    const seekerPage = await visitor.newPage();
    await seekerPage.goto(`/vacantes?q=${tag}`);
    const results = seekerPage.getByRole('region', { name: /vacantes?$/ }).getByRole('listitem');
    await expect(results.getByRole('link', { name: approvedTitle })).toBeVisible();
    await expect(results.getByRole('link', { name: rejectedTitle })).toHaveCount(0);
    await visitor.close();
  });

  await test.step('the company reads why the other was rejected', async () => {
    await staffPage.goto(`/empresa/${companyId}/vacantes?status=rechazada`);
    await staffPage.getByRole('link', { name: rejectedTitle }).click();
    await expect(staffPage.getByText('Estado: Rechazada')).toBeVisible();
    await expect(
      staffPage.getByRole('region', { name: 'Un administrador rechazó esta vacante' }),
    ).toContainText(reason);
    await expectNoAxeViolations(staffPage);
    await staffContext.close();
  });
});
