import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, vacancies } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { toPrefixQuery } from './vacancies.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/search/vacancies${query ? `?${query}` : ''}` });

describe('GET /api/v1/search/vacancies', () => {
  it('without filters, pages through every published vacancy, newest first', async () => {
    const response = await search('');
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/search/vacancies', response);
    const { data, meta } = response.json();
    expect(meta).toEqual({
      current_page: 1,
      per_page: 15,
      total: 300,
      last_page: 20,
      total_capped: false,
    });
    expect(data).toHaveLength(15);
    const dates = data.map((v: { published_at: string }) => v.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('finds vacancies by a word without its accent, ranked by relevance', async () => {
    const accented = (await search('q=almacén')).json();
    const plain = (await search('q=almacen')).json();
    expect(plain.meta.total).toBeGreaterThan(0);
    expect(plain.meta.total).toBe(accented.meta.total);
    expect(plain.data[0].title.toLowerCase()).toMatch(/almac[eé]n/);
  });

  it('filters by state and keeps every result in that state', async () => {
    const jalisco = (await t.app.inject({ method: 'GET', url: '/api/v1/states' }))
      .json()
      .data.find((s: { inegi_code: string }) => s.inegi_code === '14');
    const response = await search(`state_id=${jalisco.id}&per_page=50`);
    const { data } = response.json();
    expect(data.length).toBeGreaterThan(0);
    for (const vacancy of data)
      expect(vacancy.state).toEqual({ id: jalisco.id, name: jalisco.name });
  });

  it('filters by modality and minimum salary', async () => {
    const { data } = (await search('modality=remoto&salary_min=3000000&per_page=50')).json();
    for (const vacancy of data) {
      expect(vacancy.modality).toBe('remoto');
      expect(vacancy.salary_max).toBeGreaterThanOrEqual(3_000_000);
    }
  });

  it('given a page past the end, answers an empty page with the real total', async () => {
    const { data, meta } = (await search('page=999')).json();
    expect(data).toEqual([]);
    expect(meta.total).toBe(300);
  });

  it('given a page that is not a number, answers 400 with the field in Spanish', async () => {
    const response = await search('page=abc&per_page=500');
    expect(response.statusCode).toBe(400);
    assertMatchesContract('GET', '/api/v1/search/vacancies', response);
    const { errors } = response.json();
    expect(errors.page[0]).toBe('debe ser integer');
    expect(errors.per_page[0]).toMatch(/debe ser <= 50/);
  });

  it('given text with tsquery operators, searches it as plain words', async () => {
    const response = await search(`q=${encodeURIComponent("chofer & | ! ( ' :*")}`);
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/v1/vacancies/{vacancyId}', () => {
  it('answers a published vacancy with its company, place and category', async () => {
    const [first] = (await search('')).json().data;
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/vacancies/${first.id}` });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/vacancies/{vacancyId}', response);
    const detail = response.json().data;
    expect(detail).toMatchObject(first);
    expect(detail.description.length).toBeGreaterThan(20);
    expect(detail.requirements).toEqual(expect.any(Array));
    expect(detail.benefits).toEqual(expect.any(Array));
  });

  it('answers search results as summaries: what a result card shows, without the detail texts', async () => {
    const [first] = (await search('')).json().data;
    expect(Object.keys(first).sort()).toEqual(
      [
        'company',
        'currency',
        'employment_type',
        'featured',
        'featured_until',
        'id',
        'job_category',
        'modality',
        'municipality',
        'published_at',
        'salary_max',
        'salary_min',
        'state',
        'status',
        'title',
      ].sort(),
    );
  });

  it('given an id that does not exist, answers 404 in Spanish', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/vacancies/999999' });
    expect(response.statusCode).toBe(404);
    assertMatchesContract('GET', '/api/v1/vacancies/{vacancyId}', response);
    expect(response.json().message).toBe('Esta vacante no existe o ya no está publicada.');
  });

  it('given an id that is not a number, answers 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/vacancies/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.vacancyId).toBeDefined();
  });
});

describe('toPrefixQuery', () => {
  it('keeps only words and adds prefix matching', () => {
    expect(toPrefixQuery("Chofer & 'quinta' rueda:*")).toBe('chofer:* & quinta:* & rueda:*');
    expect(toPrefixQuery(' !! ')).toBeNull();
  });
});

describe('GET /api/v1/vacancies/{vacancyId} of a vacancy that is not published', () => {
  let draftId = 0;
  beforeAll(async () => {
    const db = t.database.db;
    const [tdb] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.slug, 'transportes-del-bajio'));
    const [vacancy] = await db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(eq(vacancies.companyId, tdb!.id))
      .limit(1);
    await db.update(vacancies).set({ status: 'borrador' }).where(eq(vacancies.id, vacancy!.id));
    draftId = vacancy!.id;
  });

  const read = async (email?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/${draftId}`,
      headers: email ? await signIn(t.app, email) : {},
    });

  it.each(['empresa@jornada.test', 'admin@jornada.test'])(
    'shows the draft to %s (its company’s staff, an administrator)',
    async (email) => {
      const response = await read(email);
      expect(response.statusCode).toBe(200);
      assertMatchesContract('GET', '/api/v1/vacancies/{vacancyId}', response);
      expect(response.json().data).toMatchObject({ id: draftId, status: 'borrador' });
    },
  );

  it.each([
    undefined,
    'candidato@jornada.test',
    'empleado@jornada.test',
    'chofer@jornada.test',
    'otra-empresa@jornada.test',
  ])(
    'answers 404 to %s (a visitor, a job seeker, the workforce, another company)',
    async (email) => {
      const response = await read(email);
      expect(response.statusCode).toBe(404);
      assertMatchesContract('GET', '/api/v1/vacancies/{vacancyId}', response);
    },
  );
});
