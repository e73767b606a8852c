/**
 * A tour's life cycle and manifest (decision 38): the status moves with the
 * unit's status following them, the device's time kept and replays answered
 * unchanged; the passengers by name, boarding marks that a replay does not
 * write again, and no marks once the tour ended.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourPassengers, units } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { fleetFixture, type FleetFixture } from '../../test/fleet.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let f: FleetFixture;
let staff: { authorization: string };
let driver: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  f = await fleetFixture(t);
  staff = await signIn(t.app, 'empresa@jornada.test');
  driver = await signIn(t.app, 'chofer@jornada.test');
});
afterAll(() => t.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

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

const unitStatus = async (unitId: number) =>
  (await t.database.db.select().from(units).where(eq(units.id, unitId)))[0]!.status;

describe('given the life cycle of a tour', () => {
  it('the driver starts it at the device time (unit en ruta), a replay changes nothing, and finishing frees the unit', async () => {
    const id = await f.insertTour({ unitId: f.driver.unitId });
    const departed = minutesAgo(10);
    const start = await setStatus(id, { status: 'en_curso', recorded_at: departed });
    expect(start.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/tours/{tourId}/status', start);
    expect(start.json().data).toMatchObject({
      status: 'en_curso',
      departed_at: departed,
      next_statuses: ['finalizado', 'cancelado'],
    });
    expect(await unitStatus(f.driver.unitId)).toBe('en_ruta');

    const replay = await setStatus(id, { status: 'en_curso', recorded_at: minutesAgo(1) });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(start.json().data);

    const back = await setStatus(id, { status: 'programado' });
    expect(back.statusCode).toBe(409);
    assertMatchesContract('PUT', '/api/v1/tours/{tourId}/status', back);
    expect(back.json().message).toBe('Un recorrido en curso no puede pasar a programado.');

    const stale = await setStatus(id, {
      status: 'finalizado',
      recorded_at: new Date(Date.now() - 25 * 3600_000).toISOString(),
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.recorded_at).toEqual(['La hora registrada tiene más de 24 horas.']);

    const end = await setStatus(id, { status: 'finalizado' });
    expect(end.json().data).toMatchObject({ status: 'finalizado', next_statuses: [] });
    expect(end.json().data.arrived_at).not.toBeNull();
    expect(await unitStatus(f.driver.unitId)).toBe('disponible');
    const cancel = await setStatus(id, { status: 'cancelado' }, staff);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('Un recorrido finalizado no puede pasar a cancelado.');
  });

  it('staff may move tours too: they start and cancel one, which frees its unit', async () => {
    const id = await f.insertTour({
      unitId: f.otherDriver.unitId,
      driverEmployeeId: f.otherDriver.employeeId,
    });
    expect((await setStatus(id, { status: 'en_curso' }, staff)).statusCode).toBe(200);
    expect(await unitStatus(f.otherDriver.unitId)).toBe('en_ruta');
    const cancelled = await setStatus(id, { status: 'cancelado' }, staff);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelado', arrived_at: null });
    expect(await unitStatus(f.otherDriver.unitId)).toBe('disponible');
    const skip = await setStatus(await f.insertTour({}), { status: 'finalizado' }, staff);
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('Un recorrido programado no puede pasar a finalizado.');
  });
});

describe("given a tour's passengers", () => {
  it('the driver reads the manifest by name and marks boardings; a replay writes nothing', async () => {
    const id = (await create(tourInput())).json().data.id as number;
    const url = `/ceiba-api/v1/tours/${id}/passengers`;
    const list = await t.app.inject({ method: 'GET', url, headers: driver });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/ceiba-api/v1/tours/{tourId}/passengers', list);
    const names = list.json().data.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort());
    expect(list.json().data.every((p: { boarded: boolean }) => !p.boarded)).toBe(true);

    const passenger = list.json().data[0] as { id: number };
    const mark = (payload: Record<string, unknown>, passengerId = passenger.id) =>
      t.app.inject({ method: 'PUT', url: `${url}/${passengerId}`, headers: driver, payload });
    const boardedAt = minutesAgo(3);
    const boarded = await mark({ boarded: true, stop: 'Plaza Mayor', recorded_at: boardedAt });
    expect(boarded.statusCode).toBe(200);
    assertMatchesContract('PUT', '/ceiba-api/v1/tours/{tourId}/passengers/{passengerId}', boarded);
    expect(boarded.json().data).toMatchObject({
      id: passenger.id,
      tour_id: id,
      boarded: true,
      boarded_at: boardedAt,
      boarding_stop: 'Plaza Mayor',
    });
    const [stored] = await t.database.db
      .select()
      .from(tourPassengers)
      .where(eq(tourPassengers.id, passenger.id));
    const replay = await mark({ boarded: true, stop: 'Otra parada', recorded_at: minutesAgo(1) });
    expect(replay.json().data).toEqual(boarded.json().data);
    const [after] = await t.database.db
      .select()
      .from(tourPassengers)
      .where(eq(tourPassengers.id, passenger.id));
    expect(after).toEqual(stored);

    const tour = await t.app.inject({ method: 'GET', url: `/api/v1/tours/${id}`, headers: driver });
    expect(tour.json().data).toMatchObject({ passengers_count: 3, boarded_count: 1 });

    const off = await mark({ boarded: false });
    expect(off.json().data).toMatchObject({
      boarded: false,
      boarded_at: null,
      boarding_stop: null,
    });

    const stale = await mark({ boarded: true, recorded_at: '2020-01-01T00:00:00Z' });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.recorded_at).toEqual(['La hora registrada tiene más de 24 horas.']);

    const otherTour = await f.insertTour({});
    const notHere = await t.app.inject({
      method: 'PUT',
      url: `/ceiba-api/v1/tours/${otherTour}/passengers/${passenger.id}`,
      headers: driver,
      payload: { boarded: true },
    });
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json().message).toBe('Este pasajero no está en el recorrido.');

    await setStatus(id, { status: 'en_curso' });
    await setStatus(id, { status: 'finalizado' });
    const closed = await mark({ boarded: true });
    expect(closed.statusCode).toBe(409);
    assertMatchesContract('PUT', '/ceiba-api/v1/tours/{tourId}/passengers/{passengerId}', closed);
    expect(closed.json().message).toBe(
      'El recorrido ya terminó o se canceló; ya no se marcan pasajeros.',
    );
  });
});
