import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobCategories, states, vacancies } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  filtersOf,
  newestMatches,
  searchCap,
  sortMatches,
  textQuery,
  type Candidate,
} from './search-vacancies.ts';
import { toPrefixQuery } from './vacancies.ts';

let t: TestApp;
let stateId: number;
const dayMs = 86_400_000;

/** Inserts published vacancies of the first seeded company, category and state. */
async function insertVacancies(
  rows: {
    title: string;
    description?: string;
    publishedAt: Date;
    salaryMax?: number;
    featuredUntil?: Date;
    modality?: 'presencial' | 'remoto' | 'hibrido';
    /** Another company than the first seeded one. */
    companyId?: number;
  }[],
) {
  const [company] = await t.database.db.select().from(companies).limit(1);
  const [category] = await t.database.db.select().from(jobCategories).limit(1);
  await t.database.db.insert(vacancies).values(
    rows.map((row) => ({
      companyId: row.companyId ?? company!.id,
      jobCategoryId: category!.id,
      stateId,
      title: row.title,
      description: row.description ?? 'Turno matutino, prestaciones de ley.',
      salaryMax: row.salaryMax ?? 1_500_000,
      modality: row.modality ?? 'presencial',
      employmentType: 'tiempo_completo',
      status: 'publicada',
      publishedAt: row.publishedAt,
      featuredUntil: row.featuredUntil ?? null,
    })),
  );
}

const search = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/search/vacancies?${query}` });
const titles = (body: { data: { title: string }[] }) => body.data.map((v) => v.title);

beforeAll(async () => {
  t = await createTestApp();
  const [state] = await t.database.db.select().from(states).limit(1);
  stateId = state!.id;
  const now = Date.now();
  await insertVacancies([
    { title: 'Afinador de xilófonos', publishedAt: new Date(now - 10 * dayMs) },
    {
      title: 'Ayudante general de bodega',
      description: 'Acomoda instrumentos; a veces limpia el xilófono de la banda.',
      publishedAt: new Date(now - dayMs),
    },
  ]);
  // More matches than the search ranks: the newest is "Vigilante de zepelines 0".
  await insertVacancies(
    Array.from({ length: searchCap + 5 }, (_, i) => ({
      title: `Vigilante de zepelines ${i}`,
      publishedAt: new Date(now - 60_000 * (i + 1)),
    })),
  );
});
afterAll(() => t.close());

describe('GET /api/v1/search/vacancies with words', () => {
  it('ranks a title match above a newer description match, ignoring accents and case', async () => {
    const response = await search('q=XILOFONO');
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/search/vacancies', response);
    const body = response.json();
    expect(titles(body)).toEqual(['Afinador de xilófonos', 'Ayudante general de bodega']);
    expect(body.meta).toEqual({
      current_page: 1,
      per_page: 15,
      total: 2,
      last_page: 1,
      total_capped: false,
    });
    const recent = (await search('q=xil%C3%B3fono&sort=recent')).json();
    expect(titles(recent)).toEqual(['Ayudante general de bodega', 'Afinador de xilófonos']);
  });

  it('counts at most 1,000 matches and pages through exactly the newest 1,000', async () => {
    const first = (await search('q=zepelines&per_page=50')).json();
    expect(first.meta).toEqual({
      current_page: 1,
      per_page: 50,
      total: 1000,
      last_page: 20,
      total_capped: true,
    });
    expect(titles(first)[0]).toBe('Vigilante de zepelines 0');
    const last = (await search('q=zepelines&per_page=50&page=20')).json();
    expect(titles(last).at(-1)).toBe(`Vigilante de zepelines ${searchCap - 1}`);
    const past = (await search('q=zepelines&per_page=50&page=21')).json();
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(1000);
  });

  it('serves no page past the cap, without words too: the page across it is cut, the next ones are empty, page 10,001 is refused', async () => {
    for (const words of ['q=zepelines&', '']) {
      const across = (await search(`${words}per_page=30&page=34`)).json();
      expect(across.data, words).toHaveLength(searchCap - 33 * 30);
      expect(across.meta).toMatchObject({ last_page: 34, total: searchCap, total_capped: true });
      const past = await search(`${words}per_page=50&page=9999`);
      expect(past.statusCode).toBe(200);
      assertMatchesContract('GET', '/api/v1/search/vacancies', past);
      expect(past.json()).toMatchObject({ data: [], meta: { current_page: 9999, last_page: 20 } });
    }
    const tooFar = await search('page=10001');
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json()).toMatchObject({
      code: 'validation_failed',
      errors: { page: [expect.any(String)] },
    });
  });

  it('finds the same newest matches through recency windows as through the GIN index', async () => {
    const everything = { first: 1_000_000_000, largest: 0 };
    for (const words of ['zepelines', 'xilofono', 'almacen', 'vigilante turno']) {
      const tsquery = textQuery(toPrefixQuery(words)!);
      const filters = filtersOf({ page: 1, per_page: 15 });
      const ids = async (windows: { first: number; largest: number }) =>
        (await newestMatches(t.database.db, filters, tsquery, windows)).map((m) => m.id);
      const exact = await ids(everything);
      expect(exact.length, words).toBeGreaterThan(0);
      expect(await ids({ first: 20, largest: 5000 }), words).toEqual(exact);
      expect(await ids({ first: 20, largest: 20 }), words).toEqual(exact);
      expect(await ids({ first: 2000, largest: 40_000 }), words).toEqual(exact);
    }
  });
});

describe('GET /api/v1/search/vacancies without words', () => {
  it('counts at most 1,000 vacancies of a filter, newest first', async () => {
    const body = (await search(`state_id=${stateId}&per_page=50`)).json();
    expect(body.meta).toEqual({
      current_page: 1,
      per_page: 50,
      total: 1000,
      last_page: 20,
      total_capped: true,
    });
    const dates = body.data.map((v: { published_at: string }) => v.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('orders by maximum salary, highest first', async () => {
    const { data } = (await search('sort=salary&per_page=50')).json();
    const salaries = data.map((v: { salary_max: number }) => v.salary_max);
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
  });

  it('takes several modalities (repeated in the query): a vacancy in any of them matches', async () => {
    // Old, and paid above every other row: the other tests' newest-first pages never see them.
    const old = new Date(Date.now() - 400 * dayMs);
    const salaryMax = 90_000_000;
    await insertVacancies([
      { title: 'Capturista zorzal remoto', publishedAt: old, salaryMax, modality: 'remoto' },
      { title: 'Capturista zorzal híbrido', publishedAt: old, salaryMax, modality: 'hibrido' },
      { title: 'Capturista zorzal en sitio', publishedAt: old, salaryMax },
    ]);
    for (const words of ['q=zorzal&', '']) {
      const response = await search(
        `${words}modality=remoto&modality=hibrido&salary_min=${salaryMax}&per_page=50`,
      );
      expect(response.statusCode).toBe(200);
      assertMatchesContract('GET', '/api/v1/search/vacancies', response);
      const found = titles(response.json()).filter((t) => t.includes('zorzal'));
      expect(found.sort(), words || 'sin palabras').toEqual([
        'Capturista zorzal híbrido',
        'Capturista zorzal remoto',
      ]);
    }
    const one = titles((await search('q=zorzal&modality=remoto')).json());
    expect(one).toEqual(['Capturista zorzal remoto']);
    expect((await search('modality=nadando')).statusCode).toBe(400);
  });

  it("lists only verified companies' vacancies with verified_company=true, with or without words", async () => {
    const old = new Date(Date.now() - 500 * dayMs);
    const salaryMax = 95_000_000;
    const [verified] = await t.database.db
      .insert(companies)
      .values({
        slug: 'garza-verificada',
        name: 'Garza Verificada',
        legalName: 'Garza Verificada SA',
        rfc: 'GVE010101AAA',
        verified: true,
      })
      .returning();
    const [unverified] = await t.database.db
      .insert(companies)
      .values({
        slug: 'garza-sin-verificar',
        name: 'Garza Sin Verificar',
        legalName: 'Garza Sin Verificar SA',
        rfc: 'GSV010101AAA',
        verified: false,
      })
      .returning();
    await insertVacancies([
      {
        title: 'Almacenista garza verificada',
        publishedAt: old,
        salaryMax,
        companyId: verified!.id,
      },
      {
        title: 'Almacenista garza sin verificar',
        publishedAt: old,
        salaryMax,
        companyId: unverified!.id,
      },
    ]);
    for (const words of ['q=garza&', '']) {
      const only = await search(
        `${words}verified_company=true&salary_min=${salaryMax}&per_page=50`,
      );
      expect(only.statusCode).toBe(200);
      assertMatchesContract('GET', '/api/v1/search/vacancies', only);
      const found = only.json().data.filter((v: { title: string }) => v.title.includes('garza'));
      expect(
        found.map((v: { title: string }) => v.title),
        words || 'sin palabras',
      ).toEqual(['Almacenista garza verificada']);
      expect(found[0].company.verified).toBe(true);
      // Without the filter (or with false) both are listed; the verified one says so.
      for (const flag of ['', 'verified_company=false&']) {
        const all = await search(`${words}${flag}salary_min=${salaryMax}&per_page=50`);
        const both = titles(all.json()).filter((t) => t.includes('garza'));
        expect(both.sort()).toEqual([
          'Almacenista garza sin verificar',
          'Almacenista garza verificada',
        ]);
      }
    }
    expect((await search('verified_company=quizas')).statusCode).toBe(400);
  });

  it('answers filter sets whose spelled-out statement names share their first 63 bytes', async () => {
    // On PostgreSQL, names spelled out from the filters were cut at 63 bytes and collided: a 500.
    const common = `state_id=${stateId}&municipality_id=14&job_category_id=1&modality=remoto`;
    for (const query of [common, `${common}&salary_min=1`, `${common}&salary_min=1&sort=salary`]) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(200);
      assertMatchesContract('GET', '/api/v1/search/vacancies', response);
    }
  });
});

describe('sortMatches', () => {
  const match = (id: number, rank: number, publishedAt: number, salaryMax = 0): Candidate => ({
    id,
    rank,
    publishedAt,
    salaryMax,
  });
  const ids = (matches: Candidate[]) => matches.map((m) => m.id);
  const matches = [match(1, 0.1, 300, 9), match(2, 0.5, 100, 5), match(3, 0.5, 200, 9)];

  it('orders by relevance, then newest', () => {
    expect(ids(sortMatches(matches, 'relevance'))).toEqual([3, 2, 1]);
  });

  it('orders by newest or by salary (ties: the higher id)', () => {
    expect(ids(sortMatches(matches, 'recent'))).toEqual([1, 3, 2]);
    expect(ids(sortMatches(matches, 'salary'))).toEqual([3, 1, 2]);
  });

  it('given a featured vacancy → it comes first in the relevance order only', () => {
    const matches = [match(1, 0.9, 300), { ...match(2, 0.1, 100), featured: true }];
    expect(ids(sortMatches(matches, 'relevance'))).toEqual([2, 1]);
    expect(ids(sortMatches(matches, 'recent'))).toEqual([1, 2]);
  });
});

describe("featured vacancies in the seeker's search (decision 40)", () => {
  it('each summary says whether it is featured now, with and without words', async () => {
    const now = Date.now();
    const until = new Date(now + 7 * dayMs);
    await insertVacancies([
      { title: 'Pulidor de órganos destacado', publishedAt: new Date(now), featuredUntil: until },
      {
        title: 'Pulidor de órganos vencido',
        publishedAt: new Date(now - 1000),
        featuredUntil: new Date(now - dayMs),
      },
      { title: 'Pulidor de órganos común', publishedAt: new Date(now - 2000) },
    ]);
    const byTitle = (body: { data: { title: string; featured: boolean }[] }) =>
      Object.fromEntries(body.data.map((v) => [v.title, v]));
    const words = await search('q=pulidor');
    assertMatchesContract('GET', '/api/v1/search/vacancies', words);
    const list = await search('per_page=3');
    assertMatchesContract('GET', '/api/v1/search/vacancies', list);
    for (const response of [words, list]) {
      const found = byTitle(response.json());
      expect(found['Pulidor de órganos destacado']).toMatchObject({
        featured: true,
        featured_until: until.toISOString(),
      });
      expect(found['Pulidor de órganos vencido']).toMatchObject({
        featured: false,
        featured_until: null,
      });
      expect(found['Pulidor de órganos común']).toMatchObject({
        featured: false,
        featured_until: null,
      });
    }
  });
});
