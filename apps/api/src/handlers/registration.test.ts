import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, registrations, users } from '../db/schema.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lucía',
  surname: 'Gómez',
  lastname: 'Treviño',
  email: 'lucia.gomez@correo.example',
  password: 'Secreta#2026',
  password_confirmation: 'Secreta#2026',
  service: 'jobs',
  accept_terms: true,
  ...overrides,
});

async function mailbox(to: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { subject: string; text: string; created_at: string }[];
}

const codeIn = (text: string) => text.match(/\b(\d{6})\b/)![1]!;

describe('sign-up with an e-mailed code', () => {
  it('registers, e-mails a code to the dev mailbox, confirms it and signs in', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: signUp(),
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/register', created);
    const { id } = created.json().data;
    const [mail] = await mailbox('lucia.gomez@correo.example');
    expect(mail!.subject).toMatch(/código de verificación/);

    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/v1/register/${id}/confirmation`,
      payload: {
        verification_code: codeIn(mail!.text) === '000000' ? '111111' : '000000',
        service: 'jobs',
      },
    });
    expect(wrong.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/register/{registrationId}/confirmation', wrong);
    expect(wrong.json().errors.verification_code[0]).toBe('El código no es correcto.');

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/register/${id}/confirmation`,
      payload: { verification_code: codeIn(mail!.text), service: 'jobs' },
    });
    expect(confirmed.statusCode).toBe(200);
    assertMatchesContract('POST', '/api/v1/register/{registrationId}/confirmation', confirmed);
    expect(confirmed.json().data.email).toBe('lucia.gomez@correo.example');

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/register/${id}/confirmation`,
      payload: { verification_code: codeIn(mail!.text), service: 'jobs' },
    });
    expect(again.statusCode).toBe(409);
    const headers = await signIn(t.app, 'lucia.gomez@correo.example', 'Secreta#2026');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(me.json().data.roles).toEqual(['job_seeker']);
  });

  it('confirms with the token of the e-mailed link', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: signUp({ email: 'enlace@correo.example', service: 'companies' }),
    });
    const [mail] = await mailbox('enlace@correo.example');
    const token = decodeURIComponent(mail!.text.match(/token=([^&\s]+)/)![1]!);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register/confirm',
      payload: { token, service: 'companies' },
    });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('POST', '/api/v1/register/confirm', response);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register/confirm',
      payload: { token: 'x'.repeat(32), service: 'jobs' },
    });
    expect(bad.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/register/confirm', bad);
  });

  it('answers 422 for different passwords and 400 field by field', async () => {
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: signUp({ email: 'x@correo.example', password_confirmation: 'Otra#20266' }),
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual(['Las contraseñas no coinciden.']);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: signUp({ email: 'no-es-correo', accept_terms: false, password: '1' }),
    });
    expect(invalid.statusCode).toBe(400);
    assertMatchesContract('POST', '/api/v1/register', invalid);
    expect(Object.keys(invalid.json().errors)).toEqual(
      expect.arrayContaining(['email', 'accept_terms', 'password']),
    );
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register/999999/confirmation',
      payload: { verification_code: '123456', service: 'jobs' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('sign-up with an address that already has an account', () => {
  it('answers 201 as for a new address, mails the owner a notice without a code and changes nothing', async () => {
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: signUp({
        email: 'Candidato@jornada.test',
        password: 'Intruso#2026',
        password_confirmation: 'Intruso#2026',
      }),
    });
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: signUp({ email: 'nueva.cuenta@correo.example' }),
    });
    expect(taken.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/register', taken);
    expect(Object.keys(taken.json().data)).toEqual(Object.keys(fresh.json().data));
    expect(taken.json().data.email).toBe('candidato@jornada.test');

    const [notice] = await mailbox('candidato@jornada.test');
    expect(notice!.subject).toBe('Ya tienes una cuenta en Jornada');
    expect(notice!.text).toContain('http://localhost:3000/login');
    expect(notice!.text).not.toMatch(/\b\d{6}\b/);
    await signIn(t.app, 'candidato@jornada.test');
    await expect(signIn(t.app, 'candidato@jornada.test', 'Intruso#2026')).rejects.toThrow();
  });
});

describe('the hourly mail limit under concurrent requests', () => {
  it('given eight sign-ups at once for one address, accepts exactly five and records five', async () => {
    const email = 'carrera@correo.example';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: '/api/v1/register', payload: signUp({ email }) }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const rows = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.email, email));
    expect(rows).toHaveLength(5);
    expect(await mailbox(email)).toHaveLength(5);
  });

  it('given eight reset requests at once for one account, mails exactly five codes', async () => {
    const email = 'otra-empresa@jornada.test';
    await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'GET',
          url: `/api/v1/reset-password-email?email=${encodeURIComponent(email)}&service=companies`,
        }),
      ),
    );
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const rows = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user!.id));
    expect(rows).toHaveLength(5);
    expect(await mailbox(email)).toHaveLength(5);
  });
});

describe('password reset by e-mail', () => {
  it('answers 202 for any address, e-mails a code to a real one and resets the password, revoking sessions', async () => {
    const old = await signIn(t.app, 'empleado@jornada.test');
    const nobody = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reset-password-email?email=nadie%40correo.example&service=jobs',
    });
    expect(nobody.statusCode).toBe(202);
    assertMatchesContract('GET', '/api/v1/reset-password-email', nobody);
    const sent = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reset-password-email?email=${encodeURIComponent('empleado@jornada.test')}&service=clocker`,
    });
    expect(sent.statusCode).toBe(202);
    const [mail] = await mailbox('empleado@jornada.test');
    const payload = {
      email: 'empleado@jornada.test',
      service: 'clocker',
      password: 'Nueva#2026x',
      password_confirmation: 'Nueva#2026x',
    };
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { ...payload, code: codeIn(mail!.text) === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/reset-password', wrong);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { ...payload, code: codeIn(mail!.text) },
    });
    expect(ok.statusCode).toBe(200);
    assertMatchesContract('POST', '/api/v1/reset-password', ok);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: old })).statusCode,
    ).toBe(401);
    await signIn(t.app, 'empleado@jornada.test', 'Nueva#2026x');
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { ...payload, code: codeIn(mail!.text) },
    });
    expect(reused.statusCode).toBe(422);
  });

  it('answers 400 for a malformed e-mail', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reset-password-email?email=mal&service=jobs',
    });
    expect(response.statusCode).toBe(400);
    assertMatchesContract('GET', '/api/v1/reset-password-email', response);
    expect(response.json().errors.email).toBeDefined();
  });
});
