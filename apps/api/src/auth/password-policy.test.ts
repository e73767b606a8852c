import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle, registrations } from '../db/schema.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { passwordMessages, passwordProblem } from './password-policy.ts';
import { accountSourcePolicy, signInKeys } from './throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('passwordProblem', () => {
  it('accepts the demo password, a long passphrase and accented letters', () => {
    expect(passwordProblem('Jornada2026!')).toBeNull();
    expect(passwordProblem('una frase larga que nadie más usaría '.repeat(2))).toBeNull();
    expect(passwordProblem('cañón y ñandú')).toBeNull();
  });

  it('refuses fewer than 8 characters, counting letters rather than bytes', () => {
    expect(passwordProblem('corta1!')).toBe(passwordMessages.tooShort);
    expect(passwordProblem('ñañañañ')).toBe(passwordMessages.tooShort);
  });

  it('refuses common passwords whatever their case, and one character repeated', () => {
    expect(passwordProblem('password1')).toBe(passwordMessages.common);
    expect(passwordProblem('QWERTYUIOP')).toBe(passwordMessages.common);
    expect(passwordProblem('12345678')).toBe(passwordMessages.common);
    expect(passwordProblem('zzzzzzzzzzzz')).toBe(passwordMessages.common);
  });

  it('refuses the account’s own e-mail address', () => {
    expect(passwordProblem('Ana@Correo.example', 'ana@correo.example')).toBe(
      passwordMessages.sameAsEmail,
    );
  });
});

async function mailbox(to: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`,
  });
  return response.json().data as { text: string }[];
}

describe('POST /api/v1/register given a common password', () => {
  it('answers 422 with a Spanish error on password and stores no registration', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        name: 'Pablo',
        surname: 'Ruiz',
        email: 'pablo.ruiz@correo.example',
        password: 'password1',
        password_confirmation: 'password1',
        service: 'jobs',
        accept_terms: true,
      },
    });
    expect(response.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/register', response);
    expect(response.json().errors).toEqual({ password: [passwordMessages.common] });
    const stored = await t.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.email, 'pablo.ruiz@correo.example'));
    expect(stored).toEqual([]);
  });
});

describe('POST /api/v1/reset-password', () => {
  const email = 'candidato@jornada.test';
  let code: string;
  beforeAll(async () => {
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/reset-password-email?email=${encodeURIComponent(email)}&service=jobs`,
    });
    code = (await mailbox(email)).at(-1)!.text.match(/\b(\d{6})\b/)![1]!;
  });
  const reset = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { email, service: 'jobs', code, password, password_confirmation: password },
    });

  it('given a common password, answers 422 on password and leaves the code usable', async () => {
    const response = await reset('iloveyou');
    expect(response.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/reset-password', response);
    expect(response.json().errors).toEqual({ password: [passwordMessages.common] });
  });

  it('given the account delayed by wrong guesses, a reset lets the owner sign in at once from the same source', async () => {
    for (let i = 0; i <= accountSourcePolicy.free; i++)
      await t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: {
          grant_type: 'password',
          client_id: 'jornada-web',
          username: email,
          password: 'mal',
        },
      });
    await expect(signIn(t.app, email)).rejects.toThrow(/too_many_attempts/);
    expect((await reset('Una clave nueva 2026')).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, signInKeys(email, '127.0.0.1').accountSource));
    expect(rows).toEqual([]);
    await expect(signIn(t.app, email, 'Una clave nueva 2026')).resolves.toHaveProperty(
      'authorization',
    );
  });
});

describe('PUT /api/v1/update-password given a common new password', () => {
  it('answers 422 on password and keeps the old password', async () => {
    const headers = await signIn(t.app, 'empresa@jornada.test');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/update-password',
      headers,
      payload: {
        current_password: 'Jornada2026!',
        password: 'sunshine',
        password_confirmation: 'sunshine',
      },
    });
    expect(response.statusCode).toBe(422);
    assertMatchesContract('PUT', '/api/v1/update-password', response);
    expect(response.json().errors).toEqual({ password: [passwordMessages.common] });
    await expect(signIn(t.app, 'empresa@jornada.test')).resolves.toHaveProperty('authorization');
  });
});
