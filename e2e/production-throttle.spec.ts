import { expect, test, type APIRequestContext } from '@playwright/test';
import { productionOrigin, readMail, type ReceivedMail } from './production/server.ts';
import { demoPassword } from './sign-in.ts';

/**
 * Checks against the server started with production settings
 * (e2e/production/start-server.ts, TRUST_PROXY unset): concurrent wrong guesses count one by
 * one, a forged X-Forwarded-For does not reset the count, and the owner gets past the delay
 * with a reset code. Uses its own account (otra-empresa@): its password changes here.
 */
test.use({ baseURL: productionOrigin });

const email = 'otra-empresa@jornada.test';
const newPassword = 'Serrano-Tulipán-2027';

const signIn = (request: APIRequestContext, password: string, headers = {}) =>
  request.post('/oauth/token', {
    headers,
    data: { grant_type: 'password', client_id: 'jornada-web', username: email, password },
  });

test('twenty concurrent wrong guesses count as twenty; the owner gets back in with a reset code', async ({
  request,
  page,
}) => {
  const guesses = await Promise.all(
    Array.from({ length: 20 }, (_, i) => signIn(request, `Equivocada-${i}-2026`)),
  );
  const statuses = guesses.map((g) => g.status()).sort();
  expect(statuses.filter((s) => s === 400)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  const refused = guesses.find((g) => g.status() === 429)!;
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await refused.json()).message).toMatch(/Demasiados intentos/);

  // The right password from the same source waits too; a forged proxy header changes nothing.
  expect((await signIn(request, demoPassword)).status()).toBe(429);
  expect((await signIn(request, demoPassword, { 'x-forwarded-for': '203.0.113.9' })).status()).toBe(
    429,
  );

  // The person sees why in the sign-in form, in Spanish.
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText(/Demasiados intentos/)).toBeVisible();

  // A reset code proves the owner: the delay is gone at once.
  const sentAt = readMail(email).length;
  const asked = await request.get(
    `/api/v1/reset-password-email?email=${encodeURIComponent(email)}&service=companies`,
  );
  expect(asked.status()).toBe(202);
  let mail: ReceivedMail | undefined;
  await expect
    .poll(() => (mail = readMail(email).length > sentAt ? readMail(email)[0] : undefined))
    .toBeTruthy();
  const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
  const reset = await request.post('/api/v1/reset-password', {
    data: {
      email,
      service: 'companies',
      code,
      password: newPassword,
      password_confirmation: newPassword,
    },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  expect((await signIn(request, newPassword)).status()).toBe(200);
});
