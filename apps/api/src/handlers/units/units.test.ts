/**
 * Units on the generic company-owned record: list with filters,
 * sort and search; create, read, update and delete (409 for a taken economic
 * number or plate, 409 while tours or orders name the unit); drivers and
 * routes replaced per call (422 for someone who is not a driver of the
 * company, or another company's route); the photo (multipart) and the GPS
 * tracker key (only its hash is stored).
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  driverUnits,
  employees,
  files,
  routeUnits,
  routes,
  tours,
  units,
} from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let staff: { authorization: string };
let tdbId: number;
let otherId: number;

const unit = {
  economic_number: 'bus-901',
  plate: 'gto-901-a',
  type: 'autobus',
  brand: 'Mercedes-Benz',
  model: 'Boxer OF',
  year: 2023,
  passenger_capacity: 40,
  insurance_expires_at: '2027-01-31',
};

/** A tiny PNG (header only: enough for type detection). */
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]),
]);

/** A multipart body with `bytes` as its `photo` part. */
function photoBody(bytes: Buffer, filename = 'unidad.png') {
  const boundary = '----jornada-unidad';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { ...staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const bySlug = async (slug: string) =>
  (await t.database.db.select().from(companies).where(eq(companies.slug, slug)))[0]!.id;

async function createUnit(payload: object = unit) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${tdbId}/units`,
    headers: staff,
    payload,
  });
}

async function insertRoute(companyId: number, name: string) {
  const [row] = await t.database.db
    .insert(routes)
    .values({ companyId, name, origin: 'León, Gto.', destination: 'Silao, Gto.' })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  tdbId = await bySlug('transportes-del-bajio');
  otherId = await bySlug('logistica-portuaria-del-pacifico');
});
afterAll(() => t.close());

describe('given company staff', () => {
  it('lists the units by economic number, filtered by type and status, sorted and searched', async () => {
    const url = `/api/v1/companies/${tdbId}/units`;
    const list = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/companies/{companyId}/units', list);
    const numbers = list.json().data.map((u: { economic_number: string }) => u.economic_number);
    expect(numbers).toEqual([...numbers].sort());
    expect(list.json().data.every((u: object) => !('tracker_key_hash' in u))).toBe(true);

    const typed = await t.app.inject({ method: 'GET', url: `${url}?type=autobus`, headers: staff });
    expect(typed.json().data.length).toBeGreaterThan(0);
    expect(typed.json().data.every((u: { type: string }) => u.type === 'autobus')).toBe(true);

    const byYear = await t.app.inject({ method: 'GET', url: `${url}?sort=-year`, headers: staff });
    const years = byYear.json().data.map((u: { year: number }) => u.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));

    const available = await t.app.inject({
      method: 'GET',
      url: `${url}?status=disponible&per_page=50`,
      headers: staff,
    });
    expect(available.json().data.every((u: { status: string }) => u.status === 'disponible')).toBe(
      true,
    );

    const first = list.json().data[0] as { plate: string; id: number };
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/units?company_id=${tdbId}&q=${encodeURIComponent(first.plate)}`,
      headers: staff,
    });
    expect(search.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/search/units', search);
    expect(search.json().data.map((u: { id: number }) => u.id)).toContain(first.id);
    expect(search.json().data.every((u: { company_id: number }) => u.company_id === tdbId)).toBe(
      true,
    );
  });

  it('creates, reads, updates and deletes a unit', async () => {
    const created = await createUnit();
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/units', created);
    const data = created.json().data;
    expect(data).toMatchObject({
      company_id: tdbId,
      economic_number: 'BUS-901',
      plate: 'GTO-901-A',
      status: 'disponible',
      passenger_capacity: 40,
      photo_url: null,
      tracker_key_issued_at: null,
      drivers: [],
      routes: [],
    });
    const url = `/api/v1/units/${data.id}`;
    const read = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(read.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/units/{unitId}', read);

    const updated = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { ...unit, status: 'en_mantenimiento', passenger_capacity: 38 },
    });
    expect(updated.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/units/{unitId}', updated);
    expect(updated.json().data).toMatchObject({
      status: 'en_mantenimiento',
      passenger_capacity: 38,
    });

    const removed = await t.app.inject({ method: 'DELETE', url, headers: staff });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: staff })).statusCode).toBe(404);
  });

  it('answers 409 naming the field for a taken economic number or plate, and 422 for a too long number, writing nothing', async () => {
    const [seeded] = await t.database.db.select().from(units).where(eq(units.companyId, tdbId));
    const before = await t.database.db.select().from(units).where(eq(units.companyId, tdbId));
    const cases = [
      [
        { ...unit, economic_number: seeded!.economicNumber.toLowerCase() },
        409,
        'economic_number',
        'Ya existe una unidad con ese número económico en la empresa.',
      ],
      [
        { ...unit, plate: seeded!.plate },
        409,
        'plate',
        'Ya existe una unidad con esas placas en la empresa.',
      ],
      [
        { ...unit, economic_number: 'UNIDAD-DE-PERSONAL-0001' },
        422,
        'economic_number',
        'El número económico admite hasta 20 caracteres.',
      ],
    ] as const;
    for (const [payload, status, field, message] of cases) {
      const response = await createUnit(payload);
      expect(response.statusCode, response.body).toBe(status);
      assertMatchesContract('POST', '/api/v1/companies/{companyId}/units', response);
      expect(response.json().errors[field]).toEqual([message]);
    }
    const invalid = await createUnit({ ...unit, year: 1800 });
    expect(invalid.statusCode).toBe(400);
    expect(await t.database.db.select().from(units).where(eq(units.companyId, tdbId))).toEqual(
      before,
    );
    // The same plate in another company is fine.
    const [theirs] = await t.database.db.select().from(units).where(eq(units.companyId, otherId));
    const elsewhere = await createUnit({
      ...unit,
      economic_number: 'BUS-902',
      plate: theirs!.plate,
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('refuses (409, in Spanish) to delete a unit a tour names', async () => {
    const created = (
      await createUnit({ ...unit, economic_number: 'BUS-903', plate: 'GTO-903-A' })
    ).json().data;
    const route = await insertRoute(tdbId, 'Ruta de prueba de borrado');
    await t.database.db.insert(tours).values({
      companyId: tdbId,
      routeId: route.id,
      unitId: created.id,
      scheduledDepartureAt: new Date(),
    });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/units/${created.id}`,
      headers: staff,
    });
    expect(response.statusCode).toBe(409);
    assertMatchesContract('DELETE', '/api/v1/units/{unitId}', response);
    expect(response.json().message).toBe(
      'Esta unidad tiene recorridos u órdenes registrados; márcala fuera de servicio en lugar de eliminarla.',
    );
    expect(await t.database.db.select().from(units).where(eq(units.id, created.id))).toHaveLength(
      1,
    );
  });

  it('replaces the drivers of a unit and refuses non-drivers and other companies’ drivers', async () => {
    const created = (
      await createUnit({ ...unit, economic_number: 'BUS-904', plate: 'GTO-904-A' })
    ).json().data;
    const url = `/api/v1/units/${created.id}/drivers`;
    const staffOf = (companyId: number, driver: boolean) =>
      t.database.db
        .select()
        .from(employees)
        .where(and(eq(employees.companyId, companyId), eq(employees.isDriver, driver)))
        .orderBy(employees.id);
    const drivers = await staffOf(tdbId, true);
    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: staff,
      payload: { driver_ids: [drivers[0]!.id, drivers[1]!.id] },
    });
    expect(first.statusCode).toBe(200);
    assertMatchesContract('POST', '/api/v1/units/{unitId}/drivers', first);
    expect(
      first
        .json()
        .data.drivers.map((d: { id: number }) => d.id)
        .sort(),
    ).toEqual([drivers[0]!.id, drivers[1]!.id].sort());
    expect(first.json().data.drivers[0].name).toMatch(/\S+ \S+/);
    const second = await t.app.inject({
      method: 'POST',
      url,
      headers: staff,
      payload: { driver_ids: [drivers[2]!.id] },
    });
    expect(second.json().data.drivers.map((d: { id: number }) => d.id)).toEqual([drivers[2]!.id]);

    const [clerk] = await staffOf(tdbId, false);
    const [theirs] = await staffOf(otherId, true);
    for (const id of [clerk!.id, theirs!.id]) {
      const refused = await t.app.inject({
        method: 'POST',
        url,
        headers: staff,
        payload: { driver_ids: [drivers[3]!.id, id] },
      });
      expect(refused.statusCode).toBe(422);
      assertMatchesContract('POST', '/api/v1/units/{unitId}/drivers', refused);
      expect(refused.json().errors.driver_ids).toEqual([
        'Solo se asignan choferes de esta empresa.',
      ]);
    }
    const stored = await t.database.db
      .select()
      .from(driverUnits)
      .where(eq(driverUnits.unitId, created.id));
    expect(stored.map((s) => s.employeeId)).toEqual([drivers[2]!.id]);
    // The driver's side (assignDriverUnits) sees the same assignment.
    const driver = await t.app.inject({
      method: 'GET',
      url: `/api/v1/departments/${drivers[2]!.departmentId}/employees/${drivers[2]!.id}`,
      headers: staff,
    });
    expect(driver.json().data.units.map((u: { id: number }) => u.id)).toContain(created.id);
  });

  it('replaces the routes of a unit and refuses another company’s route', async () => {
    const created = (
      await createUnit({ ...unit, economic_number: 'BUS-905', plate: 'GTO-905-A' })
    ).json().data;
    const a = await insertRoute(tdbId, 'Ruta A de prueba');
    const b = await insertRoute(tdbId, 'Ruta B de prueba');
    const foreign = await insertRoute(otherId, 'Ruta ajena');
    const url = `/api/v1/units/${created.id}/routes`;
    const post = (route_ids: number[]) =>
      t.app.inject({ method: 'POST', url, headers: staff, payload: { route_ids } });
    const first = await post([a.id, b.id]);
    expect(first.statusCode).toBe(200);
    assertMatchesContract('POST', '/api/v1/units/{unitId}/routes', first);
    expect(first.json().data.routes).toEqual([
      { id: a.id, name: 'Ruta A de prueba' },
      { id: b.id, name: 'Ruta B de prueba' },
    ]);
    expect((await post([b.id])).json().data.routes).toEqual([
      { id: b.id, name: 'Ruta B de prueba' },
    ]);
    const refused = await post([a.id, foreign.id]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.route_ids).toEqual([
      'La ruta no existe o no pertenece a esta empresa.',
    ]);
    const stored = await t.database.db
      .select()
      .from(routeUnits)
      .where(eq(routeUnits.unitId, created.id));
    expect(stored.map((s) => s.routeId)).toEqual([b.id]);
    expect((await post([])).json().data.routes).toEqual([]);
  });

  it('stores a photo (served back), replaces it, and refuses other files and large ones', async () => {
    const created = (
      await createUnit({ ...unit, economic_number: 'BUS-906', plate: 'GTO-906-A' })
    ).json().data;
    const url = `/api/v1/units/${created.id}/photo`;
    const first = await t.app.inject({ method: 'PUT', url, ...photoBody(png) });
    expect(first.statusCode, first.body).toBe(200);
    assertMatchesContract('PUT', '/api/v1/units/{unitId}/photo', first);
    const photoUrl = first.json().data.photo_url as string;
    expect(photoUrl).toMatch(/^http:\/\/localhost:3000\/api\/v1\/files\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: new URL(photoUrl).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const second = await t.app.inject({ method: 'PUT', url, ...photoBody(png, 'otra.png') });
    expect(second.json().data.photo_url).not.toBe(photoUrl);
    const stored = await t.database.db
      .select()
      .from(files)
      .where(and(eq(files.resourceType, 'unit'), eq(files.resourceId, created.id)));
    expect(stored).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(photoUrl).pathname })).statusCode,
    ).toBe(404);

    const pdf = await t.app.inject({
      method: 'PUT',
      url,
      ...photoBody(Buffer.from('%PDF-1.7\n'), 'factura.pdf'),
    });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.photo).toEqual(['La foto debe ser JPEG, PNG o WebP.']);
    const large = await t.app.inject({
      method: 'PUT',
      url,
      ...photoBody(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])),
    });
    expect(large.statusCode).toBe(413);
    assertMatchesContract('PUT', '/api/v1/units/{unitId}/photo', large);
    expect(large.json().errors.photo).toEqual(['La foto pesa más de 5 MB.']);
    const [row] = await t.database.db.select().from(units).where(eq(units.id, created.id));
    expect(row!.photoUrl).toBe(second.json().data.photo_url);
  });

  it('issues a tracker key shown once, storing only its hash; a new key replaces it', async () => {
    const created = (
      await createUnit({ ...unit, economic_number: 'BUS-907', plate: 'GTO-907-A' })
    ).json().data;
    const url = `/api/v1/units/${created.id}/tracker-key`;
    const issued = await t.app.inject({ method: 'POST', url, headers: staff });
    expect(issued.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/units/{unitId}/tracker-key', issued);
    const key = issued.json().data;
    expect(key.device_id).toMatch(/^jt_[A-Za-z0-9_-]{24,}$/);
    expect(key.server_url).toBe('http://localhost:3000/ceiba-api/v1/osmand');
    const [row] = await t.database.db.select().from(units).where(eq(units.id, created.id));
    expect(row!.trackerKeyHash).toBe(createHash('sha256').update(key.device_id).digest('hex'));
    expect(row!.trackerKeyHash).not.toContain(key.device_id);
    expect(row!.trackerKeyIssuedAt!.toISOString()).toBe(key.issued_at);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/units/${created.id}`,
      headers: staff,
    });
    expect(read.json().data.tracker_key_issued_at).toBe(key.issued_at);
    expect(read.body).not.toContain(row!.trackerKeyHash!);
    expect(read.body).not.toContain(key.device_id);

    const again = (await t.app.inject({ method: 'POST', url, headers: staff })).json().data;
    expect(again.device_id).not.toBe(key.device_id);
    const [replaced] = await t.database.db.select().from(units).where(eq(units.id, created.id));
    expect(replaced!.trackerKeyHash).toBe(
      createHash('sha256').update(again.device_id).digest('hex'),
    );
  });
});
