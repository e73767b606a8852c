import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobApplications, vacancies } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

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

  it('sorts the whole list before paging: by match, by expected salary (none last either way) and by name (contract decision 55)', async () => {
    const rows = (await t.database.db.select().from(jobApplications)).filter((a) =>
      ownVacancyIds.has(a.vacancyId),
    );
    type Listed = { id: number; match_score: number | null; expected_salary: number | null };
    const everything = async (sort: string) => {
      const first = await list(staff, `?sort=${sort}&per_page=50`);
      expect(first.statusCode).toBe(200);
      assertMatchesContract('GET', path, first);
      const pages = [first.json().data as Listed[]];
      for (let page = 2; page <= first.json().meta.last_page; page++)
        pages.push((await list(staff, `?sort=${sort}&per_page=50&page=${page}`)).json().data);
      return pages.flat();
    };
    const byMatch = await everything('-match_score');
    expect(byMatch).toHaveLength(rows.length);
    const best = Math.max(...rows.map((r) => r.matchScore ?? -1));
    expect(byMatch[0]!.match_score).toBe(best);
    const scores = byMatch.map((a) => a.match_score);
    const scored = scores.filter((v): v is number => v !== null);
    expect(scored).toEqual([...scored].sort((a, b) => b - a));
    expect(scores.slice(scored.length).every((v) => v === null)).toBe(true);

    const bySalary = await everything('expected_salary');
    const salaries = bySalary.map((a) => a.expected_salary);
    const given = salaries.filter((v): v is number => v !== null);
    expect(given).toEqual([...given].sort((a, b) => a - b));
    expect(salaries.slice(given.length).every((v) => v === null)).toBe(true);

    const byName = (await list(staff, '?sort=name&per_page=50')).json().data as Array<{
      candidate: { name: string };
    }>;
    const names = byName.map((a) => a.candidate.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));

    expect((await list(staff, '?sort=salario')).statusCode).toBe(400);
  });

  it('finds candidates by the start of a name or surname, ignoring case and accents', async () => {
    const all = (await list(staff, '?per_page=50')).json().data as Array<{
      candidate: { name: string };
    }>;
    const surname = all[0]!.candidate.name.split(' ')[1]!;
    const typed = surname
      .slice(0, 3)
      .toUpperCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    const found = await list(staff, `?q=${encodeURIComponent(typed)}&per_page=50`);
    expect(found.statusCode).toBe(200);
    const { data, meta } = found.json();
    expect(meta.total).toBe(data.length);
    expect(data.length).toBeGreaterThan(0);
    const plain = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    for (const a of data as Array<{ candidate: { name: string } }>)
      expect(a.candidate.name.split(' ').some((part) => plain(part).startsWith(plain(typed)))).toBe(
        true,
      );
    const none = await list(staff, '?q=%25zzz');
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0 } });
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
