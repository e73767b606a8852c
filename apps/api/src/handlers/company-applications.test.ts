import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobApplications, vacancies } from '../db/schema.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
let staff: { authorization: string };
let outsider: { authorization: string };
let seeker: { authorization: string };
let tdbId: number;
let ownVacancyIds: Set<number>;
const path = '/api/v1/companies/{companyId}/job-applications';
const list = (headers: { authorization: string }, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/companies/${tdbId}/job-applications${query}`,
    headers,
  });

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  outsider = await signIn(t.app, 'otra-empresa@jornada.test');
  seeker = await signIn(t.app, 'candidato@jornada.test');
  const db = t.database.db;
  tdbId = (await db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio')))[0]!
    .id;
  ownVacancyIds = new Set(
    (await db.select().from(vacancies).where(eq(vacancies.companyId, tdbId))).map((v) => v.id),
  );
});
afterAll(() => t.close());

describe('given the applications of a company across its vacancies (contract decision 51)', () => {
  it('staff read every vacancy of their company, newest first, and only theirs', async () => {
    const response = await list(staff, '?per_page=50');
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', path, response);
    const { data, meta } = response.json();
    const all = await t.database.db.select().from(jobApplications);
    const expected = all.filter((a) => ownVacancyIds.has(a.vacancyId));
    expect(meta.total).toBe(expected.length);
    const vacanciesSeen = new Set(data.map((a: { vacancy: { id: number } }) => a.vacancy.id));
    expect(vacanciesSeen.size).toBeGreaterThan(1);
    for (const id of vacanciesSeen) expect(ownVacancyIds.has(id as number)).toBe(true);
    const created = data.map((a: { created_at: string }) => a.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters by status and by vacancy; another company’s vacancy gives an empty page', async () => {
    const byStatus = await list(staff, '?status=entrevista&per_page=50');
    expect(byStatus.statusCode).toBe(200);
    expect(byStatus.json().data.length).toBeGreaterThan(0);
    for (const a of byStatus.json().data) expect(a.status).toBe('entrevista');

    const [one] = byStatus.json().data;
    const byVacancy = await list(staff, `?vacancy_id=${one.vacancy.id}&per_page=50`);
    expect(byVacancy.statusCode).toBe(200);
    for (const a of byVacancy.json().data) expect(a.vacancy.id).toBe(one.vacancy.id);

    const [foreign] = (await t.database.db.select().from(vacancies)).filter(
      (v) => v.companyId !== tdbId,
    );
    const elsewhere = await list(staff, `?vacancy_id=${foreign!.id}`);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toMatchObject({ data: [], meta: { total: 0 } });

    const bad = await list(staff, '?status=contratada');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses another company’s staff and a job seeker', async () => {
    const other = await list(outsider);
    expect([403, 404]).toContain(other.statusCode);
    assertMatchesContract('GET', path, other);
    const bySeeker = await list(seeker);
    expect([403, 404]).toContain(bySeeker.statusCode);
    expect(other.json().message).toMatch(/[áéíóúñ]|empresa|permiso/i);
  });
});
