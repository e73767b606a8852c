import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@jornada.test');
});
afterAll(() => t.close());

describe('GET /api/v1/users (administrators only, decision 45)', () => {
  it('lists accounts with their roles, filtered by verification and by the start of a name or e-mail', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: admin });
    expect(all.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/users', all);
    // Newest first: the demo's 20 numbered seekers were created after the demo accounts.
    expect(all.json().data).toHaveLength(15);
    expect(all.json().meta.total).toBeGreaterThan(15);

    const seeker = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users?q=candidato@',
      headers: admin,
    });
    const found = seeker.json().data as Array<{ id: number; email: string; roles: string[] }>;
    expect(found.map((user) => user.email)).toEqual(['candidato@jornada.test']);
    expect(found[0]!.roles).toContain('job_seeker');

    await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${found[0]!.id}/verified`,
      headers: admin,
      payload: { verified_profile: true },
    });
    const unverified = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users?verified=false&per_page=50',
      headers: admin,
    });
    const unverifiedEmails = unverified
      .json()
      .data.map((user: { email: string }) => user.email) as string[];
    expect(unverifiedEmails).not.toContain('candidato@jornada.test');
    const verified = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users?verified=true&q=candidato',
      headers: admin,
    });
    expect(verified.json().data.map((user: { email: string }) => user.email)).toEqual([
      'candidato@jornada.test',
    ]);
  });

  it('refuses a staff member with 403 and a visitor with 401', async () => {
    const staff = await signIn(t.app, 'empresa@jornada.test');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/users', headers: staff });
    expect(refused.statusCode).toBe(403);
    assertMatchesContract('GET', '/api/v1/users', refused);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/users' });
    expect(visitor.statusCode).toBe(401);
  });
});
