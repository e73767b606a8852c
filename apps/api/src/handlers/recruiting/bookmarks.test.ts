import { and, asc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, users, vacancies } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let headers: { authorization: string };
let free: number[];
beforeAll(async () => {
  t = await createTestApp();
  headers = await signIn(t.app, 'candidato@jornada.test');
  const [me] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'candidato@jornada.test'));
  const saved = (
    await t.database.db.select().from(bookmarks).where(eq(bookmarks.userId, me!.id))
  ).map((b) => b.vacancyId);
  free = (
    await t.database.db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(and(eq(vacancies.status, 'publicada'), notInArray(vacancies.id, saved)))
      .orderBy(asc(vacancies.id))
      .limit(60)
  ).map((v) => v.id);
});
afterAll(() => t.close());

describe('bookmarks', () => {
  it('saves a vacancy once (409 the second time), lists it first and removes it', async () => {
    const id = free[0]!;
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${id}/bookmark`,
      headers,
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/vacancies/{vacancyId}/bookmark', created);
    expect(created.json().data.vacancy.id).toBe(id);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${id}/bookmark`,
      headers,
    });
    expect(again.statusCode).toBe(409);
    assertMatchesContract('POST', '/api/v1/vacancies/{vacancyId}/bookmark', again);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bookmarks?per_page=5',
      headers,
    });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/bookmarks', list);
    expect(list.json().data[0].vacancy.id).toBe(id);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/bookmark-vacancy/${id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/bookmark-vacancy/${id}`,
      headers,
    });
    expect(twice.statusCode).toBe(204);
  });

  it('answers 404 for unknown vacancies, 400 for bad ids and 401 without a token', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vacancies/999999/bookmark',
      headers,
    });
    expect(missing.statusCode).toBe(404);
    assertMatchesContract('POST', '/api/v1/vacancies/{vacancyId}/bookmark', missing);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/bookmark-vacancy/999999', headers }))
        .statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vacancies/abc/bookmark',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    assertMatchesContract('POST', '/api/v1/vacancies/{vacancyId}/bookmark', bad);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bookmarks?per_page=500',
      headers,
    });
    expect(page.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/bookmarks' })).statusCode).toBe(401);
  });

  it('50 concurrent saves of different vacancies and 50 of the same one lose nothing and duplicate nothing', async () => {
    const targets = free.slice(5, 55);
    const distinct = await Promise.all(
      targets.map((id) =>
        t.app.inject({ method: 'POST', url: `/api/v1/vacancies/${id}/bookmark`, headers }),
      ),
    );
    expect(distinct.map((r) => r.statusCode)).toEqual(targets.map(() => 201));
    const same = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: 'POST', url: `/api/v1/vacancies/${free[2]}/bookmark`, headers }),
      ),
    );
    expect(same.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(same.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const [me] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'candidato@jornada.test'));
    const rows = await t.database.db.select().from(bookmarks).where(eq(bookmarks.userId, me!.id));
    const ids = rows.map((r) => r.vacancyId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([...targets, free[2]]));
  });
});
