import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('after ten failures for one account, answers 429 with Retry-After', async () => {
    const payload = grant({ username: 'empleado@jornada.test', password: 'mal' });
    for (let i = 0; i < 10; i++)
      await t.app.inject({ method: 'POST', url: '/oauth/token', payload });
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: grant({ username: 'empleado@jornada.test' }),
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
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
