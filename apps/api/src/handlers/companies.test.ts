import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
let admin: { authorization: string };
let staff: { authorization: string };
let seeker: { authorization: string };
let tdbId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@jornada.test');
  staff = await signIn(t.app, 'empresa@jornada.test');
  seeker = await signIn(t.app, 'candidato@jornada.test');
  tdbId = (
    await t.database.db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio'))
  )[0]!.id;
});
afterAll(() => t.close());

const newCompany = (overrides: Record<string, unknown> = {}) => ({
  name: 'Fletes Rápidos del Norte',
  legal_name: 'Fletes Rápidos del Norte, S.A. de C.V.',
  rfc: 'FRN200101AB1',
  email: 'contacto@fletesnorte.example',
  phone: '8112345678',
  address: 'Av. Constitución 100, Monterrey, N.L.',
  ...overrides,
});

describe('companies', () => {
  it('registers a company, making the caller its staff; 409 for a taken RFC; 400 and 422 for bad input', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies',
      headers: seeker,
      payload: newCompany(),
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/companies', created);
    expect(created.json().data).toMatchObject({
      slug: 'fletes-rapidos-del-norte',
      verified_company: false,
      is_authorized: false,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: seeker });
    expect(me.json().data.companies.map((c: { id: number }) => c.id)).toContain(
      created.json().data.id,
    );
    expect(me.json().data.roles).toContain('company_staff');
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies',
      headers: seeker,
      payload: newCompany({ name: 'Otra' }),
    });
    expect(dup.statusCode).toBe(409);
    assertMatchesContract('POST', '/api/v1/companies', dup);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies',
      headers: seeker,
      payload: newCompany({ rfc: 'malo', phone: '12' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['rfc', 'phone']));
    const ref = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies',
      headers: seeker,
      payload: newCompany({ rfc: 'FRN200101AB2', state_id: 9999 }),
    });
    expect(ref.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/companies', ref);
  });

  it('lets members read and update their company; outsiders get 403; unknown ids 404', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${tdbId}`,
      headers: staff,
    });
    expect(read.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/companies/{companyId}', read);
    expect(read.json().data.employees_count).toBeGreaterThan(0);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${tdbId}`,
      headers: staff,
      payload: { description: 'Autotransporte de carga en el Bajío.' },
    });
    expect(updated.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/companies/{companyId}', updated);
    expect(updated.json().data.description).toBe('Autotransporte de carga en el Bajío.');
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${tdbId}`,
      headers: staff,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const outsider = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${tdbId}`,
      headers: seeker,
    });
    expect(outsider.statusCode).toBe(403);
    assertMatchesContract('GET', '/api/v1/companies/{companyId}', outsider);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/companies/999999',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists companies for administrators only, with filters', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/companies?verified=true&per_page=5',
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/companies', list);
    expect(list.json().data.every((c: { verified_company: boolean }) => c.verified_company)).toBe(
      true,
    );
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/companies', headers: staff });
    expect(refused.statusCode).toBe(403);
    assertMatchesContract('GET', '/api/v1/companies', refused);
  });

  it('verifies, authorizes and deletes as an administrator only', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/companies',
      headers: staff,
      payload: newCompany({ rfc: 'ABC200101XY9', name: 'Empresa Temporal' }),
    });
    const id = created.json().data.id;
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${id}/verified`,
      headers: admin,
      payload: { verified_company: true },
    });
    expect(verified.statusCode).toBe(200);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/verified', verified);
    expect(verified.json().data.verified_company).toBe(true);
    const authorized = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${id}/authorize`,
      headers: admin,
      payload: { is_authorized: true },
    });
    expect(authorized.json().data.is_authorized).toBe(true);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/authorize', authorized);
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${id}/verified`,
      headers: staff,
      payload: { verified_company: true },
    });
    expect(self.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${id}/authorize`,
      headers: admin,
      payload: { is_authorized: 'sí' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/companies/${id}`, headers: staff }))
        .statusCode,
    ).toBe(403);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/companies/${id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/companies/${id}`, headers: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('lists the companies of a user (self or admin) and the public top companies', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: staff })).json()
      .data.id;
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${me}/companies`,
      headers: staff,
    });
    expect(mine.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/users/{userId}/companies', mine);
    expect(mine.json().data.map((c: { id: number }) => c.id)).toContain(tdbId);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/users/${me}/companies`, headers: seeker }))
        .statusCode,
    ).toBe(403);
    const top = await t.app.inject({ method: 'GET', url: '/api/v1/top-companies?limit=3' });
    expect(top.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/top-companies', top);
    const counts = top
      .json()
      .data.map((c: { published_vacancies: number }) => c.published_vacancies);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/top-companies?limit=500' })).statusCode,
    ).toBe(400);
  });

  it('sends a company back to verification when its legal name or RFC changes, not for other edits', async () => {
    const update = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/companies/${tdbId}`, headers: staff, payload });
    const verified = async () =>
      (await t.database.db.select().from(companies).where(eq(companies.id, tdbId)))[0]!.verified;
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/companies/${tdbId}/verified`,
        headers: admin,
        payload: { verified_company: true },
      });
    expect((await verify()).statusCode).toBe(200);
    const same = await update({
      phone: '4771234567',
      legal_name: 'Transportes del Bajío, S.A. de C.V.',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.verified_company).toBe(true);
    expect(await verified()).toBe(true);
    for (const payload of [
      { legal_name: 'Transportes del Bajío Logística, S.A. de C.V.' },
      { rfc: 'TBL250101AB1' },
    ]) {
      const changed = await update(payload);
      expect(changed.statusCode).toBe(200);
      assertMatchesContract('PUT', '/api/v1/companies/{companyId}', changed);
      expect(changed.json().data).toMatchObject({ ...payload, verified_company: false });
      expect(await verified()).toBe(false);
      expect((await verify()).statusCode).toBe(200);
    }
  });
});
