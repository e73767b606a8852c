import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, users } from '../db/schema.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://jornada.example' });
});
afterAll(() => t.close());

const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

describe('links built from PUBLIC_URL, whatever Host the request claims', () => {
  it('given a sign-up sent with Host and X-Forwarded-Host evil.example, e-mails a link on PUBLIC_URL', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      headers: evil,
      payload: {
        name: 'Víctima',
        surname: 'Pérez',
        email: 'victima@correo.example',
        password: 'Secreta#2026',
        password_confirmation: 'Secreta#2026',
        service: 'jobs',
        accept_terms: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const mailbox = await t.app.inject({ url: '/api/v1/dev/mailbox?to=victima%40correo.example' });
    const { text } = mailbox.json().data[0] as { text: string };
    expect(text).toContain('https://jornada.example/verificarme?token=');
    expect(text).not.toContain('evil.example');
  });

  it('given a password reset requested with Host and X-Forwarded-Host evil.example, e-mails a link on PUBLIC_URL', async () => {
    const requested = await t.app.inject({
      url: '/api/v1/reset-password-email?email=admin%40jornada.test&service=jobs',
      headers: evil,
    });
    expect(requested.statusCode).toBe(202);
    const mailbox = await t.app.inject({ url: '/api/v1/dev/mailbox?to=admin%40jornada.test' });
    const { text } = mailbox.json().data[0] as { text: string };
    expect(text).toContain(
      'https://jornada.example/recuperar-password?correo=admin%40jornada.test',
    );
    expect(text).not.toContain('evil.example');
  });

  it('given a report URL requested with X-Forwarded-Host evil.example, answers a URL on PUBLIC_URL', async () => {
    const [candidate] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'candidato@jornada.test'));
    const [application] = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.userId, candidate!.id))
      .limit(1);
    const response = await t.app.inject({
      url: `/api/v1/job-applications/${application!.id}/generate-url-report`,
      headers: { ...(await signIn(t.app, 'candidato@jornada.test')), ...evil },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.url).toMatch(/^https:\/\/jornada\.example\/api\/v1\/reports\//);
  });
});
