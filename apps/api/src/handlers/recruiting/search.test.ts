import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobCategories, states } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let staff: { authorization: string };
let admin: { authorization: string };
let tdbId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  admin = await signIn(t.app, 'admin@jornada.test');
  tdbId = (
    await t.database.db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio'))
  )[0]!.id;
});
afterAll(() => t.close());

const get = (url: string, headers = {}) => t.app.inject({ method: 'GET', url, headers });

describe('search', () => {
  it('finds companies by full text, accent- and case-insensitive, limited to the caller’s companies', async () => {
    const mine = await get('/api/v1/search/companies?q=BAJIO', staff);
    expect(mine.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/search/companies', mine);
    expect(mine.json().data.map((c: { id: number }) => c.id)).toEqual([tdbId]);
    const others = await get('/api/v1/search/companies?q=portuaria', staff);
    expect(others.json().data).toEqual([]);
    const all = await get('/api/v1/search/companies?q=PORTU', admin);
    expect(all.json().data.length).toBeGreaterThan(0);
    expect((await get('/api/v1/search/companies?q=x')).statusCode).toBe(401);
  });

  it('lists the public companies directory with filters', async () => {
    const response = await get('/api/v1/search/companies-directory?q=transportes&per_page=5');
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/search/companies-directory', response);
    expect(response.json().data.every((c: { verified: boolean }) => c.verified)).toBe(true);
    expect((await get('/api/v1/search/companies-directory?state_id=abc')).statusCode).toBe(400);
  });

  it('finds municipalities ignoring accents, with 5-digit INEGI codes', async () => {
    const [jalisco] = await t.database.db.select().from(states).where(eq(states.inegiCode, '14'));
    const response = await get(`/api/v1/search/municipalities?q=zapopan&state_id=${jalisco!.id}`);
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/search/municipalities', response);
    expect(response.json().data[0]).toMatchObject({ name: 'Zapopan', inegi_code: '14120' });
    const accent = await get('/api/v1/search/municipalities?q=queretaro');
    expect(accent.json().data.some((m: { name: string }) => m.name === 'Querétaro')).toBe(true);
  });

  it('records search terms (concurrently, without losing counts) and suggests the popular ones', async () => {
    const record = (term: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/search/terms', payload: { term } });
    const first = await record('  Chofer   Quinta Rueda ');
    expect(first.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/search/terms', first);
    expect(first.json().data).toMatchObject({ term: 'chofer quinta rueda', count: 1 });
    await Promise.all(Array.from({ length: 10 }, () => record('chofer quinta rueda')));
    const list = await get('/api/v1/search/terms?q=chof');
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/search/terms', list);
    expect(list.json().data[0]).toMatchObject({ term: 'chofer quinta rueda', count: 11 });
    const symbols = await record('¿¿??');
    expect(symbols.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/search/terms', symbols);
    expect((await record('')).statusCode).toBe(400);
  });

  it('searches the company’s vacancies (members only) and the tags they use', async () => {
    const [category] = await t.database.db.select().from(jobCategories).limit(1);
    const [state] = await t.database.db.select().from(states).limit(1);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${tdbId}/vacancies`,
      headers: staff,
      payload: {
        title: 'Técnico en refrigeración de cajas',
        description: 'Mantenimiento preventivo de cajas refrigeradas en el patio de León.',
        salary_min: 0,
        salary_max: 0,
        modality: 'presencial',
        employment_type: 'tiempo_completo',
        positions: 1,
        state_id: state!.id,
        job_category_id: category!.id,
        tags: ['Refrigeración', 'Thermo King'],
      },
    });
    const found = await get(
      `/api/v1/search/company-vacancies?company_id=${tdbId}&q=refrigeracion&status=borrador`,
      staff,
    );
    expect(found.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/search/company-vacancies', found);
    expect(found.json().data[0].title).toBe('Técnico en refrigeración de cajas');
    const outsider = await get(
      `/api/v1/search/company-vacancies?company_id=${tdbId}`,
      await signIn(t.app, 'otra-empresa@jornada.test'),
    );
    expect(outsider.statusCode).toBe(403);
    expect((await get('/api/v1/search/company-vacancies', staff)).statusCode).toBe(400);
    const tags = await get('/api/v1/search/tags?q=refrigeracion');
    expect(tags.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/search/tags', tags);
    expect(tags.json().data[0]).toMatchObject({ name: 'Refrigeración', usage_count: 1 });
  });

  it('searches business sectors; lists soft skills and sectors; admins create sectors', async () => {
    const sectors = await get('/api/v1/search/business-sectors?q=transporte');
    expect(sectors.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/search/business-sectors', sectors);
    expect(sectors.json().data.length).toBeGreaterThan(0);
    const skills = await get('/api/v1/soft-skills');
    assertMatchesContract('GET', '/api/v1/soft-skills', skills);
    expect(skills.json().data.length).toBeGreaterThan(10);
    const list = await get('/api/v1/business-sectors');
    assertMatchesContract('GET', '/api/v1/business-sectors', list);
    const one = await get(`/api/v1/business-sectors/${list.json().data[0].id}`);
    expect(one.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/business-sectors/{businessSectorId}', one);
    expect((await get('/api/v1/business-sectors/999999')).statusCode).toBe(404);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/business-sectors',
      headers: admin,
      payload: { name: 'Acuacultura', scian_code: '1125' },
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/business-sectors', created);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/business-sectors',
      headers: admin,
      payload: { name: 'Acuacultura' },
    });
    expect(dup.statusCode).toBe(409);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/business-sectors',
      headers: staff,
      payload: { name: 'Minería' },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/business-sectors',
      headers: admin,
      payload: { name: 'X', scian_code: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
