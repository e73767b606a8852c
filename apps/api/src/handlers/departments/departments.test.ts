import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let staff: { authorization: string };
let outsider: { authorization: string };
let tdbId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  outsider = await signIn(t.app, 'otra-empresa@jornada.test');
  tdbId = (
    await t.database.db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio'))
  )[0]!.id;
});
afterAll(() => t.close());

describe('departments', () => {
  it('lists, creates (409 on a taken name), reads, updates and deletes (409 when not empty)', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${tdbId}/departments`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/companies/{companyId}/departments', list);
    const names = list.json().data.map((d: { name: string }) => d.name);
    expect(names).toEqual(expect.arrayContaining(['Operaciones', 'Recursos Humanos']));
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${tdbId}/departments`,
      headers: staff,
      payload: { name: 'Tráfico', description: 'Rutas y despacho' },
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/departments', created);
    const id = created.json().data.id;
    const dup = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${tdbId}/departments`,
      headers: staff,
      payload: { name: 'Tráfico' },
    });
    expect(dup.statusCode).toBe(409);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/departments', dup);
    const short = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${tdbId}/departments`,
      headers: staff,
      payload: { name: 'T' },
    });
    expect(short.statusCode).toBe(400);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/departments/${id}`,
      headers: staff,
    });
    expect(read.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/departments/{departmentId}', read);
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: staff })).json()
      .data.id;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/departments/${id}`,
      headers: staff,
      payload: { name: 'Tráfico y despacho', manager_employee_id: me },
    });
    expect(updated.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/departments/{departmentId}', updated);
    expect(updated.json().data.manager.id).toBe(me);
    const foreignManager = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/departments/${id}`,
      headers: staff,
      payload: { name: 'Tráfico', manager_employee_id: 999999 },
    });
    expect(foreignManager.statusCode).toBe(422);
    const operations = list.json().data.find((d: { name: string }) => d.name === 'Operaciones').id;
    const busy = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/departments/${operations}`,
      headers: staff,
    });
    expect(busy.statusCode).toBe(409);
    assertMatchesContract('DELETE', '/api/v1/departments/{departmentId}', busy);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/departments/${id}`, headers: staff }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/departments/${id}`, headers: staff }))
        .statusCode,
    ).toBe(404);
  });

  it('hides departments of other companies (404) and refuses their lists (403)', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${tdbId}/departments`,
      headers: staff,
    });
    const id = list.json().data[0].id;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/departments/${id}`,
      headers: outsider,
    });
    expect(read.statusCode).toBe(404);
    assertMatchesContract('GET', '/api/v1/departments/{departmentId}', read);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${tdbId}/departments`,
      headers: outsider,
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/companies/${tdbId}/departments` }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/companies/999999/departments',
          headers: staff,
        })
      ).statusCode,
    ).toBe(404);
  });
});
