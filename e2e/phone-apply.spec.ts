/**
 * A new job seeker on a phone applies in one go: her profile has nothing yet, so the application
 * form asks for «Puesto que buscas» right there, saves it to her profile and sends the
 * application — the server never answers 422 «Completa tu perfil», and the cover letter she
 * typed goes with it (docs/decisions/0029-letters-and-seeker-journey.md).
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { registerSeeker } from './seeker-steps.ts';
import { dataOf } from './workspace-steps.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const tag = Date.now().toString(36);

test('a new seeker with an empty profile applies from a phone in one go, without the 422', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [vacancy] = await dataOf<{ id: number; title: string }[]>(
    await request.get('/api/v1/search/vacancies?page=1&per_page=1'),
  );
  expect(vacancy, 'a published vacancy').toBeDefined();
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.status() >= 400)
      refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await registerSeeker(page, `ana.${tag}@correo.test`, `Telefono ${tag}`);

  await page.goto(`/vacantes/${vacancy!.id}`);
  await page.getByRole('link', { name: 'Postularme' }).click();
  await expect(page).toHaveURL(new RegExp(`/solicitud-trabajo\\?vacante=${vacancy!.id}$`));
  await expect(
    page.getByRole('region', { name: 'Antes de postularte, completa tu perfil' }),
  ).toContainText('Te falta: Puesto que buscas. Escríbelo aquí abajo');
  const position = page.getByRole('textbox', { name: 'Puesto que buscas' });
  await expect(position).toBeVisible();
  await expectNoAxeViolations(page);

  const coverLetter = `Tengo licencia federal y disponibilidad inmediata (${tag}).`;
  await page.getByRole('textbox', { name: 'Carta de presentación' }).fill(coverLetter);
  // Sent without the position: the form says what is missing, and nothing reaches the server.
  await page.getByRole('button', { name: 'Enviar postulación' }).click();
  await expect(page.getByText('Escribe el puesto que buscas para postularte.')).toBeVisible();
  await expect(position).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Carta de presentación' })).toHaveValue(
    coverLetter,
  );

  await position.fill('Operadora de montacargas');
  await page.getByRole('button', { name: 'Enviar postulación' }).click();
  await expect(page).toHaveURL(/\/mis-postulaciones$/);
  await expect(page.getByText('Tu postulación fue enviada.').first()).toBeVisible();
  await expect(page.getByText(vacancy!.title).first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(refused).toEqual([]);

  // What the server stored: the profile's position and the application with the letter.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token, 'the session token').toBeTruthy();
  const headers = { authorization: `Bearer ${decodeURIComponent(token!)}` };
  const me = await dataOf<{ id: number }>(await request.get('/api/v1/user', { headers }));
  const profile = await dataOf<{ desired_position: string }>(
    await request.get(`/api/v1/users/${me.id}/profile`, { headers }),
  );
  expect(profile.desired_position).toBe('Operadora de montacargas');
  const applications = await dataOf<{ vacancy: { id: number }; cover_letter: string | null }[]>(
    await request.get(`/api/v1/users/${me.id}/job-applications`, { headers }),
  );
  expect(applications.map((a) => [a.vacancy.id, a.cover_letter])).toEqual([
    [vacancy!.id, coverLetter],
  ]);
});
