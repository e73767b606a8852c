import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { bearerRequiredRoutes } from './authenticate-first.ts';
import { loadContract } from './contract.ts';

let t: TestApp;
let candidate: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  candidate = await signIn(t.app, 'candidato@jornada.test');
});
afterAll(() => t.close());

const badVacancy = { title: 'x', salary_min: 'mucho' };

describe('given a secured operation and a body that breaks the contract', () => {
  it('without a token, answers 401 (not 400)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/1/vacancies',
      payload: badVacancy,
    });
    expect(response.statusCode).toBe(401);
    assertMatchesContract('POST', '/api/v1/users/{userId}/vacancies', response);
    expect(response.json().message).toBe(
      'Tu sesión no es válida o expiró. Inicia sesión de nuevo.',
    );
  });

  it('with a revoked or unknown token, answers 401 too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/1/vacancies',
      headers: { authorization: 'Bearer token-que-no-existe' },
      payload: badVacancy,
    });
    expect(response.statusCode).toBe(401);
  });

  it('without a token and with bad path parameters, answers 401', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/interviews/abc/reject',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    assertMatchesContract('PUT', '/api/v1/interviews/{interviewId}/reject', response);
  });

  it('without a token, refuses an upload before reading it (401)', async () => {
    const boundary = '----jornada-prueba';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/images',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="resource_type"\r\n\r\nplaneta\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(401);
    assertMatchesContract('POST', '/api/v1/images', response);
  });

  it('with a valid token, still answers 400 with the fields in Spanish', async () => {
    const me = (await t.app.inject({ url: '/api/v1/user', headers: candidate })).json().data.id;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${me}/vacancies`,
      headers: candidate,
      payload: badVacancy,
    });
    expect(response.statusCode).toBe(400);
    assertMatchesContract('POST', '/api/v1/users/{userId}/vacancies', response);
    expect(response.json().errors.salary_min).toBeDefined();
  });
});

describe('given public and optional-token operations', () => {
  it('validates the body of a public operation without asking for a token (400)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: { email: 'no-es-correo' },
    });
    expect(response.statusCode).toBe(400);
    assertMatchesContract('POST', '/api/v1/register', response);
  });

  it('lets anonymous callers reach an operation that works with or without a token', async () => {
    const response = await t.app.inject({ url: '/api/v1/vacancies/abc' });
    expect(response.statusCode).toBe(400);
  });

  it('marks exactly the operations whose every security alternative needs a bearer token', () => {
    const routes = bearerRequiredRoutes(loadContract());
    expect(routes.has('POST /api/v1/users/:userId/vacancies')).toBe(true);
    expect(routes.has('GET /api/v1/search/user-vacancies')).toBe(true);
    expect(routes.has('GET /api/v1/states')).toBe(false);
    expect(routes.has('GET /api/v1/vacancies/:vacancyId')).toBe(false);
    expect(routes.has('POST /oauth/token')).toBe(false);
  });
});
