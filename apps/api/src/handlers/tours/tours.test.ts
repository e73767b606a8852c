/**
 * Tours on the generic company-owned record (decision 38): scheduling with the
 * unit's route and driver rules and a manifest, the company's local-day
 * filters, changes and deletes only while scheduled, and who may do what
 * (staff, the tour's driver, another driver, another company). The life cycle
 * and the manifest: tour-life-cycle.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourPassengers, tours, units } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { fleetFixture, type FleetFixture } from '../../test/fleet.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let f: FleetFixture;
let staff: { authorization: string };
let driver: { authorization: string };
let outsider: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  f = await fleetFixture(t);
  staff = await signIn(t.app, 'empresa@jornada.test');
  driver = await signIn(t.app, 'chofer@jornada.test');
  outsider = await signIn(t.app, 'otra-empresa@jornada.test');
});
afterAll(() => t.close());

const tourInput = (overrides: Record<string, unknown> = {}) => ({
  route_id: f.routeId,
  unit_id: f.driver.unitId,
  driver_employee_id: f.driver.employeeId,
  scheduled_departure_at: '2026-03-05T12:00:00Z',
  passenger_employee_ids: f.passengerIds,
  ...overrides,
});

const create = (payload: Record<string, unknown>, headers = staff) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${f.companyId}/tours`,
    headers,
    payload,
  });

const setStatus = (id: number, payload: Record<string, unknown>, headers = driver) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/tours/${id}/status`, headers, payload });

describe('given company staff scheduling tours', () => {
  it('creates a scheduled tour with its route, unit, driver and manifest', async () => {
    const created = await create(tourInput());
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/tours', created);
    expect(created.json().data).toMatchObject({
      company_id: f.companyId,
      route: { id: f.routeId, name: 'León – Puerto Interior' },
      unit: { id: f.driver.unitId },
      driver: { id: f.driver.employeeId, name: 'José Luis Martínez Ramírez' },
      status: 'programado',
      scheduled_departure_at: '2026-03-05T12:00:00.000Z',
      departed_at: null,
      arrived_at: null,
      passengers_count: 3,
      boarded_count: 0,
      next_statuses: ['en_curso', 'cancelado'],
    });
    const manifest = await t.database.db
      .select()
      .from(tourPassengers)
      .where(eq(tourPassengers.tourId, created.json().data.id));
    expect(manifest.map((p) => p.employeeId).sort()).toEqual([...f.passengerIds].sort());
    expect(manifest.every((p) => p.name.split(' ').length >= 3)).toBe(true);
  });

  it('refuses a unit that does not serve the route and a driver who does not drive the unit, with Spanish field errors', async () => {
    const wrongUnit = await create(
      tourInput({ unit_id: f.otherDriver.unitId, driver_employee_id: f.driver.employeeId }),
    );
    expect(wrongUnit.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/tours', wrongUnit);
    expect(wrongUnit.json().errors).toEqual({
      driver_employee_id: ['Este chofer no está asignado a la unidad elegida.'],
    });
    const [unserved] = await t.database.db
      .select({ id: units.id })
      .from(units)
      .where(eq(units.companyId, f.companyId))
      .orderBy(units.id)
      .offset(5)
      .limit(1);
    const offRoute = await create(tourInput({ unit_id: unserved!.id, driver_employee_id: null }));
    expect(offRoute.statusCode).toBe(422);
    expect(offRoute.json().errors).toEqual({
      unit_id: ['Esta unidad no cubre la ruta elegida.'],
    });
  });

  it("refuses another company's route, unit or employees (422 on the field) and stores nothing", async () => {
    const before = await t.database.db.select().from(tours);
    const [foreignUnit] = await t.database.db
      .select({ id: units.id })
      .from(units)
      .where(eq(units.companyId, f.otherCompanyId));
    for (const [field, value] of [
      ['route_id', f.foreignRouteId],
      ['unit_id', foreignUnit!.id],
      ['passenger_employee_ids', [2_000_000_000]],
    ] as const) {
      const refused = await create(tourInput({ [field]: value }));
      expect(refused.statusCode, field).toBe(422);
      expect(refused.json().errors[field]).toEqual(['No existe o no pertenece a esta empresa.']);
    }
    expect(await t.database.db.select().from(tours)).toEqual(before);
  });

  it("lists the company's tours newest departure first, filtered by the company's local day, unit and driver", async () => {
    // 05:30 UTC on 6 March is 23:30 of 5 March in central Mexico.
    const late = (
      await create(tourInput({ scheduled_departure_at: '2026-03-06T05:30:00Z' }))
    ).json().data.id;
    const other = (
      await create(
        tourInput({
          unit_id: f.otherDriver.unitId,
          driver_employee_id: f.otherDriver.employeeId,
          scheduled_departure_at: '2026-03-06T15:00:00Z',
          passenger_employee_ids: [],
        }),
      )
    ).json().data.id;
    const list = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/companies/${f.companyId}/tours?${query}`,
        headers: staff,
      });
    const day5 = await list('from=2026-03-05&to=2026-03-05');
    expect(day5.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/companies/{companyId}/tours', day5);
    const ids5 = day5.json().data.map((d: { id: number }) => d.id);
    expect(ids5).toContain(late);
    expect(ids5).not.toContain(other);
    const departures = day5
      .json()
      .data.map((d: { scheduled_departure_at: string }) => d.scheduled_departure_at);
    expect(departures).toEqual([...departures].sort().reverse());
    const day6 = (await list('from=2026-03-06&to=2026-03-06'))
      .json()
      .data.map((d: { id: number }) => d.id);
    expect(day6).toEqual([other]);
    const byDriver = (
      await list(`driver_id=${f.otherDriver.employeeId}&from=2026-03-01&to=2026-03-31`)
    ).json().data;
    expect(byDriver.map((d: { id: number }) => d.id)).toEqual([other]);
    const byUnit = (
      await list(
        `unit_id=${f.otherDriver.unitId}&from=2026-03-01&to=2026-03-31&sort=scheduled_departure_at`,
      )
    )
      .json()
      .data.map((d: { id: number }) => d.id);
    expect(byUnit).toEqual([other]);
    const byRoute = (await list(`route_id=${f.routeId}&status=programado&per_page=50`)).json();
    expect(byRoute.data.length).toBe(byRoute.meta.total);
    expect(byRoute.data.map((d: { id: number }) => d.id)).toEqual(
      expect.arrayContaining([late, other]),
    );
  });

  it('changes a scheduled tour, keeping the boarding of passengers who stay on the manifest', async () => {
    const id = (await create(tourInput())).json().data.id as number;
    const [kept, dropped] = await t.database.db
      .select()
      .from(tourPassengers)
      .where(eq(tourPassengers.tourId, id))
      .orderBy(tourPassengers.employeeId);
    await t.database.db
      .update(tourPassengers)
      .set({ boardedAt: new Date(), boardingStop: 'Plaza Mayor' })
      .where(eq(tourPassengers.id, kept!.id));
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/tours/${id}`,
      headers: staff,
      payload: tourInput({
        scheduled_departure_at: '2026-03-07T13:00:00Z',
        passenger_employee_ids: [kept!.employeeId],
      }),
    });
    expect(changed.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/tours/{tourId}', changed);
    expect(changed.json().data).toMatchObject({
      scheduled_departure_at: '2026-03-07T13:00:00.000Z',
      passengers_count: 1,
      boarded_count: 1,
    });
    const manifest = await t.database.db
      .select()
      .from(tourPassengers)
      .where(eq(tourPassengers.tourId, id));
    expect(manifest).toHaveLength(1);
    expect(manifest[0]).toMatchObject({ id: kept!.id, boardingStop: 'Plaza Mayor' });
    expect(manifest.some((p) => p.id === dropped!.id)).toBe(false);
  });

  it('deletes a scheduled tour, but neither changes nor deletes one that started (409)', async () => {
    const scheduled = (await create(tourInput())).json().data.id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/tours/${scheduled}`,
      headers: staff,
    });
    expect(removed.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tours/${scheduled}`,
      headers: staff,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Este recorrido no existe.');

    const started = (await create(tourInput())).json().data.id;
    expect((await setStatus(started, { status: 'en_curso' })).statusCode).toBe(200);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/tours/${started}`,
      headers: staff,
      payload: tourInput(),
    });
    expect(edit.statusCode).toBe(409);
    assertMatchesContract('PUT', '/api/v1/tours/{tourId}', edit);
    expect(edit.json().message).toBe('Este recorrido ya empezó o terminó; ya no se puede cambiar.');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/tours/${started}`,
      headers: staff,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      'Solo se elimina un recorrido programado; cancélalo en su lugar.',
    );
    await setStatus(started, { status: 'cancelado' }, staff);
  });
});

describe('given who calls', () => {
  it("the driver reads and moves their own tour but not another driver's, and does not schedule, change or delete tours", async () => {
    const own = await f.insertTour({});
    const theirs = await f.insertTour({
      unitId: f.otherDriver.unitId,
      driverEmployeeId: f.otherDriver.employeeId,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/tours/${own}`, headers: driver }))
        .statusCode,
    ).toBe(200);
    const calls = [
      { method: 'GET', url: `/api/v1/tours/${theirs}` },
      { method: 'GET', url: `/ceiba-api/v1/tours/${theirs}/passengers` },
      { method: 'PUT', url: `/api/v1/tours/${theirs}/status`, payload: { status: 'en_curso' } },
      { method: 'PUT', url: `/api/v1/tours/${own}`, payload: tourInput() },
      { method: 'DELETE', url: `/api/v1/tours/${own}` },
      { method: 'GET', url: `/api/v1/companies/${f.companyId}/tours` },
      { method: 'POST', url: `/api/v1/companies/${f.companyId}/tours`, payload: tourInput() },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: driver });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const [stored] = await t.database.db.select().from(tours).where(eq(tours.id, theirs));
    expect(stored!.status).toBe('programado');
  });

  it("another company's staff are told the tour does not exist (404), and cannot list the company's tours (403)", async () => {
    const id = await f.insertTour({});
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tours/${id}`,
      headers: outsider,
    });
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Este recorrido no existe.');
    const move = await setStatus(id, { status: 'cancelado' }, outsider);
    expect(move.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${f.companyId}/tours`,
      headers: outsider,
    });
    expect(list.statusCode).toBe(403);
  });
});
