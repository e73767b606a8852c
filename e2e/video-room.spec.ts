/**
 * The interview video room end to end (decisions 50 and 54), in Chromium with a
 * fake camera and microphone: the demo seeker applies to a vacancy of the demo company and
 * confirms a `videollamada` interview the company proposes (API); the company and the candidate
 * each check their camera, wait for the other and meet in the room from two browser contexts, and
 * a second interviewer (the demo administrator, who joins as the company's side) makes it a
 * panel from a third: each of the three receives the two others' video (frames arrive:
 * `videoWidth > 0`), each tile named with the person's role. The candidate's network drops for a
 * few seconds («Reconectando…») and comes back: the room joins again and the pictures resume on
 * every side. The interviewer starts a recording and the candidate sees «Grabando», the
 * interviewer mutes (the others see it), both interviewers leave, the candidate sees the farewell,
 * and the company plays the recording back from its interviews. axe runs on each room screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signIn } from './sign-in.ts';
import { bearer, dataOf, signIn as signInTo, signInToWorkspace } from './workspace-steps.ts';

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
  permissions: ['camera', 'microphone'],
});

const staffEmail = 'empresa@jornada.test';
const seekerEmail = 'candidato@jornada.test';
const secondInterviewerEmail = 'admin@jornada.test';

/** Widths of the videos the remote tiles are playing (0 until frames arrive). */
const remoteWidths = (page: Page) =>
  page
    .getByTestId('remote-video')
    .evaluateAll((videos: HTMLVideoElement[]) => videos.map((video) => video.videoWidth));

/** Frames each remote tile has shown so far (`getVideoPlaybackQuality`). */
const framesShown = (page: Page) =>
  page
    .getByTestId('remote-video')
    .evaluateAll((videos: HTMLVideoElement[]) =>
      videos.map((video) => video.getVideoPlaybackQuality().totalVideoFrames),
    );

/** Waits until new frames arrive in every remote tile of `page` within a second (the pictures are moving). */
async function expectPicturesMoving(page: Page) {
  await expect
    .poll(
      async () => {
        const before = await framesShown(page);
        await page.waitForTimeout(1_000);
        const after = await framesShown(page);
        return after.length === before.length && after.every((n, i) => n > before[i]!);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Waits until `page` shows `count` remote pictures and frames arrive in each. */
async function expectRemotePictures(page: Page, count: number, timeout = 45_000) {
  await expect
    .poll(async () => (await remoteWidths(page)).filter((width) => width > 0).length, { timeout })
    .toBe(count);
  await expect(page.getByTestId('remote-video')).toHaveCount(count);
}

/** From the camera check to the waiting screen. */
async function checkDevicesAndContinue(page: Page) {
  await expect(page.getByRole('heading', { name: 'Prueba tu cámara y micrófono' })).toBeVisible();
  await expect(page.getByLabel('Vista previa de tu cámara')).toHaveAttribute('data-state', 'live');
  await expect(page.getByRole('meter', { name: 'Nivel del micrófono' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Continuar a la sala' }).click();
  await expect(page).toHaveURL(/\/entrevistas\/(cargando|sala)\?/);
}

test('the company and the candidate meet in the video room, record, and the company plays the recording', async ({
  page,
  browser,
  request,
}) => {
  // 1.2–2.8 minutes in our runs on a shared two-core machine: three browsers with six peer
  // connections and a recording are slow when the machine is busy.
  test.setTimeout(480_000);
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
  const application = await dataOf<{ id: number }>(
    await request.post('/api/v1/job-applications', {
      headers: seeker,
      data: { vacancy_id: vacancy!.id, cover_letter: 'Me interesa la vacante.' },
    }),
    201,
  );
  const interview = await dataOf<{ id: number; room_name: string; candidate: { name: string } }>(
    await request.post(`/api/v1/vacancies/${vacancy!.id}/interviews`, {
      headers: staff,
      data: {
        candidate_user_id: me.id,
        job_application_id: application.id,
        mode: 'videollamada',
        scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
    }),
    201,
  );
  await dataOf(
    await request.put(`/api/v1/interviews/${interview.id}/confirm`, { headers: seeker }),
  );

  // The candidate enters from the interview's page and waits for the company.
  const candidateContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-MX',
    permissions: ['camera', 'microphone'],
  });
  const candidate = await candidateContext.newPage();
  await signIn(candidate, seekerEmail);
  await candidate.goto(`/entrevistas/${interview.id}`);
  await candidate.getByRole('link', { name: 'Entrar a la sala' }).click();
  await checkDevicesAndContinue(candidate);
  await expect(candidate.getByText('Esperando a que la empresa entre a la sala…')).toBeVisible();
  await expectNoAxeViolations(candidate);

  // The company enters from its interviews.
  await page.goto(`/empresa/${companyId}/entrevistas?vacante=${vacancy!.id}`);
  await page
    .getByRole('link', { name: `Entrar a la sala con ${interview.candidate.name}` })
    .click();
  await checkDevicesAndContinue(page);

  // Both in the room; each receives the other's video.
  for (const side of [page, candidate]) {
    await expect(side).toHaveURL(/\/entrevistas\/sala\?/, { timeout: 30_000 });
    await expect(side.getByRole('heading', { name: 'Sala de entrevista' })).toBeVisible();
    await expectRemotePictures(side, 1);
  }

  // A second interviewer joins: a panel of three, each receives the two others' video.
  const panelContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-MX',
    permissions: ['camera', 'microphone'],
  });
  const panelist = await panelContext.newPage();
  await signInTo(panelist, secondInterviewerEmail, /\/admin/);
  await panelist.goto(
    `/entrevistas/verificar-datos?entrevista=${interview.id}&sala=${interview.room_name}`,
  );
  await checkDevicesAndContinue(panelist);
  await expect(panelist).toHaveURL(/\/entrevistas\/sala\?/, { timeout: 30_000 });
  for (const side of [page, candidate, panelist]) await expectRemotePictures(side, 2);
  await expect(page.getByLabel(/\(Candidato\)$/)).toHaveCount(1);
  await expect(page.getByLabel(/\(Entrevistador\)$/)).toHaveCount(1);
  await expect(candidate.getByLabel(/\(Entrevistador\)$/)).toHaveCount(2);
  await expectNoAxeViolations(page);
  await expectNoAxeViolations(candidate);
  await expectNoAxeViolations(panelist);

  // The candidate's network drops for a few seconds: «Reconectando…», then the room joins again
  // and the pictures resume on every side.
  await candidateContext.setOffline(true);
  await expect(candidate.getByRole('alert').filter({ hasText: 'Reconectando…' })).toBeVisible({
    timeout: 30_000,
  });
  await candidate.waitForTimeout(3_000);
  await candidateContext.setOffline(false);
  await expect(candidate.getByRole('alert').filter({ hasText: 'Reconectando…' })).toBeHidden({
    timeout: 45_000,
  });
  for (const side of [page, candidate, panelist]) {
    await expectRemotePictures(side, 2);
    await expectPicturesMoving(side);
  }

  // The interviewer records; the candidate sees the indicator.
  await page.getByRole('button', { name: 'Grabar entrevista' }).click();
  await page.getByRole('button', { name: 'Sí, grabar' }).click();
  await expect(candidate.getByRole('status').filter({ hasText: 'Grabando' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Grabando' })).toBeVisible();
  await expectNoAxeViolations(candidate);

  // The interviewer mutes, records a few seconds more, and leaves.
  await page.getByRole('button', { name: 'Silenciar micrófono' }).click();
  await expect(page.getByRole('button', { name: 'Activar micrófono' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    candidate
      .getByRole('listitem')
      .filter({ hasText: 'Ricardo Salinas' })
      .getByText('Micrófono silenciado'),
  ).toBeVisible();
  await page.waitForTimeout(5_000);
  // The second interviewer leaves first: the call goes on for the candidate.
  await panelist.getByRole('button', { name: 'Salir de la llamada' }).click();
  await expect(panelist).toHaveURL(/\/entrevistas\/despedida$/, { timeout: 30_000 });
  await expect(candidate.getByTestId('remote-video')).toHaveCount(1);
  await expect(candidate).toHaveURL(/\/entrevistas\/sala\?/);
  await page.getByRole('button', { name: 'Salir de la llamada' }).click();
  await expect(page).toHaveURL(/\/entrevistas\/despedida$/, { timeout: 30_000 });
  await expect(candidate).toHaveURL(/\/entrevistas\/despedida$/, { timeout: 30_000 });
  await expect(candidate.getByText('La empresa terminó la entrevista.')).toBeVisible();
  await expectNoAxeViolations(candidate);

  // The company plays the recording back.
  await page.goto(`/empresa/${companyId}/entrevistas?vacante=${vacancy!.id}`);
  await page
    .getByRole('listitem')
    .filter({ hasText: interview.candidate.name })
    .getByRole('button', { name: 'Ver grabación' })
    .click();
  const recording = page.getByLabel(`Grabación de la entrevista con ${interview.candidate.name}`);
  await expect(recording).toBeVisible();
  await expect
    .poll(() => recording.evaluate((video: HTMLVideoElement) => video.readyState), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await candidateContext.close();
  await panelContext.close();
});
