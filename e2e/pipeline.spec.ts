/**
 * The applications pipeline and interviews end to end (docs/decisions/0028-applications-pipeline.md), against the demo
 * data and the real server: the demo seeker applies (API) to a published vacancy of the demo
 * company; staff move the application on the board with its «Mover a…» menu (sent after the
 * undo window), open the candidate's panel, go to «Proponer entrevista» and propose one time next
 * week on the calendar (the slot list of decision 0034 with a single slot); the seeker, in a second browser context, confirms it, and the staff's
 * calendar shows it confirmed without reloading (the socket). axe runs on each new screen.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { signIn } from './sign-in.ts';
import { bearer, dataOf, openSection, signInToWorkspace } from './workspace-steps.ts';

const staffEmail = 'empresa@jornada.test';
const seekerEmail = 'candidato@jornada.test';

test('staff move an application, propose an interview on the calendar; the seeker confirms and staff see it live', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const companyId = await signInToWorkspace(page, staffEmail);
  const staff = await bearer(request, staffEmail);
  const seeker = await bearer(request, seekerEmail);
  const me = await dataOf<{ id: number }>(await request.get('/api/v1/user', { headers: seeker }));
  const applied = await dataOf<{ vacancy: { id: number } }[]>(
    await request.get(`/api/v1/users/${me.id}/job-applications?per_page=50`, { headers: seeker }),
  );
  const vacancies = await dataOf<{ id: number; title: string }[]>(
    await request.get(`/api/v1/companies/${companyId}/vacancies?status=publicada&per_page=50`, {
      headers: staff,
    }),
  );
  const vacancy = vacancies.find((v) => !applied.some((a) => a.vacancy.id === v.id));
  expect(vacancy, 'a published vacancy the demo seeker has not applied to').toBeTruthy();
  const application = await dataOf<{ id: number; candidate: { name: string } }>(
    await request.post('/api/v1/job-applications', {
      headers: seeker,
      data: { vacancy_id: vacancy!.id, cover_letter: 'Me interesa; puedo empezar ya.' },
    }),
    201,
  );
  const name = application.candidate.name;

  // The board: move the new application to «Entrevista» with the keyboard-operable menu.
  await openSection(page, 'Postulaciones', 'Postulaciones');
  await page.goto(`/empresa/${companyId}/postulaciones?vacante=${vacancy!.id}`);
  const board = page.getByRole('region', {
    name: `Tablero de postulaciones de «${vacancy!.title}»`,
  });
  await expect(board.getByRole('button', { name: `Ver perfil de ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await board.getByRole('button', { name: `Mover a ${name} a…` }).click();
  await page.getByRole('menuitem', { name: 'Entrevista' }).click();
  await expect(page.getByText(`${name} pasó a «Entrevista».`).first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await dataOf<{ status: string }>(
            await request.get(`/api/v1/job-applications/${application.id}`, { headers: staff }),
          )
        ).status,
      { timeout: 20_000 },
    )
    .toBe('entrevista');

  // The panel, then the calendar: propose next week at 10:00. The moved card shows once.
  await expect(board.getByRole('button', { name: `Ver perfil de ${name}` })).toHaveCount(1);
  await board.getByRole('button', { name: `Ver perfil de ${name}` }).click();
  const panel = page.getByRole('dialog', { name: `Perfil de ${name}` });
  await expect(panel).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByRole('link', { name: 'Proponer entrevista' }).click();
  await expect(page.getByText(`Proponiendo entrevista a ${name}`)).toBeVisible();
  await page
    .getByRole('button', { name: /^Siguiente/ })
    .first()
    .click();
  const day = new Date(Date.now() + 7 * 86_400_000);
  const dayName = new Intl.DateTimeFormat('es-MX', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(day);
  const cell = page.getByRole('gridcell', { name: new RegExp(`${dayName}.*10:00`) }).first();
  await cell.focus();
  await page.keyboard.press('Enter');
  const slots = page.getByRole('list', { name: `Horarios para ${name}` });
  await expect(slots.getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Enviar propuesta', exact: true }).click();
  await expect(page.getByText(new RegExp(`^Propusiste a ${name} una entrevista`))).toBeVisible();
  const interviews = await dataOf<
    { id: number; job_application_id: number | null; candidate: { name: string } }[]
  >(
    await request.get(`/api/v1/vacancies/${vacancy!.id}/interviews?per_page=50`, {
      headers: staff,
    }),
  );
  const interview = interviews.find((i) => i.job_application_id === application.id)!;
  // The interview names the candidate by name and first surname (PersonRef).
  const row = page.getByRole('listitem').filter({ hasText: interview.candidate.name });
  await expect(row.getByText('Propuesta')).toBeVisible();

  // The seeker confirms in a second browser context.
  const seekerContext = await browser.newContext();
  try {
    const seekerPage = await seekerContext.newPage();
    await signIn(seekerPage, seekerEmail);
    await seekerPage.goto('/mis-entrevistas');
    await seekerPage.getByRole('tab', { name: 'Calendario' }).click();
    await expect(seekerPage.getByRole('grid').first()).toBeVisible();
    await expectNoAxeViolations(seekerPage);
    await seekerPage.getByRole('tab', { name: 'Lista' }).click();
    await seekerPage.locator(`a[href="/entrevistas/${interview.id}"]`).click();
    await seekerPage.getByRole('button', { name: 'Confirmar asistencia' }).click();
    await expect(seekerPage.getByText('Confirmada').first()).toBeVisible();
  } finally {
    await seekerContext.close();
  }

  // The staff's page, not reloaded, shows it confirmed.
  await expect(row.getByText('Confirmada')).toBeVisible({ timeout: 20_000 });
});
