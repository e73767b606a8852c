/**
 * The recruiting loop «Done when» in three browser contexts (decisions 0034 and
 * 0036): staff of Transportes del Bajío create a vacancy and send it to revision; the
 * administrator approves it in a second context; a new job seeker, in a third, registers, finds
 * it, is guided through the missing profile data and applies; staff move the application on the
 * board and propose two interview times on the calendar; the seeker picks the second one; the
 * staff's calendar, not reloaded, shows it confirmed at that time. Then staff send a work
 * interview, the seeker answers it and staff see the score; staff hire her and invite her to the
 * workforce, she accepts, requests a labour letter, staff issue it and she opens and prints it.
 * axe runs on every new screen. The title carries a run-unique tag.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { hireAndPrint } from './recruiting-hire.ts';
import { registerSeeker } from './seeker-steps.ts';
import { bearer, dataOf, signIn, signInToWorkspace } from './workspace-steps.ts';

const staffEmail = 'empresa@jornada.test';
const adminEmail = 'admin@jornada.test';
const tag = `Lp${Date.now().toString(36)}`;
const title = `Auxiliar de embarques ${tag}`;

async function contextPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('staff publish a vacancy (admin approves), a new seeker applies, staff offer two slots, she picks one (staff see it live), answers a work interview, is hired, joins the company and prints her labour letter', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const staffPage = await contextPage(browser);
  const adminPage = await contextPage(browser);
  const seekerPage = await contextPage(browser);
  const staff = await bearer(request, staffEmail);
  let companyId = 0;
  let vacancyId = 0;
  let name = '';
  let applicationId = 0;

  await test.step('staff create the vacancy and send it to revision', async () => {
    companyId = await signInToWorkspace(staffPage, staffEmail);
    await staffPage.goto(`/empresa/${companyId}/vacantes`);
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Vacantes' })).toBeVisible();
    await staffPage.getByRole('button', { name: 'Nueva vacante' }).first().click();
    const sheet = staffPage.getByRole('dialog', { name: 'Nueva vacante' });
    await sheet.getByRole('textbox', { name: 'Título' }).fill(title);
    await sheet
      .getByRole('textbox', { name: 'Descripción' })
      .fill('Surtido y embarque de pedidos en el centro de distribución de León.');
    await sheet.getByRole('textbox', { name: 'Requisitos' }).fill('Secundaria terminada');
    await sheet.getByRole('textbox', { name: /Sueldo mínimo/ }).fill('11000');
    await sheet.getByRole('textbox', { name: /Sueldo máximo/ }).fill('13000');
    await sheet.getByRole('combobox', { name: /Estado de la república/ }).click();
    await staffPage.getByRole('option', { name: 'Guanajuato' }).click();
    await sheet.getByRole('combobox', { name: /Categoría/ }).click();
    await staffPage.getByRole('option', { name: 'Logística y transporte' }).click();
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await staffPage.getByRole('link', { name: title }).click();
    await expect(staffPage.getByText('Estado: Borrador')).toBeVisible();
    await staffPage.getByRole('button', { name: 'Enviar a revisión' }).click();
    await expect(staffPage.getByText('Estado: En revisión')).toBeVisible();
    vacancyId = Number(new URL(staffPage.url()).pathname.split('/')[4]);
    expect(vacancyId).toBeGreaterThan(0);
  });

  await test.step('the administrator approves it (second context)', async () => {
    await signIn(adminPage, adminEmail, /\/admin$/);
    await adminPage.goto('/admin/vacantes?per_page=50');
    await expect(adminPage.locator('table[aria-busy="true"]')).toHaveCount(0);
    await adminPage.getByRole('button', { name: `Acciones de ${title}` }).click();
    await adminPage.getByRole('menuitem', { name: 'Aprobar' }).click();
    await adminPage
      .getByRole('alertdialog', { name: `¿Aprobar «${title}»?` })
      .getByRole('button', { name: 'Aprobar' })
      .click();
    await expect(
      adminPage.getByText(`«${title}» aprobada y publicada`, { exact: true }),
    ).toBeVisible();
  });

  await test.step('a new seeker registers, finds it, completes her profile and applies (third context)', async () => {
    await registerSeeker(seekerPage, `lucia.${tag.toLowerCase()}@correo.test`, `Loop ${tag}`);
    await seekerPage.goto(`/vacantes?q=${tag}`);
    await seekerPage.getByRole('link', { name: title }).first().click();
    await expect(seekerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(seekerPage);
    await seekerPage.getByRole('link', { name: 'Postularme' }).click();
    const notice = seekerPage.getByRole('region', {
      name: 'Antes de postularte, completa tu perfil',
    });
    await expect(notice).toContainText('Te falta: Puesto que buscas');
    await notice.getByRole('link', { name: 'Completar mi perfil' }).click();
    // The application form has a «Puesto que buscas» of its own: fill the profile's, once there.
    await expect(seekerPage.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await seekerPage.getByLabel(/Puesto que buscas/).fill('Auxiliar de almacén');
    await seekerPage.getByRole('button', { name: 'Guardar perfil' }).click();
    await expect(seekerPage).toHaveURL(new RegExp(`/solicitud-trabajo\\?vacante=${vacancyId}$`));
    // Back on the form, the saved profile has nothing missing: the notice (and the form's own
    // «Puesto que buscas») are gone before she sends.
    await expect(notice).toBeHidden();
    await seekerPage.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(seekerPage).toHaveURL(/\/mis-postulaciones$/);
    const applications = await dataOf<Array<{ id: number; candidate: { name: string } }>>(
      await request.get(`/api/v1/vacancies/${vacancyId}/applications`, { headers: staff }),
    );
    expect(applications).toHaveLength(1);
    applicationId = applications[0]!.id;
    name = applications[0]!.candidate.name;
    expect(name).toBe(`Lucía Loop ${tag}`);
  });

  await test.step('staff move the application and offer two times next week', async () => {
    await staffPage.goto(`/empresa/${companyId}/postulaciones`);
    await expect(
      staffPage.getByRole('region', { name: 'Tablero de postulaciones de todas las vacantes' }),
    ).toBeVisible();
    await expectNoAxeViolations(staffPage);
    await staffPage.goto(`/empresa/${companyId}/postulaciones?vacante=${vacancyId}`);
    const board = staffPage.getByRole('region', { name: `Tablero de postulaciones de «${title}»` });
    await expect(board.getByRole('button', { name: `Ver perfil de ${name}` })).toBeVisible();
    await board.getByRole('button', { name: `Mover a ${name} a…` }).click();
    await staffPage.getByRole('menuitem', { name: 'En proceso' }).click();
    await expect(staffPage.getByText(`${name} pasó a «En proceso».`).first()).toBeVisible();
    await board.getByRole('button', { name: `Ver perfil de ${name}` }).click();
    const panel = staffPage.getByRole('dialog', { name: `Perfil de ${name}` });
    await panel.getByRole('link', { name: 'Proponer entrevista' }).click();
    await expect(staffPage.getByText(`Proponiendo entrevista a ${name}`)).toBeVisible();
    await staffPage
      .getByRole('button', { name: /^Siguiente/ })
      .first()
      .click();
    const day = new Date(Date.now() + 7 * 86_400_000);
    const dayName = new Intl.DateTimeFormat('es-MX', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(day);
    for (const time of ['10:00', '12:00']) {
      const cell = staffPage
        .getByRole('gridcell', { name: new RegExp(`${dayName}.*${time}`) })
        .first();
      await cell.focus();
      await staffPage.keyboard.press('Enter');
    }
    const slots = staffPage.getByRole('list', { name: `Horarios para ${name}` });
    await expect(slots.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(staffPage);
    await staffPage.getByRole('button', { name: 'Enviar propuesta con 2 horarios' }).click();
    await expect(
      staffPage
        .getByText(`Propusiste a ${name} 2 horarios de entrevista`, { exact: false })
        .first(),
    ).toBeVisible();
  });

  const interview = (
    await dataOf<
      Array<{
        id: number;
        job_application_id: number;
        proposed_slots: string[];
        candidate: { name: string };
      }>
    >(await request.get(`/api/v1/vacancies/${vacancyId}/interviews`, { headers: staff }))
  ).find((i) => i.job_application_id === applicationId)!;
  expect(interview.proposed_slots).toHaveLength(2);
  // The interview names the candidate by name and first surname (PersonRef).
  const row = staffPage.getByRole('listitem').filter({ hasText: interview.candidate.name });
  await expect(row.getByText('Propuesta')).toBeVisible();

  await test.step('the seeker picks the second time', async () => {
    await seekerPage.goto('/mis-entrevistas');
    await expect(
      seekerPage.getByText('La empresa te ofrece 2 horarios: elige uno.').first(),
    ).toBeVisible();
    await expectNoAxeViolations(seekerPage);
    await seekerPage.goto(`/entrevistas/${interview.id}`);
    const group = seekerPage.getByRole('radiogroup', { name: 'Elige el horario que te acomode' });
    await expect(group.getByRole('radio')).toHaveCount(2);
    await expectNoAxeViolations(seekerPage);
    await group.getByRole('radio').nth(1).click();
    await seekerPage.getByRole('button', { name: 'Confirmar este horario' }).click();
    await expect(
      seekerPage.getByText('Confirmaste la entrevista. La empresa ya lo sabe.').first(),
    ).toBeVisible();
  });

  await test.step('staff see it confirmed without reloading', async () => {
    await expect(row.getByText('Confirmada')).toBeVisible({ timeout: 20_000 });
    const listed = await request.get(`/api/v1/vacancies/${vacancyId}/interviews`, {
      headers: staff,
    });
    const mine = (
      await dataOf<Array<{ id: number; status: string; scheduled_at: string }>>(listed)
    ).find((i) => i.id === interview.id)!;
    expect(mine.status).toBe('confirmada');
    expect(new Date(mine.scheduled_at).getTime()).toBe(
      new Date(interview.proposed_slots[1]!).getTime(),
    );
  });

  await hireAndPrint(
    { staffPage, seekerPage, companyId, vacancyId, applicationId, title, name },
    (stepTitle, body) => test.step(stepTitle, body),
  );

  for (const page of [staffPage, adminPage, seekerPage]) await page.context().close();
});
