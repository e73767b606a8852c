/**
 * Geofences (decision 39): a check-in inside a place's circle
 * is attributed to the nearest such place; outside all of them it is refused
 * with the nearest place and distance (`refuse`), stored and flagged (`flag`)
 * or let through (`off`), as the company's settings say.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terminals } from '../../../db/schema.ts';
import { assertMatchesContract } from '../../../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { accounts, clockFixture, type ClockFixture } from '../../../test/clock-attendance.ts';
import { distanceM } from './geofence.ts';

const path = '/clocker-api/v1/employees/{employeeId}/attendances';
const settingsPath = '/clocker-api/v1/companies/{companyId}/clock-settings';
let t: TestApp;
let f: ClockFixture;
let yard: number;
let depot: number;

beforeAll(async () => {
  t = await createTestApp();
  f = await clockFixture(t);
  // Only the places of these tests have geofences.
  await t.database.db
    .update(terminals)
    .set({ geofenceRadiusM: null })
    .where(eq(terminals.companyId, f.companyId));
  yard = await f.addPlace({
    name: 'Patio León',
    latitude: 21.1221,
    longitude: -101.6827,
    geofenceRadiusM: 300,
  });
  // 200 m east of the yard, its circle overlapping the yard's.
  depot = await f.addPlace({
    name: 'Bodega Norte',
    latitude: 21.1221,
    longitude: -101.6808,
    geofenceRadiusM: 300,
  });
  await f.addPlace({
    name: 'Sin geocerca',
    latitude: 21.5,
    longitude: -101.5,
    geofenceRadiusM: null,
  });
});
afterAll(() => t.close());

async function setMode(geofence_mode: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: settingsPath.replace('{companyId}', String(f.companyId)),
    headers: f.headers[accounts.staff],
    payload: { geofence_mode },
  });
  expect(response.statusCode).toBe(200);
}

async function checkInAt(latitude: number, longitude: number) {
  const employeeId = await f.addEmployee();
  const response = await t.app.inject({
    method: 'POST',
    url: path.replace('{employeeId}', String(employeeId)),
    headers: f.headers[accounts.staff],
    payload: { type: 'check_in', source: 'app', latitude, longitude },
  });
  assertMatchesContract('POST', path, response);
  return response;
}

describe('distances', () => {
  it('measures great-circle metres (haversine)', () => {
    const a = { latitude: 21.1221, longitude: -101.6827 };
    expect(distanceM(a, a)).toBe(0);
    expect(distanceM(a, { latitude: 21.1221, longitude: -101.6808 })).toBeCloseTo(197, 0);
    // León to Guanajuato city, about 45 km.
    expect(distanceM(a, { latitude: 21.019, longitude: -101.2574 }) / 1000).toBeCloseTo(45.5, 0);
  });
});

describe('given places with geofences', () => {
  it('a check-in inside two circles belongs to the nearer place', async () => {
    await setMode('refuse');
    const nearYard = await checkInAt(21.1221, -101.6822);
    expect(nearYard.statusCode).toBe(201);
    expect(nearYard.json().data).toMatchObject({ terminal_id: yard, outside_geofence: false });
    const nearDepot = await checkInAt(21.1221, -101.6812);
    expect(nearDepot.json().data.terminal_id).toBe(depot);
  });

  it('refuse: outside every circle answers 422 naming the nearest place and its distance', async () => {
    await setMode('refuse');
    const response = await checkInAt(21.1321, -101.6827);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.latitude).toEqual([
      'Estás a 1.1 km de Patio León, fuera de su zona de registro. Acércate para registrar tu entrada.',
    ]);
  });

  it('flag: outside is stored and marked', async () => {
    await setMode('flag');
    const response = await checkInAt(21.1321, -101.6827);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ terminal_id: null, outside_geofence: true });
  });

  it('off: nothing is placed nor marked', async () => {
    await setMode('off');
    const inside = await checkInAt(21.1221, -101.6822);
    expect(inside.json().data).toMatchObject({ terminal_id: null, outside_geofence: false });
    const outside = await checkInAt(21.1321, -101.6827);
    expect(outside.statusCode).toBe(201);
    expect(outside.json().data.outside_geofence).toBe(false);
  });

  it('without location required, a check-in without coordinates passes unplaced', async () => {
    await setMode('refuse');
    const settings = await t.app.inject({
      method: 'PUT',
      url: settingsPath.replace('{companyId}', String(f.companyId)),
      headers: f.headers[accounts.staff],
      payload: { require_location: false },
    });
    expect(settings.json().data).toEqual({
      geofence_mode: 'refuse',
      require_location: false,
      kiosk_link_hours: 720,
      employee_link_hours: 2160,
    });
    const employeeId = await f.addEmployee();
    const response = await t.app.inject({
      method: 'POST',
      url: path.replace('{employeeId}', String(employeeId)),
      headers: f.headers[accounts.staff],
      payload: { type: 'check_in', source: 'app' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      latitude: null,
      terminal_id: null,
      outside_geofence: false,
    });
  });
});
