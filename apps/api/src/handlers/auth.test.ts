import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSourcePolicy, signInKeys } from '../auth/throttle.ts';
import { authThrottle } from '../db/schema.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const grant = (overrides: Record<string, unknown> = {}) => ({
  grant_type: 'password',
  client_id: 'jornada-web',
  username: 'candidato@jornada.test',
  password: 'Jornada2026!',
  ...overrides,
});

describe('POST /oauth/token', () => {
  it('given the demo account, answers an expiring bearer token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/oauth/token', payload: grant() });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('POST', '/oauth/token', response);
    expect(response.json()).toMatchObject({ token_type: 'Bearer', expires_in: 86400 });
    expect(response.json().access_token).toMatch(/^[\w-]{40,}$/);
  });

  it('accepts a form-encoded body, as OAuth clients send it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(grant() as Record<string, string>).toString(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('given the email in another case, still signs in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: grant({ username: 'Candidato@Jornada.TEST' }),
    });
    expect(response.statusCode).toBe(200);
  });

  it('given a wrong password, answers 400 invalid_grant in Spanish', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: grant({ password: 'x' }),
    });
    expect(response.statusCode).toBe(400);
    assertMatchesContract('POST', '/oauth/token', response);
    expect(response.json()).toEqual({
      message: 'El correo o la contraseña no son correctos.',
      code: 'invalid_grant',
    });
  });

  it('given an unknown client, answers 401 invalid_client', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: grant({ client_id: 'otro' }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('invalid_client');
  });

  it('given a missing password and a wrong grant type, answers 400 naming both fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: 'jornada-web', username: 'a@b.c' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['password', 'grant_type']));
    expect(body.errors.password[0]).toMatch(/propiedad/);
  });

  it('after five failures for one account from one source, answers 429 with Retry-After in Spanish', async () => {
    const payload = grant({ username: 'empleado@jornada.test', password: 'mal' });
    for (let i = 0; i < 5; i++)
      expect(
        (await t.app.inject({ method: 'POST', url: '/oauth/token', payload })).statusCode,
      ).toBe(400);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: grant({ username: 'empleado@jornada.test' }),
    });
    expect(blocked.statusCode).toBe(429);
    assertMatchesContract('POST', '/oauth/token', blocked);
    expect(blocked.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(blocked.json().message).toMatch(/Demasiados intentos/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

const throttleRow = async (key: string) => {
  const [row] = await t.database.db.select().from(authThrottle).where(eq(authThrottle.key, key));
  return row;
};

const tokenFrom = (remoteAddress: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/oauth/token', remoteAddress, payload, headers });

describe('POST /oauth/token throttling', () => {
  describe('given 50 concurrent wrong guesses for one account from one source', () => {
    const attacker = '203.0.113.7';
    const victim = 'chofer@jornada.test';
    let statuses: number[];
    beforeAll(async () => {
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          tokenFrom(attacker, grant({ username: victim, password: `adivina-${i}` })),
        ),
      );
      statuses = responses.map((r) => r.statusCode);
      for (const response of responses) assertMatchesContract('POST', '/oauth/token', response);
    });

    it('counts all 50 and lets only the free attempts reach a password check; the rest answer 429', async () => {
      expect(statuses.filter((s) => s === 400)).toHaveLength(accountSourcePolicy.free);
      expect(statuses.filter((s) => s === 429)).toHaveLength(50 - accountSourcePolicy.free);
      const keys = signInKeys(victim, attacker);
      expect((await throttleRow(keys.accountSource))?.failures).toBe(50);
      // Only attempts that got past the account-and-source key count for the account.
      expect((await throttleRow(keys.account))?.failures).toBe(accountSourcePolicy.free);
      expect((await throttleRow(keys.source))?.failures).toBe(accountSourcePolicy.free);
    });

    it('refuses even the right password from that source while it must wait', async () => {
      const response = await tokenFrom(attacker, grant({ username: victim }));
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('lets the owner sign in from another source, and gives back the reservation', async () => {
      const response = await tokenFrom('198.51.100.23', grant({ username: victim }));
      expect(response.statusCode).toBe(200);
      expect(response.json().access_token).toBeTruthy();
      const keys = signInKeys(victim, '198.51.100.23');
      expect(await throttleRow(keys.accountSource)).toBeUndefined();
      expect((await throttleRow(keys.account))?.failures).toBe(accountSourcePolicy.free);
      expect((await throttleRow(keys.source))?.failures).toBe(0);
    });
  });

  it('given an address with no account, throttles it like a wrong password', async () => {
    const payload = grant({ username: 'nadie@jornada.test', password: 'mal' });
    const statuses: number[] = [];
    for (let i = 0; i <= accountSourcePolicy.free; i++)
      statuses.push((await tokenFrom('203.0.113.40', payload)).statusCode);
    expect(statuses).toEqual([...Array(accountSourcePolicy.free).fill(400), 429]);
  });

  describe('given TRUST_PROXY is not set', () => {
    it('ignores X-Forwarded-For: guesses with a new forwarded address each time share one source', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= accountSourcePolicy.free; i++) {
        const response = await tokenFrom(
          '203.0.113.50',
          grant({ username: 'admin@jornada.test', password: 'mal' }),
          { 'x-forwarded-for': `192.0.2.${i + 1}` },
        );
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array(accountSourcePolicy.free).fill(400), 429]);
      const keys = signInKeys('admin@jornada.test', '203.0.113.50');
      expect((await throttleRow(keys.accountSource))?.failures).toBe(accountSourcePolicy.free + 1);
      expect(
        await throttleRow(signInKeys('admin@jornada.test', '192.0.2.1').source),
      ).toBeUndefined();
    });
  });
});

describe('given TRUST_PROXY=127.0.0.1', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => proxied.close());

  const wrongGuess = (remoteAddress: string, forwardedFor: string) =>
    proxied.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: grant({ password: 'mal' }),
    });
  const row = async (key: string) =>
    (await proxied.database.db.select().from(authThrottle).where(eq(authThrottle.key, key)))[0];

  it('takes the source from X-Forwarded-For when the trusted proxy sends it', async () => {
    expect((await wrongGuess('127.0.0.1', '192.0.2.77')).statusCode).toBe(400);
    expect((await row(signInKeys('candidato@jornada.test', '192.0.2.77').source))?.failures).toBe(
      1,
    );
  });

  it('ignores X-Forwarded-For from any other peer', async () => {
    expect((await wrongGuess('198.51.100.5', '192.0.2.78')).statusCode).toBe(400);
    expect((await row(signInKeys('candidato@jornada.test', '198.51.100.5').source))?.failures).toBe(
      1,
    );
    expect(await row(signInKeys('candidato@jornada.test', '192.0.2.78').source)).toBeUndefined();
  });
});

describe('GET /api/v1/user', () => {
  it('given a token of company staff, answers the user with departments and companies', async () => {
    const headers = await signIn(t.app, 'empresa@jornada.test');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/user', response);
    const { data } = response.json();
    expect(data.email).toBe('empresa@jornada.test');
    expect(data.roles).toEqual(['company_staff']);
    expect(data.companies).toHaveLength(1);
    expect(data.departments[0].company_id).toBe(data.companies[0].id);
  });

  it('given no token, answers 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/user' });
    expect(response.statusCode).toBe(401);
    assertMatchesContract('GET', '/api/v1/user', response);
  });

  it('given an expired token, answers 401', async () => {
    const headers = await signIn(t.app, 'admin@jornada.test');
    await t.database.db.execute(
      `UPDATE access_tokens SET expires_at = now() - interval '1 second'` as never,
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(response.statusCode).toBe(401);
  });
});
