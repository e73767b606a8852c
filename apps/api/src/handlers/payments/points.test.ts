import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, vacancies } from '../../db/schema.ts';
import { awardHirePoints, awardProfilePoints, hirePoints } from '../../payments/points.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { companyIdOf, userIdOf } from './test-helpers.ts';

let t: TestApp;
let bajio: number;

beforeAll(async () => {
  t = await createTestApp();
  bajio = await companyIdOf(t.database.db, 'transportes-del-bajio');
});
afterAll(() => t.close());

const points = async (headers: Record<string, string>, userId: number) =>
  (await t.app.inject({ url: `/payment-api/v1/users/${userId}/points`, headers })).json().data
    .points as number;

describe('given a job seeker', () => {
  it('earns the profile points once, with their history; saving the profile again earns nothing', async () => {
    const candidate = await signIn(t.app, 'candidato@jornada.test');
    const candidateId = await userIdOf(t.database.db, 'candidato@jornada.test');
    const before = await points(candidate, candidateId);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${candidateId}/profile`,
      headers: candidate,
      // : a missing min_salary/max_salary becomes 0, so the form sends them.
      payload: {
        description: 'Operador con 10 años de experiencia en rutas del Bajío.',
        min_salary: 1_800_000,
        max_salary: 2_400_000,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.completed_percentage, saved.body).toBe(100);
    expect(await points(candidate, candidateId)).toBe(before);
    expect(await awardProfilePoints(t.database.db, candidateId, 100)).toBe(false);

    const history = await t.app.inject({
      url: `/payment-api/v1/users/${candidateId}/points/movements`,
      headers: candidate,
    });
    expect(history.statusCode).toBe(200);
    assertMatchesContract('GET', '/payment-api/v1/users/{userId}/points/movements', history);
    const profileMovements = history
      .json()
      .data.filter((m: { reason: string }) => m.reason === 'perfil_completo');
    expect(profileMovements).toHaveLength(1);
    expect(profileMovements[0]).toMatchObject({
      points: 100,
      description: 'Completaste tu perfil',
    });
  });

  it('an incomplete profile earns nothing; completing it earns the points once', async () => {
    const seeker = await signIn(t.app, 'candidato01@jornada.test');
    const seekerId = await userIdOf(t.database.db, 'candidato01@jornada.test');
    expect(await points(seeker, seekerId)).toBe(0);
    expect(await awardProfilePoints(t.database.db, seekerId, 80)).toBe(false);
    expect(await awardProfilePoints(t.database.db, seekerId, 100)).toBe(true);
    expect(await awardProfilePoints(t.database.db, seekerId, 100)).toBe(false);
    expect(await points(seeker, seekerId)).toBe(100);
  });
});

describe('given a verified company that hires', () => {
  it('earns the hire points once per application, shown in its balance and history', async () => {
    const staff = await signIn(t.app, 'empresa@jornada.test');
    const balance = async () =>
      (
        await t.app.inject({ url: `/payment-api/v1/companies/${bajio}/balance`, headers: staff })
      ).json().data.points as number;
    const before = await balance();
    const [application] = await t.database.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .innerJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
      .where(
        and(
          eq(vacancies.companyId, bajio),
          notInArray(jobApplications.status, ['seleccionada', 'descartada', 'retirada']),
        ),
      )
      .limit(1);
    const hired = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/job-applications/${application!.id}`,
      headers: staff,
      payload: { status: 'seleccionada' },
    });
    expect(hired.statusCode, hired.body).toBe(200);
    expect(await balance()).toBe(before + hirePoints);
    expect(await awardHirePoints(t.database.db, bajio, application!.id)).toBe(false);
    expect(await balance()).toBe(before + hirePoints);

    const history = await t.app.inject({
      url: `/payment-api/v1/companies/${bajio}/points/movements`,
      headers: staff,
    });
    assertMatchesContract('GET', '/payment-api/v1/companies/{companyId}/points/movements', history);
    expect(history.json().data[0]).toMatchObject({
      reason: 'contratacion_verificada',
      job_application_id: application!.id,
      points: hirePoints,
    });
    const employee = await signIn(t.app, 'empleado@jornada.test');
    const refused = await t.app.inject({
      url: `/payment-api/v1/companies/${bajio}/points/movements`,
      headers: employee,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /payment-api/v1/prices', () => {
  it('lists the seeded prices without a token', async () => {
    const response = await t.app.inject({ url: '/payment-api/v1/prices' });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/payment-api/v1/prices', response);
    expect(response.json().data.map((p: { code: string }) => p.code)).toEqual([
      'publicar_vacante',
      'destacar_7_dias',
      'destacar_30_dias',
    ]);
  });
});
