import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await signIn(t.app, 'empresa@jornada.test');
});
afterAll(() => t.close());

describe('GET /api/v1/gender', () => {
  it('infers the gender of the first given name, accents and case aside', async () => {
    const response = await t.app.inject({
      url: `/api/v1/gender?full_name=${encodeURIComponent('MARÍA JOSÉ Torres')}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/gender', response);
    expect(response.json().data).toMatchObject({
      full_name: 'MARÍA JOSÉ Torres',
      first_name: 'MARÍA JOSÉ',
      gender: 'femenino',
    });
  });

  it('given an unknown name, answers desconocido with probability 0', async () => {
    const response = await t.app.inject({ url: '/api/v1/gender?full_name=Xyz', headers });
    assertMatchesContract('GET', '/api/v1/gender', response);
    expect(response.json().data).toMatchObject({ gender: 'desconocido', probability: 0 });
  });

  it('without full_name answers 400 naming it; without a session, 401', async () => {
    const missing = await t.app.inject({ url: '/api/v1/gender', headers });
    expect(missing.statusCode).toBe(400);
    assertMatchesContract('GET', '/api/v1/gender', missing);
    expect(Object.keys(missing.json().errors)).toContain('full_name');
    expect((await t.app.inject({ url: '/api/v1/gender?full_name=Ana' })).statusCode).toBe(401);
  });
});
