/**
 * The tags service's search (`GET /tags-api/v1/search/tags`) over the tag
 * catalogue, and the server's coverage of the contract: every operation the
 * contract declares has a handler, so none answers 501.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../db/schema.ts';
import { contractOperations } from '../test/company-scoped.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createHandlers } from './index.ts';

let t: TestApp;
// The catalogue this file searches, seeded like the tags a vacancy's skills create.
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(tags)
    .values([
      { name: 'Logística inversa', slug: 'logistica-inversa-sugerencias', usageCount: 3 },
      { name: 'Montacargas eléctrico', slug: 'montacargas-electrico-sugerencias', usageCount: 0 },
    ])
    .onConflictDoNothing();
});
afterAll(() => t.close());

const path = '/tags-api/v1/search/tags';
const search = (query: string) => t.app.inject({ method: 'GET', url: `${path}${query}` });

describe('given the tag catalogue, when the tags service is searched', () => {
  it('finds seeded tags by part of the name, anonymously, most used first', async () => {
    const response = await search(`?q=${encodeURIComponent('logís')}`);
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', path, response);
    expect(response.json().data[0]).toMatchObject({
      name: 'Logística inversa',
      slug: 'logistica-inversa-sugerencias',
      usage_count: 3,
    });
    expect(response.json().meta).toMatchObject({ current_page: 1 });
  });

  it('matches an accented tag from a query without accents, in any case', async () => {
    const response = await search('?q=LOGISTICA');
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', path, response);
    expect(response.json().data.map((tag: { name: string }) => tag.name)).toContain(
      'Logística inversa',
    );
    const inner = await search('?q=electrico');
    expect(inner.json().data.map((tag: { name: string }) => tag.name)).toEqual([
      'Montacargas eléctrico',
    ]);
  });

  it('answers 200 with an empty list when nothing matches', async () => {
    const response = await search('?q=zzzqxw');
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', path, response);
    expect(response.json().data).toEqual([]);
    expect(response.json().meta).toMatchObject({ total: 0 });
  });

  it('pages the catalogue per the pagination helper', async () => {
    const response = await search('?per_page=1&page=2');
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', path, response);
    expect(response.json().data).toHaveLength(1);
    expect(response.json().meta).toMatchObject({ current_page: 2, per_page: 1 });
  });

  it('refuses a bad parameter with 400 naming the field', async () => {
    const response = await search('?per_page=abc');
    expect(response.statusCode).toBe(400);
    assertMatchesContract('GET', path, response);
    expect(Object.keys(response.json().errors)).toContain('per_page');
    const long = await search(`?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toContain('q');
  });
});

describe('given the contract, the server', () => {
  it('implements every operation it declares (none answers 501)', () => {
    const implemented = new Set(
      Object.keys(createHandlers({ db: t.database.db, config: t.config, storage: t.app.storage })),
    );
    const missing = contractOperations
      .filter(({ op }) => !implemented.has(op.operationId))
      .map(({ method, path: p, op }) => `${method} ${p} (${op.operationId})`);
    expect(missing).toEqual([]);
    expect(contractOperations.length).toBeGreaterThanOrEqual(292);
  });
});
