/**
 * No password and no password hash may reach the log, at the most verbose level, during
 * sign-up, sign-in, password reset and password change, nor when a query that carries a hash
 * fails (drizzle's error repeats the query's parameters; PostgreSQL's repeats the failing row).
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'trace', stream } });
});
afterAll(() => t.close());

const passwords = {
  signUp: 'Mi clave de alta 2026',
  reset: 'Mi clave restablecida 2026',
  change: 'Mi clave cambiada 2026',
  failing: 'Mi clave que no se guarda 2026',
};
const email = 'registro.log@correo.example';

async function mailCode(to: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`,
  });
  const mails = response.json().data as { text: string }[];
  return mails[0]!.text.match(/\b(\d{6})\b/)![1]!;
}

describe('given the log at trace level', () => {
  beforeAll(async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        name: 'Registro',
        surname: 'Log',
        email,
        password: passwords.signUp,
        password_confirmation: passwords.signUp,
        service: 'jobs',
        accept_terms: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/register/${registered.json().data.id}/confirmation`,
      payload: { verification_code: await mailCode(email), service: 'jobs' },
    });
    expect(confirmed.statusCode).toBe(200);
    await expect(signIn(t.app, email, 'no es la clave')).rejects.toThrow();
    await signIn(t.app, email, passwords.signUp);

    await t.app.inject({
      method: 'GET',
      url: `/api/v1/reset-password-email?email=${encodeURIComponent(email)}&service=jobs`,
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: {
        email,
        service: 'jobs',
        code: await mailCode(email),
        password: passwords.reset,
        password_confirmation: passwords.reset,
      },
    });
    expect(reset.statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/update-password',
      headers: await signIn(t.app, email, passwords.reset),
      payload: {
        current_password: passwords.reset,
        password: passwords.change,
        password_confirmation: passwords.change,
      },
    });
    expect(changed.statusCode).toBe(204);

    // A failing INSERT that carries a new password hash: the server answers 500 and logs why.
    await t.database.db.execute(
      sql`ALTER TABLE registrations ADD CONSTRAINT test_reject_all CHECK (false) NOT VALID`,
    );
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        name: 'Falla',
        surname: 'Log',
        email: 'falla.log@correo.example',
        password: passwords.failing,
        password_confirmation: passwords.failing,
        service: 'jobs',
        accept_terms: true,
      },
    });
    expect(failed.statusCode).toBe(500);
    await t.database.db.execute(sql`ALTER TABLE registrations DROP CONSTRAINT test_reject_all`);
  });

  it('logs the requests and the failure', () => {
    expect(lines.some((line) => line.includes('incoming request'))).toBe(true);
    expect(lines.some((line) => line.includes('unhandled error'))).toBe(true);
  });

  it('never logs a password or a password hash', async () => {
    const log = lines.join('');
    for (const password of Object.values(passwords)) {
      expect(log).not.toContain(password);
      expect(log).not.toContain(JSON.stringify(password).slice(1, -1));
    }
    const [user] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    expect(log).not.toContain(user!.hash.split('$').at(-1));
    expect(log).not.toMatch(/scrypt\$/);
  });
});

describe('given a GPS tracker sending its secret key in the query string', () => {
  const key = 'jt_ClaveSecretaDeRastreador2026';

  it('logs the request without the key', async () => {
    const before = lines.length;
    await t.app.inject({
      method: 'GET',
      url: `/ceiba-api/v1/osmand?id=${key}&lat=21.12&lon=-101.68`,
    });
    const logged = lines.slice(before).join('');
    expect(logged).toContain('/ceiba-api/v1/osmand?id=%5Boculto%5D&lat=21.12');
    expect(logged).not.toContain(key);
  });
});
