import { expect, test } from '@playwright/test';
import { productionOrigin, publicUrl, readMail, type ReceivedMail } from './production/server.ts';

/**
 * Checks against the server started with production settings
 * (e2e/production/start-server.ts): no dev mailbox, and links built from PUBLIC_URL only.
 */
test.use({ baseURL: productionOrigin });

const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

async function newestMail(to: string, subject: RegExp): Promise<ReceivedMail> {
  let mail: ReceivedMail | undefined;
  await expect
    .poll(() => (mail = readMail(to).find((m) => subject.test(m.subject))), { timeout: 15_000 })
    .toBeTruthy();
  return mail!;
}

test('the dev mailbox does not exist, not even for a request from this machine', async ({
  request,
}) => {
  await request.get('/api/v1/reset-password-email?email=admin%40jornada.test&service=jobs');
  const mailbox = await request.get('/api/v1/dev/mailbox?to=admin%40jornada.test');
  expect(mailbox.status()).toBe(404);
  expect(await mailbox.text()).not.toContain('Restablece');
  // The code went out by SMTP instead.
  await newestMail('admin@jornada.test', /^Restablece tu contraseña de Jornada$/);
});

test('a password reset asked for with Host and X-Forwarded-Host evil.example mails a link on PUBLIC_URL', async ({
  request,
}) => {
  const email = 'empresa@jornada.test';
  const asked = await request.get(
    `/api/v1/reset-password-email?email=${encodeURIComponent(email)}&service=companies`,
    { headers: evil },
  );
  expect(asked.status()).toBe(202);
  const mail = await newestMail(email, /^Restablece tu contraseña de Jornada$/);
  expect(mail.text).toContain(`${publicUrl}/recuperar-password?correo=empresa%40jornada.test`);
  expect(mail.text).not.toContain('evil.example');
});

test('a sign-up sent with X-Forwarded-Host evil.example mails a confirmation link on PUBLIC_URL', async ({
  request,
}) => {
  const email = `prod.${Date.now()}@correo.test`;
  const created = await request.post('/api/v1/register', {
    headers: evil,
    data: {
      name: 'Ana',
      surname: 'García',
      email,
      password: 'Segura2026x',
      password_confirmation: 'Segura2026x',
      service: 'jobs',
      accept_terms: true,
    },
  });
  expect(created.status()).toBe(201);
  const mail = await newestMail(email, /^Tu código de verificación de Jornada: \d{6}$/);
  expect(mail.text).toContain(`${publicUrl}/verificarme?token=`);
  expect(mail.text).not.toContain('evil.example');
});
