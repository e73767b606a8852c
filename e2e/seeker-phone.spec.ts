import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { demoPassword } from './sign-in.ts';

/**
 * The job seeker on a phone: signs in from the marketing home through
 * the ☰ menu, searches with two filters, opens the shared URL in a new context and sees the same
 * results, saves a vacancy offline (queued, with the banner's count) and finds it saved once the
 * connection is back, then reloads the app offline and is still signed in with the saved list.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a seeker on a phone: ☰ sign-in, two filters shared by URL, a bookmark taken offline', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page
    .getByRole('dialog')
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Iniciar sesión' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Correo electrónico').fill('candidato@jornada.test');
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/inicio$/);

  // Two filters: a modality and verified companies only.
  await page.goto('/vacantes');
  await page.getByRole('checkbox', { name: 'Presencial' }).click();
  await page.getByRole('checkbox', { name: 'Solo empresas verificadas' }).click();
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/modality=presencial/);
  await expect(page).toHaveURL(/verified_company=true/);
  const results = page.getByRole('region', { name: /vacantes?$/ }).getByRole('listitem');
  await expect(results.first()).toBeVisible();
  const titles = await results.getByRole('link').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  // The shared URL, in a browser that never signed in, lists the same vacancies.
  const shared = page.url();
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await other.newPage();
  await visitor.goto(shared);
  await expect(visitor.getByRole('checkbox', { name: 'Presencial' })).toBeChecked();
  await expect(visitor.getByRole('checkbox', { name: 'Solo empresas verificadas' })).toBeChecked();
  const visitorResults = visitor.getByRole('region', { name: /vacantes?$/ }).getByRole('listitem');
  await expect(visitorResults.first()).toBeVisible();
  expect(await visitorResults.getByRole('link').allTextContents()).toEqual(titles);
  await other.close();

  // A result not saved yet (the demo seeker has saved some).
  let title = '';
  for (const candidate of titles) {
    await page.goto(shared);
    await results.getByRole('link', { name: candidate }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: candidate })).toBeVisible();
    const save = page.getByRole('button', { name: 'Guardar vacante' });
    const saved = page.getByRole('button', { name: 'Guardada en favoritos' });
    await expect(save.or(saved)).toBeVisible();
    if (await save.isVisible()) {
      title = candidate;
      break;
    }
  }
  expect(title, 'a result the seeker has not saved').not.toBe('');

  await context.setOffline(true);
  await expect(page.getByText(/^Sin conexión\. Puedes ver lo que ya abriste/)).toBeVisible();
  await page.getByRole('button', { name: 'Guardar vacante' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sin conexión: 1 acción pendiente.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardada en favoritos' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page);

  const sent = page.waitForResponse(
    (response) =>
      /\/api\/v1\/vacancies\/\d+\/bookmark$/.test(response.url()) &&
      response.request().method() === 'POST',
  );
  await context.setOffline(false);
  expect((await sent).status()).toBe(201);
  await expect(page.getByText(/Sin conexión/)).toHaveCount(0);

  await page.goto('/mis-favoritos');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Reloading the installed app without a connection keeps the seeker signed in: the service
  // worker serves the shell, the session is not checked away, the saved vacancies come from the
  // device and the banner says why nothing new loads.
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/mis-favoritos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis favoritos' })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText(/^Sin conexión\. Puedes ver lo que ya abriste/)).toBeVisible();
  await expectNoAxeViolations(page);
  await context.setOffline(false);
});
