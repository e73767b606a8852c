import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobApplications, notifications, users, vacancies } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { applicationStatusLabels, canTransition } from './application-data.ts';

let t: TestApp;
let seeker: { authorization: string };
let staff: { authorization: string };
let other: { authorization: string };
let seekerId: number;
let free: number[];
let staffVacancy: number;
beforeAll(async () => {
  t = await createTestApp();
  seeker = await signIn(t.app, 'candidato@jornada.test');
  staff = await signIn(t.app, 'empresa@jornada.test');
  other = await signIn(t.app, 'otra-empresa@jornada.test');
  const db = t.database.db;
  const [me] = await db.select().from(users).where(eq(users.email, 'candidato@jornada.test'));
  seekerId = me!.id;
  const applied = (
    await db.select().from(jobApplications).where(eq(jobApplications.userId, seekerId))
  ).map((a) => a.vacancyId);
  const [tdb] = await db
    .select()
    .from(companies)
    .where(eq(companies.slug, 'transportes-del-bajio'));
  const rows = await db
    .select({ id: vacancies.id, companyId: vacancies.companyId })
    .from(vacancies)
    .where(and(eq(vacancies.status, 'publicada'), notInArray(vacancies.id, applied)))
    .orderBy(asc(vacancies.id));
  staffVacancy = rows.find((v) => v.companyId === tdb!.id)!.id;
  free = rows.filter((v) => v.id !== staffVacancy).map((v) => v.id);
});
afterAll(() => t.close());

const apply = (vacancyId: number, headers = seeker) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/job-applications',
    headers,
    payload: { vacancy_id: vacancyId, cover_letter: 'Me interesa.', expected_salary: 1800000 },
  });

describe('job applications', () => {
  it('applies once, with a match score; 409 on the second try', async () => {
    const created = await apply(staffVacancy);
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/job-applications', created);
    expect(created.json().data).toMatchObject({ status: 'enviada', currency: 'MXN' });
    expect(created.json().data.match_score).toBeGreaterThanOrEqual(0);
    const again = await apply(staffVacancy);
    expect(again.statusCode).toBe(409);
    assertMatchesContract('POST', '/api/v1/job-applications', again);
    expect(again.json().message).toBe('Ya te postulaste a esta vacante.');
  });

  it('answers 422 for a missing vacancy or profile, 403 for staff of the company, 400 for bad input', async () => {
    const missing = await apply(999999);
    expect(missing.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/job-applications', missing);
    const noProfile = await apply(free[0]!, other);
    expect(noProfile.statusCode).toBe(422);
    expect(noProfile.json().errors.profile).toBeDefined();
    const own = await apply(staffVacancy, staff);
    expect(own.statusCode).toBe(403);
    // An employee of the company is not its staff: an internal vacancy is open to them (ADR 0002);
    // without a profile they get the profile error, not the own-company refusal.
    const internal = await apply(staffVacancy, await signIn(t.app, 'empleado@jornada.test'));
    expect(internal.statusCode).toBe(422);
    expect(internal.json().errors.profile).toBeDefined();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/job-applications',
      headers: seeker,
      payload: { vacancy_id: 'x', expected_salary: -1 },
    });
    expect(bad.statusCode).toBe(400);
    assertMatchesContract('POST', '/api/v1/job-applications', bad);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['vacancy_id', 'expected_salary']),
    );
  });

  it('lets the company see it (marking it seen) and move it; the candidate withdraws; others get 404', async () => {
    const [application] = await t.database.db
      .select()
      .from(jobApplications)
      .where(
        and(eq(jobApplications.userId, seekerId), eq(jobApplications.vacancyId, staffVacancy)),
      );
    const url = `/api/v1/job-applications/${application!.id}`;
    const seen = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(seen.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/job-applications/{jobApplicationId}', seen);
    expect(seen.json().data.status).toBe('vista');
    expect((await t.app.inject({ method: 'GET', url, headers: other })).statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/${staffVacancy}/applications`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/vacancies/{vacancyId}/applications', list);
    const moved = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { status: 'entrevista', comments: 'Te llamaremos.' },
    });
    expect(moved.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/job-applications/{jobApplicationId}', moved);
    expect(moved.json().data).toMatchObject({ status: 'entrevista', comments: 'Te llamaremos.' });
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seekerId))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice).toMatchObject({
      type: 'postulacion',
      url: '/mis-postulaciones',
      body: 'Te llamaremos.',
    });
    expect(notice!.title).toMatch(/cambió a: Entrevista$/);
    const back = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { status: 'vista' },
    });
    expect(back.statusCode).toBe(409);
    assertMatchesContract('PUT', '/api/v1/job-applications/{jobApplicationId}', back);
    for (const payload of [
      { status: 'entrevista', comments: 'Contratada sin entrevista.' },
      { status: 'retirada', comments: '' },
    ]) {
      const overwrite = await t.app.inject({ method: 'PUT', url, headers: seeker, payload });
      expect(overwrite.statusCode).toBe(403);
      assertMatchesContract('PUT', '/api/v1/job-applications/{jobApplicationId}', overwrite);
      expect(overwrite.json().message).toBe(
        'Solo la empresa escribe comentarios en la postulación.',
      );
    }
    const [kept] = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, application!.id));
    expect(kept).toMatchObject({ status: 'entrevista', comments: 'Te llamaremos.' });
    const promote = await t.app.inject({
      method: 'PUT',
      url,
      headers: seeker,
      payload: { status: 'seleccionada' },
    });
    expect(promote.statusCode).toBe(409);
    const withdraw = await t.app.inject({
      method: 'PUT',
      url,
      headers: seeker,
      payload: { status: 'retirada' },
    });
    expect(withdraw.statusCode).toBe(200);
    expect(withdraw.json().data.status).toBe('retirada');
    const invalid = await t.app.inject({
      method: 'PUT',
      url,
      headers: seeker,
      payload: { status: 'perdida' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('lists my applications by status; others get 403', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${seekerId}/job-applications?status=entrevista`,
      headers: seeker,
    });
    expect(mine.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/users/{userId}/job-applications', mine);
    expect(mine.json().data.every((a: { status: string }) => a.status === 'entrevista')).toBe(true);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${seekerId}/job-applications`,
      headers: other,
    });
    expect(theirs.statusCode).toBe(403);
    assertMatchesContract('GET', '/api/v1/users/{userId}/job-applications', theirs);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/${staffVacancy}/applications`,
      headers: other,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('hands out a short-lived report URL that serves the report', async () => {
    const [application] = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.userId, seekerId))
      .limit(1);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/job-applications/${application!.id}/generate-url-report`,
      headers: seeker,
    });
    expect(response.statusCode).toBe(200);
    assertMatchesContract(
      'GET',
      '/api/v1/job-applications/{jobApplicationId}/generate-url-report',
      response,
    );
    const report = await t.app.inject({
      method: 'GET',
      url: new URL(response.json().data.url).pathname,
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(report.rawPayload)).join(' ');
    expect(text).toContain('Reporte de postulación');
    for (const expected of [
      'Candidato',
      'Carta de presentación',
      applicationStatusLabels[application!.status]!,
    ])
      expect(text).toContain(expected);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/reports/nada' })).statusCode).toBe(
      404,
    );
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/job-applications/999999/generate-url-report',
      headers: seeker,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('50 concurrent applications to different vacancies all land; 50 to one vacancy create exactly one', async () => {
    const targets = free.slice(0, 50);
    const results = await Promise.all(targets.map((id) => apply(id)));
    expect(results.map((r) => r.statusCode)).toEqual(targets.map(() => 201));
    const same = await Promise.all(Array.from({ length: 50 }, () => apply(free[60]!)));
    expect(same.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(same.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const rows = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.userId, seekerId));
    const ids = rows.map((r) => r.vacancyId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([...targets, free[60]]));
  });
});

describe('status rules', () => {
  it('moves forward or discards for the company, only withdraws for the candidate, never leaves a final status', () => {
    expect(canTransition('company', 'enviada', 'en_proceso')).toBe(true);
    expect(canTransition('company', 'entrevista', 'vista')).toBe(false);
    expect(canTransition('company', 'vista', 'descartada')).toBe(true);
    expect(canTransition('candidate', 'vista', 'retirada')).toBe(true);
    expect(canTransition('candidate', 'vista', 'seleccionada')).toBe(false);
    expect(canTransition('company', 'retirada', 'vista')).toBe(false);
  });
});
