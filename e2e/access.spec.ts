import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { signIn } from './sign-in.ts';

const publicRoutes = [
  '/',
  '/vacantes',
  '/registro',
  '/verificarme',
  '/recuperar-password',
  '/pasos',
  '/inicio',
  '/candidatos',
  '/empresas',
  '/login',
  '/contacto',
  '/politicas-privacidad',
  '/terminos-servicio',
  '/lanzamiento',
];
const privateRoutes = [
  '/mis-postulaciones',
  '/mis-favoritos',
  '/mi-perfil',
  '/mi-cv',
  '/ajustes',
  '/mis-entrevistas',
  '/cartas-laborales',
  '/ver-plantillas',
  '/extender-perfil',
  '/solicitud-trabajo',
  '/politicas-cookies',
];

test.describe('access rules', () => {
  test('a visitor stays on every public route, with no axe violations', async ({ page }) => {
    // One page load and one axe run per public route, in one test: on the 2-core machine under
    // load the walk takes 50-70 s.
    test.setTimeout(120_000);
    for (const path of publicRoutes) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('a visitor opening a private route lands on / with the query kept', async ({ page }) => {
    for (const path of privateRoutes) {
      await page.goto(`${path}?origen=correo&page=2`);
      await expect(page).toHaveURL(/\/\?origen=correo&page=2$/);
    }
  });

  test('a signed-in user opens private routes, and signing out sends private routes back to /', async ({
    page,
  }) => {
    await signIn(page);
    for (const path of [
      '/mis-postulaciones',
      '/mi-perfil',
      '/ajustes',
      '/mis-entrevistas',
      '/cartas-laborales',
      '/mi-cv',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
    const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
    expect(token).toBeTruthy();
    const revoked = page.waitForResponse((r) => r.url().endsWith('/oauth/revoke'));
    await page.getByRole('button', { name: /Hola, Mariana/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'token'))
      .toBeUndefined();
    expect((await revoked).status()).toBe(200);
    // The server no longer accepts the token the tab had.
    const after = await page.request.get('/api/v1/user', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
    await page.goto('/mis-postulaciones');
    await expect(page).toHaveURL(/\/$/);
  });

  test('signing out in one tab signs the other tab out', async ({ context }) => {
    const first = await context.newPage();
    await signIn(first);
    const second = await context.newPage();
    await second.goto('/inicio');
    await expect(second.getByRole('button', { name: /Hola, Mariana/ })).toBeVisible();
    await first.getByRole('button', { name: /Hola, Mariana/ }).click();
    await first.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(second.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

test.describe('error screens', () => {
  test('any other error shows the connection-error screen with its exact texts', async ({
    page,
  }) => {
    await page.route('**/api/v1/vacancies/*', (route) =>
      route.fulfill({ status: 503, body: 'mantenimiento' }),
    );
    await page.goto('/vacantes/12');
    await expect(page.getByRole('heading', { name: 'Error de conexión' })).toBeVisible();
    await expect(
      page.getByText(
        'Al parecer algo falló en la conexión. Verifica tu red e intenta nuevamente. Aquí te esperamos.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/inicio',
    );
    await expectNoAxeViolations(page);
  });

  test('an unknown route shows the 404 screen with its exact texts to a signed-in user', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/esta-ruta-no-existe');
    await expect(page.getByText('Error 404')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(
      page.getByText(
        'Este contenido ya no está disponible… o tal vez nunca tuvo CV. Pero no pasa nada, hay más oportunidades esperándote.',
      ),
    ).toBeVisible();
  });
});

test.describe('bots', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  test('a bot gets no error page; the error is only logged', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto('/vacantes/no-existe');
    // Wait until the error has happened (and been logged) before checking nothing was rendered.
    await expect.poll(() => logged.join('\n')).toContain('Page Not Found: /vacantes/no-existe');
    await expect(page.getByRole('main')).toHaveCount(0);
    await expect(page.getByText('Página no encontrada')).toHaveCount(0);
  });
});
