/**
 * Routes on the generic company-owned record: list with `active`,
 * sort and search; create, read, update and delete (409 while tours name the
 * route); stops kept in order and numbered 1..n (422 on `stops` for repeated
 * orders); the units that serve a route, replaced per call (422 for another
 * company's unit); the transport sector's routes for any signed-in user.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, routeUnits, routes, states, tours, units } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let staff: { authorization: string };
let seeker: { authorization: string };
let tdbId: number;
let otherId: number;

const route = {
  name: 'Silao – GM Complejo',
  code: 'r-sil-gm',
  origin: 'Silao, Gto.',
  destination: 'Complejo GM Silao, Gto.',
  distance_km: 9.5,
  estimated_minutes: 25,
  stops: [
    {
      order: 20,
      name: 'Complejo General Motors',
      location: { latitude: 20.9135, longitude: -101.3946 },
    },
    {
      order: 5,
      name: 'Jardín Principal de Silao',
      location: { latitude: 20.9436, longitude: -101.4276 },
    },
    { order: 10, name: 'Puerto Interior', location: { latitude: 20.9506, longitude: -101.4366 } },
  ],
};

const companyOf = async (slug: string) =>
  (await t.database.db.select().from(companies).where(eq(companies.slug, slug)))[0]!;

const create = (payload: object = route) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${tdbId}/routes`,
    headers: staff,
    payload,
  });

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  seeker = await signIn(t.app, 'candidato@jornada.test');
  tdbId = (await companyOf('transportes-del-bajio')).id;
  otherId = (await companyOf('logistica-portuaria-del-pacifico')).id;
});
afterAll(() => t.close());

describe('given company staff', () => {
  it('creates a route with its stops in order, numbered 1..n, reads, updates and deletes it', async () => {
    const created = await create();
    expect(created.statusCode, created.body).toBe(201);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/routes', created);
    const data = created.json().data;
    expect(data).toMatchObject({ code: 'R-SIL-GM', active: true, units_count: 0 });
    expect(data.stops.map((s: { order: number; name: string }) => [s.order, s.name])).toEqual([
      [1, 'Jardín Principal de Silao'],
      [2, 'Puerto Interior'],
      [3, 'Complejo General Motors'],
    ]);
    const url = `/api/v1/routes/${data.id}`;
    const read = await t.app.inject({ method: 'GET', url, headers: staff });
    assertMatchesContract('GET', '/api/v1/routes/{routeId}', read);
    expect(read.json().data.stops).toEqual(data.stops);

    const { stops: _stops, ...withoutStops } = route;
    const updated = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { ...withoutStops, name: 'Silao – GM (turno A)', active: false },
    });
    expect(updated.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/routes/{routeId}', updated);
    expect(updated.json().data).toMatchObject({ name: 'Silao – GM (turno A)', active: false });
    expect(updated.json().data.stops).toEqual(data.stops);

    const cleared = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { ...route, stops: [] },
    });
    expect(cleared.json().data.stops).toEqual([]);

    expect((await t.app.inject({ method: 'DELETE', url, headers: staff })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: staff })).statusCode).toBe(404);
  });

  it('answers 422 on `stops` for repeated orders or a blank stop name, and 400 for a short name, writing nothing', async () => {
    const before = await t.database.db.select().from(routes).where(eq(routes.companyId, tdbId));
    const repeated = await create({
      ...route,
      stops: [route.stops[0], { ...route.stops[1]!, order: 20 }],
    });
    expect(repeated.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/routes', repeated);
    expect(repeated.json().errors.stops).toEqual(['Cada parada necesita un orden distinto.']);
    const blank = await create({ ...route, stops: [{ ...route.stops[0]!, name: '   ' }] });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.stops).toEqual(['Cada parada necesita un nombre.']);
    expect((await create({ ...route, name: 'S' })).statusCode).toBe(400);
    expect(await t.database.db.select().from(routes).where(eq(routes.companyId, tdbId))).toEqual(
      before,
    );
  });

  it('lists routes by name, filtered by `active`, sorted, and finds them by text', async () => {
    await create({ ...route, name: 'Ruta inactiva de prueba', active: false });
    const url = `/api/v1/companies/${tdbId}/routes`;
    const list = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/companies/{companyId}/routes', list);
    const names: string[] = list.json().data.map((r: { name: string }) => r.name);
    // Orders that hold under any collation (PGlite's C, a server's es_MX or en_US).
    const at = (name: string) => names.indexOf(name);
    expect(at('Central de Autobuses – Puerto Interior')).toBe(0);
    expect(at('Parque Metropolitano – Puerto Interior')).toBeLessThan(
      at('Plaza Mayor – Puerto Interior'),
    );
    expect(at('Plaza Mayor – Puerto Interior')).toBeLessThan(at('Silao Centro – GM Silao'));

    const inactive = await t.app.inject({
      method: 'GET',
      url: `${url}?active=false`,
      headers: staff,
    });
    expect(inactive.json().data.map((r: { name: string }) => r.name)).toContain(
      'Ruta inactiva de prueba',
    );
    expect(inactive.json().data.every((r: { active: boolean }) => !r.active)).toBe(true);
    const active = await t.app.inject({ method: 'GET', url: `${url}?active=true`, headers: staff });
    expect(active.json().data.every((r: { active: boolean }) => r.active)).toBe(true);

    const byCode = await t.app.inject({ method: 'GET', url: `${url}?sort=-code`, headers: staff });
    const codes: string[] = byCode.json().data.map((r: { code: string }) => r.code);
    expect(codes[0]).toBe('R-SIL-GM');
    expect(codes.at(-1)).toBe('R-CAB-PI');

    const search = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/routes?company_id=${tdbId}&q=inactiva`,
      headers: staff,
    });
    expect(search.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/search/routes', search);
    expect(search.json().data.map((r: { name: string }) => r.name)).toEqual([
      'Ruta inactiva de prueba',
    ]);
  });

  it('replaces the units of a route, counts them, lists them, and refuses another company’s unit', async () => {
    const created = (await create({ ...route, name: 'Ruta con unidades' })).json().data;
    const ours = await t.database.db
      .select()
      .from(units)
      .where(eq(units.companyId, tdbId))
      .orderBy(units.economicNumber);
    const [theirs] = await t.database.db.select().from(units).where(eq(units.companyId, otherId));
    const url = `/api/v1/routes/${created.id}/units`;
    const assign = (unit_ids: number[]) =>
      t.app.inject({ method: 'POST', url, headers: staff, payload: { unit_ids } });

    const first = await assign([ours[2]!.id, ours[1]!.id]);
    expect(first.statusCode).toBe(200);
    assertMatchesContract('POST', '/api/v1/routes/{routeId}/units', first);
    expect(first.json().data.units_count).toBe(2);
    const second = await assign([ours[3]!.id]);
    expect(second.json().data.units_count).toBe(1);

    const refused = await assign([ours[4]!.id, theirs!.id]);
    expect(refused.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/routes/{routeId}/units', refused);
    expect(refused.json().errors.unit_ids).toEqual([
      'La unidad no existe o no pertenece a esta empresa.',
    ]);
    const stored = await t.database.db
      .select()
      .from(routeUnits)
      .where(eq(routeUnits.routeId, created.id));
    expect(stored.map((s) => s.unitId)).toEqual([ours[3]!.id]);

    const listed = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(listed.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/routes/{routeId}/units', listed);
    expect(listed.json().data).toHaveLength(1);
    expect(listed.json().data[0]).toMatchObject({
      id: ours[3]!.id,
      economic_number: ours[3]!.economicNumber,
      routes: expect.arrayContaining([{ id: created.id, name: 'Ruta con unidades' }]),
    });
  });

  it('refuses (409, in Spanish) to delete a route a tour names', async () => {
    const created = (await create({ ...route, name: 'Ruta con recorridos' })).json().data;
    const [unit] = await t.database.db.select().from(units).where(eq(units.companyId, tdbId));
    await t.database.db.insert(tours).values({
      companyId: tdbId,
      routeId: created.id,
      unitId: unit!.id,
      scheduledDepartureAt: new Date(),
    });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/routes/${created.id}`,
      headers: staff,
    });
    expect(response.statusCode).toBe(409);
    assertMatchesContract('DELETE', '/api/v1/routes/{routeId}', response);
    expect(response.json().message).toBe(
      'Esta ruta tiene recorridos registrados; desactívala en lugar de eliminarla.',
    );
    expect(await t.database.db.select().from(routes).where(eq(routes.id, created.id))).toHaveLength(
      1,
    );
  });
});

describe('given any signed-in user', () => {
  it('lists the active routes of transport-sector companies only, by state too', async () => {
    const db = t.database.db;
    const bajio = await companyOf('transportes-del-bajio');
    const golfo = await companyOf('autobuses-golfo-centro');
    const insert = (companyId: number, name: string, active = true) =>
      db
        .insert(routes)
        .values({ companyId, name, origin: 'A', destination: 'B', active })
        .returning()
        .then((r) => r[0]!);
    const ours = await insert(bajio.id, 'Sector: León – Silao');
    const veracruz = await insert(golfo.id, 'Sector: Xalapa – Veracruz');
    const closed = await insert(golfo.id, 'Sector: ruta cerrada', false);
    const port = await insert(otherId, 'Sector: ruta portuaria');

    const all: { id: number; company_id: number; active: boolean }[] = [];
    for (let page = 1; ; page++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/routes/transport-sector?per_page=50&page=${page}`,
        headers: seeker,
      });
      expect(response.statusCode).toBe(200);
      assertMatchesContract('GET', '/api/v1/routes/transport-sector', response);
      all.push(...response.json().data);
      if (page >= response.json().meta.last_page) break;
    }
    const ids = all.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([ours.id, veracruz.id]));
    expect(ids).not.toContain(closed.id);
    expect(ids).not.toContain(port.id);
    expect(all.every((r) => r.active)).toBe(true);

    const [veracruzState] = await db
      .select()
      .from(states)
      .where(and(eq(states.id, golfo.stateId!)));
    const inState = await t.app.inject({
      method: 'GET',
      url: `/api/v1/routes/transport-sector?state_id=${veracruzState!.id}&per_page=50`,
      headers: seeker,
    });
    const stateIds = inState.json().data.map((r: { id: number }) => r.id);
    expect(stateIds).toContain(veracruz.id);
    expect(stateIds).not.toContain(ours.id);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/routes/transport-sector' });
    expect(anonymous.statusCode).toBe(401);
  });
});
