/**
 * Positions (decision 38): a driver's app sends fixes only during a tour of
 * the unit they drive, replays are stored once, and nobody else may send;
 * staff read a unit's last fix, the fleet map and a day's track, thinned.
 * Tracker apps: osmand.test.ts.
 */
import { and, eq, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitPositions, units } from '../../db/schema.ts';
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

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

const fix = (overrides: Record<string, unknown> = {}) => ({
  latitude: 21.1221,
  longitude: -101.6827,
  speed_kmh: 42.5,
  heading: 245,
  accuracy_m: 12,
  recorded_at: secondsAgo(30),
  ...overrides,
});

const send = (unitId: number, payload: Record<string, unknown>, headers = driver) =>
  t.app.inject({
    method: 'POST',
    url: `/ceiba-api/v1/units/${unitId}/positions`,
    headers,
    payload,
  });

const storedOf = (unitId: number) =>
  t.database.db
    .select()
    .from(unitPositions)
    .where(eq(unitPositions.unitId, unitId))
    .orderBy(unitPositions.recordedAt);

describe("given the driver's app", () => {
  it('refuses a fix while the driver has no tour of the unit in progress (409 no_tour_in_progress)', async () => {
    await f.insertTour({});
    const refused = await send(f.driver.unitId, fix());
    expect(refused.statusCode).toBe(409);
    assertMatchesContract('POST', '/ceiba-api/v1/units/{unitId}/positions', refused);
    expect(refused.json()).toMatchObject({
      code: 'no_tour_in_progress',
      message: 'No tienes un recorrido en curso con esta unidad; la posición no se guardó.',
    });
    expect(await storedOf(f.driver.unitId)).toEqual([]);
  });

  it('stores a fix sent during a tour once, also when the app replays it', async () => {
    const tour = await f.insertTour({
      status: 'en_curso',
      departedAt: new Date(Date.now() - 5 * 60_000),
    });
    const payload = fix();
    const sent = await send(f.driver.unitId, payload);
    expect(sent.statusCode).toBe(201);
    assertMatchesContract('POST', '/ceiba-api/v1/units/{unitId}/positions', sent);
    expect(sent.json().data).toEqual({
      unit_id: f.driver.unitId,
      latitude: 21.1221,
      longitude: -101.6827,
      speed_kmh: 42.5,
      heading: 245,
      ignition: null,
      address: null,
      recorded_at: payload.recorded_at,
    });
    const replay = await send(f.driver.unitId, payload);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(sent.json());
    const stored = await storedOf(f.driver.unitId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ source: 'driver', accuracyM: 12 });

    const stale = await send(f.driver.unitId, fix({ recorded_at: secondsAgo(25 * 3600) }));
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.recorded_at).toEqual(['La hora registrada tiene más de 24 horas.']);
    const ahead = await send(f.driver.unitId, fix({ recorded_at: secondsAgo(-10 * 60) }));
    expect(ahead.statusCode).toBe(422);
    expect(ahead.json().errors.recorded_at).toEqual([
      'La hora registrada está más de 5 minutos adelantada.',
    ]);

    // A fix queued offline during the tour and sent after it ended still belongs to it.
    const queued = secondsAgo(20);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/tours/${tour}/status`,
      headers: driver,
      payload: { status: 'finalizado' },
    });
    expect((await send(f.driver.unitId, fix({ recorded_at: queued }))).statusCode).toBe(201);
    const after = await send(f.driver.unitId, fix({ recorded_at: new Date().toISOString() }));
    expect(after.statusCode).toBe(409);
    expect(await storedOf(f.driver.unitId)).toHaveLength(2);
  });

  it("refuses anybody who is not one of the unit's drivers: staff and another driver 403, another company 404", async () => {
    await f.insertTour({
      unitId: f.otherDriver.unitId,
      driverEmployeeId: f.otherDriver.employeeId,
      status: 'en_curso',
    });
    const before = await storedOf(f.otherDriver.unitId);
    const asStaff = await send(f.otherDriver.unitId, fix(), staff);
    expect(asStaff.statusCode).toBe(403);
    assertMatchesContract('POST', '/ceiba-api/v1/units/{unitId}/positions', asStaff);
    expect(asStaff.json().message).toBe('Solo la persona asignada puede hacer esto.');
    const anotherDriver = await send(f.otherDriver.unitId, fix(), driver);
    expect(anotherDriver.statusCode).toBe(403);
    const foreign = await send(f.otherDriver.unitId, fix(), outsider);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Esta unidad no existe.');
    expect(await storedOf(f.otherDriver.unitId)).toEqual(before);
  });
});

describe('given company staff reading positions', () => {
  it("answers a unit's last fix, and 404 in Spanish for a unit that never reported", async () => {
    const last = await t.app.inject({
      method: 'GET',
      url: `/ceiba-api/v1/units/${f.driver.unitId}/position`,
      headers: staff,
    });
    expect(last.statusCode).toBe(200);
    assertMatchesContract('GET', '/ceiba-api/v1/units/{unitId}/position', last);
    const stored = await storedOf(f.driver.unitId);
    expect(last.json().data.recorded_at).toBe(stored.at(-1)!.recordedAt.toISOString());

    // A unit that never reported (the demo data records a day of fixes for some units).
    const [silent] = await t.database.db
      .select({ id: units.id })
      .from(units)
      .where(
        and(
          eq(units.companyId, f.companyId),
          notExists(
            t.database.db
              .select({ one: unitPositions.id })
              .from(unitPositions)
              .where(eq(unitPositions.unitId, units.id)),
          ),
        ),
      )
      .orderBy(units.id)
      .limit(1);
    const none = await t.app.inject({
      method: 'GET',
      url: `/ceiba-api/v1/units/${silent!.id}/position`,
      headers: staff,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Esta unidad todavía no ha enviado su posición.');
  });

  it('answers every unit of the company with its last fix or null (the fleet map)', async () => {
    const tracker = (minutes: number) => ({
      unitId: f.otherDriver.unitId,
      latitude: 20.96,
      longitude: -101.43,
      source: 'tracker',
      recordedAt: new Date(Date.now() - minutes * 60_000),
    });
    await t.database.db.insert(unitPositions).values([tracker(3), tracker(1), tracker(2)]);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${f.companyId}/units-locations`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/companies/{companyId}/units-locations', response);
    const data = response.json().data as {
      unit: { id: number; economic_number: string };
      position: { recorded_at: string } | null;
    }[];
    const companyUnits = await t.database.db
      .select()
      .from(units)
      .where(eq(units.companyId, f.companyId));
    expect(data).toHaveLength(companyUnits.length);
    const numbers = data.map((d) => d.unit.economic_number);
    expect(numbers).toEqual([...numbers].sort());
    for (const unitId of [f.driver.unitId, f.otherDriver.unitId]) {
      const latest = (await storedOf(unitId)).at(-1)!;
      const row = data.find((d) => d.unit.id === unitId)!;
      expect(row.position!.recorded_at).toBe(latest.recordedAt.toISOString());
    }
    const reported = await t.database.db
      .selectDistinct({ unitId: unitPositions.unitId })
      .from(unitPositions)
      .innerJoin(units, eq(units.id, unitPositions.unitId))
      .where(eq(units.companyId, f.companyId));
    expect(data.filter((d) => d.position === null)).toHaveLength(
      companyUnits.length - reported.length,
    );
  });

  it("answers a local day's track oldest first, thinned to at most 2,000 fixes", async () => {
    const [unit] = await t.database.db
      .select({ id: units.id })
      .from(units)
      .where(eq(units.companyId, f.companyId))
      .orderBy(units.id)
      .offset(7)
      .limit(1);
    // 4,500 fixes on 4 March in central Mexico (06:00 UTC on the 4th to 05:59 UTC on the 5th).
    const start = Date.parse('2026-03-04T06:00:00Z');
    const day = Array.from({ length: 4500 }, (_, i) => ({
      unitId: unit!.id,
      latitude: 21 + i / 10_000,
      longitude: -101.6,
      source: 'tracker',
      recordedAt: new Date(start + i * 19_000),
    }));
    const outside = [new Date('2026-03-04T05:59:59Z'), new Date('2026-03-05T06:00:00Z')].map(
      (recordedAt) => ({ ...day[0]!, recordedAt }),
    );
    for (let i = 0; i < day.length; i += 500)
      await t.database.db.insert(unitPositions).values(day.slice(i, i + 500));
    await t.database.db.insert(unitPositions).values(outside);
    const response = await t.app.inject({
      method: 'GET',
      url: `/ceiba-api/v1/units/${unit!.id}/track?date=2026-03-04`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/ceiba-api/v1/units/{unitId}/track', response);
    const track = response.json().data as { recorded_at: string }[];
    // Every 3rd fix (⌈4500 / 2000⌉ = 3), the first included.
    expect(track).toHaveLength(1500);
    expect(track[0]!.recorded_at).toBe(day[0]!.recordedAt.toISOString());
    expect(track[1]!.recorded_at).toBe(day[3]!.recordedAt.toISOString());
    const times = track.map((p) => p.recorded_at);
    expect(times).toEqual([...times].sort());

    const small = await t.app.inject({
      method: 'GET',
      url: `/ceiba-api/v1/units/${unit!.id}/track?date=2026-03-05`,
      headers: staff,
    });
    expect(small.json().data.map((p: { recorded_at: string }) => p.recorded_at)).toEqual([
      '2026-03-05T06:00:00.000Z',
    ]);
  });

  it("refuses another company's staff the fleet map (403) and a unit's fixes (404)", async () => {
    const map = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${f.companyId}/units-locations`,
      headers: outsider,
    });
    expect(map.statusCode).toBe(403);
    const track = await t.app.inject({
      method: 'GET',
      url: `/ceiba-api/v1/units/${f.driver.unitId}/track?date=2026-03-04`,
      headers: outsider,
    });
    expect(track.statusCode).toBe(404);
  });
});
