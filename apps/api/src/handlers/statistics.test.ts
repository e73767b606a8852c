import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../db/schema.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

const path = '/api/v1/statistics/registered-users';
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@jornada.test');
  const signUps = [
    { email: 'enero15@correo.example', at: '2026-01-15T18:00:00Z', role: 'job_seeker' },
    { email: 'enero20@correo.example', at: '2026-01-20T18:00:00Z', role: 'company_staff' },
    // 21:00 on 31 January in Mexico City: still January there.
    { email: 'enero31@correo.example', at: '2026-02-01T03:00:00Z', role: 'job_seeker' },
    { email: 'febrero@correo.example', at: '2026-02-02T18:00:00Z', role: 'job_seeker' },
  ];
  for (const signUp of signUps) {
    const [user] = await t.database.db
      .insert(users)
      .values({
        name: 'Prueba',
        email: signUp.email,
        passwordHash: 'x',
        createdAt: new Date(signUp.at),
      })
      .returning();
    await t.database.db.insert(userRoles).values({ userId: user!.id, role: signUp.role });
  }
});
afterAll(() => t.close());

describe('GET /api/v1/statistics/registered-users', () => {
  it('as an administrator, counts sign-ups per Mexico City week with their roles', async () => {
    const response = await t.app.inject({
      url: `${path}?from=2026-01-01&to=2026-01-31&group_by=week`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', path, response);
    const data = response.json().data;
    expect(data).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
      group_by: 'week',
      total: 3,
    });
    expect(data.series).toEqual([
      { period_start: '2025-12-29', registered: 0, job_seekers: 0, company_staff: 0 },
      { period_start: '2026-01-05', registered: 0, job_seekers: 0, company_staff: 0 },
      { period_start: '2026-01-12', registered: 1, job_seekers: 1, company_staff: 0 },
      { period_start: '2026-01-19', registered: 1, job_seekers: 0, company_staff: 1 },
      { period_start: '2026-01-26', registered: 1, job_seekers: 1, company_staff: 0 },
    ]);
  });

  it('by default, answers the last 30 days by day, today included', async () => {
    const response = await t.app.inject({ url: path, headers: admin });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', path, response);
    const { series, group_by: groupBy, total } = response.json().data;
    expect(groupBy).toBe('day');
    expect(series).toHaveLength(30);
    const registered = series.reduce(
      (sum: number, day: { registered: number }) => sum + day.registered,
      0,
    );
    expect(registered).toBeGreaterThanOrEqual(6);
    expect(total).toBeGreaterThanOrEqual(registered);
  });

  it('groups by month', async () => {
    const response = await t.app.inject({
      url: `${path}?from=2026-01-01&to=2026-02-28&group_by=month`,
      headers: admin,
    });
    expect(response.json().data.series.map((p: { registered: number }) => p.registered)).toEqual([
      3, 1,
    ]);
  });

  it('as anyone else, answers 403; without a session, 401', async () => {
    for (const email of ['candidato@jornada.test', 'empresa@jornada.test']) {
      const response = await t.app.inject({ url: path, headers: await signIn(t.app, email) });
      expect(response.statusCode).toBe(403);
      assertMatchesContract('GET', path, response);
      expect(response.json().message).toMatch(/administradoras/);
    }
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);
  });

  it('given a bad date, an inverted period or too many days, answers 400 in Spanish', async () => {
    for (const query of [
      'from=ayer',
      'from=2026-02-01&to=2026-01-01',
      'from=2000-01-01&to=2026-01-01&group_by=day',
    ]) {
      const response = await t.app.inject({ url: `${path}?${query}`, headers: admin });
      expect(response.statusCode).toBe(400);
      assertMatchesContract('GET', path, response);
      expect(response.json().code).toBe('validation_failed');
    }
  });
});
