import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { municipalities, profiles } from '../db/schema.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
let seeker: { authorization: string };
let seekerId: number;
let company: { authorization: string };
let fresh: { authorization: string };
let freshId: number;
const path = '/api/v1/users/{userId}/profile';
beforeAll(async () => {
  t = await createTestApp();
  seeker = await signIn(t.app, 'candidato@jornada.test');
  company = await signIn(t.app, 'otra-empresa@jornada.test');
  fresh = await signIn(t.app, 'admin@jornada.test');
  seekerId = (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: seeker })).json()
    .data.id;
  freshId = (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: fresh })).json().data
    .id;
});
afterAll(() => t.close());

describe('job-seeker profile', () => {
  it('answers the seeded full profile of the candidate', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${seekerId}/profile`,
      headers: seeker,
    });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', path, response);
    const { data } = response.json();
    expect(data.soft_skills.length).toBeGreaterThan(0);
    expect(data.completed_percentage).toBeGreaterThan(80);
  });

  it('sanitises: drops job_category and nulls, missing salaries become 0', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${freshId}/profile`,
      headers: fresh,
      payload: {
        desired_position: 'Gerente de tráfico',
        job_category: { id: 3 },
        address: null,
        driver_license: null,
        soft_skills: [1, 2],
      },
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', path, created);
    expect(created.json().data).toMatchObject({
      desired_position: 'Gerente de tráfico',
      address: null,
      min_salary: 0,
      max_salary: 0,
    });
    expect(created.json().data.soft_skills).toHaveLength(2);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${freshId}/profile`,
      headers: fresh,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    assertMatchesContract('POST', path, again);
  });

  it('updates only the fields sent and checks references (422) and types (400)', async () => {
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${freshId}/profile`,
      headers: fresh,
      payload: { job_title: 'Coordinador', min_salary: 2000000, max_salary: 3000000 },
    });
    expect(updated.statusCode).toBe(200);
    assertMatchesContract('PUT', path, updated);
    expect(updated.json().data).toMatchObject({
      job_title: 'Coordinador',
      desired_position: 'Gerente de tráfico',
      min_salary: 2000000,
    });
    const badRange = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${freshId}/profile`,
      headers: fresh,
      payload: { min_salary: 3000000, max_salary: 100 },
    });
    expect(badRange.statusCode).toBe(422);
    assertMatchesContract('PUT', path, badRange);
    expect(badRange.json().errors.max_salary[0]).toMatch(/salario máximo/);
    const badState = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${freshId}/profile`,
      headers: fresh,
      payload: { state_id: 9999 },
    });
    expect(badState.statusCode).toBe(422);
    const badType = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${freshId}/profile`,
      headers: fresh,
      payload: { travel_availability: 'quizá', unknown_field: 1 },
    });
    expect(badType.statusCode).toBe(400);
    assertMatchesContract('PUT', path, badType);
    expect(Object.keys(badType.json().errors)).toEqual(
      expect.arrayContaining(['travel_availability']),
    );
  });

  it('clears a saved state (with its municipality), licence and text when an update sends null or an empty text (decision 33)', async () => {
    const [muni] = await t.database.db
      .select({ id: municipalities.id, stateId: municipalities.stateId })
      .from(municipalities)
      .limit(1);
    const state = { id: muni!.stateId, muni: muni!.id };
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${freshId}/profile`,
        headers: fresh,
        payload,
      });
    const set = await put({
      state_id: state.id,
      municipality_id: state.muni,
      driver_license: 'B',
      job_title: 'Coordinador',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({
      state_id: state.id,
      municipality_id: state.muni,
      driver_license: 'B',
    });
    const untouched = await put({ description: 'Sin cambios en lo demás' });
    expect(untouched.json().data).toMatchObject({ state_id: state.id, driver_license: 'B' });

    const cleared = await put({ state_id: null, driver_license: null, job_title: '' });
    expect(cleared.statusCode).toBe(200);
    assertMatchesContract('PUT', path, cleared);
    expect(cleared.json().data).toMatchObject({
      state_id: null,
      municipality_id: null,
      driver_license: null,
      description: 'Sin cambios en lo demás',
    });
    expect(cleared.json().data.job_title ?? '').toBe('');
    const [row] = await t.database.db
      .select({
        state_id: profiles.stateId,
        municipality_id: profiles.municipalityId,
        driver_license: profiles.driverLicense,
      })
      .from(profiles)
      .where(eq(profiles.userId, freshId));
    expect(row).toEqual({ state_id: null, municipality_id: null, driver_license: null });
  });

  it('refuses other users (403) and answers 404 without a profile or user', async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${seekerId}/profile`,
      headers: company,
    });
    expect(other.statusCode).toBe(403);
    assertMatchesContract('GET', path, other);
    const write = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${seekerId}/profile`,
      headers: company,
      payload: { job_title: 'X' },
    });
    expect(write.statusCode).toBe(403);
    const companyUser = (
      await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: company })
    ).json().data.id;
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${companyUser}/profile`,
      headers: company,
    });
    expect(none.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/users/${seekerId}/profile` })).statusCode,
    ).toBe(401);
  });

  it('replaces soft skills and courses', async () => {
    const skills = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${freshId}/soft-skills`,
      headers: fresh,
      payload: { soft_skill_ids: [3] },
    });
    expect(skills.statusCode).toBe(200);
    assertMatchesContract('POST', '/api/v1/users/{userId}/soft-skills', skills);
    expect(skills.json().data).toHaveLength(1);
    const badSkill = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${freshId}/soft-skills`,
      headers: fresh,
      payload: { soft_skill_ids: [99999] },
    });
    expect(badSkill.statusCode).toBe(422);
    const dup = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${freshId}/soft-skills`,
      headers: fresh,
      payload: { soft_skill_ids: [1, 1] },
    });
    expect(dup.statusCode).toBe(400);
    const courses = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${freshId}/professional-courses`,
      headers: fresh,
      payload: {
        courses: [
          {
            name: 'Primeros auxilios',
            institution: 'Cruz Roja Mexicana',
            completed_at: '2024-03-01',
          },
        ],
      },
    });
    expect(courses.statusCode).toBe(200);
    assertMatchesContract('POST', '/api/v1/users/{userId}/professional-courses', courses);
    expect(courses.json().data[0]).toMatchObject({ id: 1, name: 'Primeros auxilios' });
    const badCourse = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${freshId}/professional-courses`,
      headers: fresh,
      payload: { courses: [{ name: 'Sin institución' }] },
    });
    expect(badCourse.statusCode).toBe(400);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${seekerId}/soft-skills`,
      headers: company,
      payload: { soft_skill_ids: [1] },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
