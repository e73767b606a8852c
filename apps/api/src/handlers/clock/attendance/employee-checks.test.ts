/**
 * The employee's own checks from the app (decision 39): coordinates required
 * by default, no manual captures, an offline check keeps its time once sent
 * with its `client_id` and is stored once however often it is sent again; a
 * coworker's record is out of reach.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceBreaks, attendances } from '../../../db/schema.ts';
import { assertMatchesContract } from '../../../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { accounts, clockFixture, type ClockFixture } from '../../../test/clock-attendance.ts';

const path = '/clocker-api/v1/employees/{employeeId}/attendances';
const here = { latitude: 21.1222, longitude: -101.6828 };
let t: TestApp;
let f: ClockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await clockFixture(t);
  await f.addPlace({
    name: 'Patio León',
    latitude: 21.1221,
    longitude: -101.6827,
    geofenceRadiusM: 150,
  });
});
afterAll(() => t.close());

async function check(employeeId: number, body: object, as: string = accounts.employee) {
  const response = await t.app.inject({
    method: 'POST',
    url: path.replace('{employeeId}', String(employeeId)),
    headers: f.headers[as as keyof ClockFixture['headers']],
    payload: body,
  });
  assertMatchesContract('POST', path, response);
  return response;
}

describe('given the demo employee on their phone', () => {
  it('may not capture a manual check (403)', async () => {
    const response = await check(f.demo.employeeId, {
      type: 'check_in',
      source: 'manual',
      ...here,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/personal de la empresa/);
  });

  it('must share their location (422 on latitude), and both coordinates', async () => {
    const none = await check(f.demo.employeeId, { type: 'check_in', source: 'app' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.latitude).toEqual([
      'Comparte tu ubicación para registrar tu entrada.',
    ]);
    const half = await check(f.demo.employeeId, {
      type: 'check_in',
      source: 'app',
      latitude: 21.1,
    });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors.longitude).toBeDefined();
  });

  it('may not set the time of a check made online (422 on at)', async () => {
    const response = await check(f.demo.employeeId, {
      type: 'check_in',
      source: 'app',
      at: new Date(Date.now() - 600_000).toISOString(),
      ...here,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.at).toBeDefined();
  });

  it('an offline check over 24 hours old is refused (422 on at)', async () => {
    const response = await check(f.demo.employeeId, {
      type: 'check_in',
      source: 'app',
      at: new Date(Date.now() - 25 * 3600_000).toISOString(),
      client_id: randomUUID(),
      ...here,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.at).toEqual(['La hora registrada tiene más de 24 horas.']);
  });

  it('an offline check-in keeps its time and place, and sent again answers 200 with the same record', async () => {
    const clientId = randomUUID();
    const at = new Date(Date.now() - 2 * 3600_000);
    at.setMilliseconds(0);
    const body = {
      type: 'check_in',
      source: 'app',
      at: at.toISOString(),
      client_id: clientId,
      ...here,
    };
    const first = await check(f.demo.employeeId, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      check_in_at: at.toISOString(),
      source: 'app',
      latitude: here.latitude,
      terminal_id: expect.any(Number),
      outside_geofence: false,
    });
    const again = await check(f.demo.employeeId, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const rows = await t.database.db
      .select()
      .from(attendances)
      .where(eq(attendances.employeeId, f.demo.employeeId));
    expect(rows).toHaveLength(1);
  });

  it('breaks and the check-out are stored once per client_id too', async () => {
    const start = { type: 'break_start', source: 'app', client_id: randomUUID() };
    expect((await check(f.demo.employeeId, start)).statusCode).toBe(201);
    expect((await check(f.demo.employeeId, start)).statusCode).toBe(200);
    const end = { type: 'break_end', source: 'app', client_id: randomUUID() };
    expect((await check(f.demo.employeeId, end)).statusCode).toBe(201);
    expect((await check(f.demo.employeeId, end)).statusCode).toBe(200);
    const out = { type: 'check_out', source: 'app', client_id: randomUUID(), ...here };
    const closed = await check(f.demo.employeeId, out);
    expect(closed.statusCode).toBe(201);
    const replay = await check(f.demo.employeeId, out);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.check_out_at).toBe(closed.json().data.check_out_at);
    const breaks = await t.database.db
      .select()
      .from(attendanceBreaks)
      .where(eq(attendanceBreaks.attendanceId, closed.json().data.id));
    expect(breaks).toHaveLength(1);
  });

  it('cannot check a coworker in (404: the record is not theirs)', async () => {
    const coworker = await f.addEmployee();
    const response = await check(coworker, { type: 'check_in', source: 'app', ...here });
    expect([403, 404]).toContain(response.statusCode);
    const rows = await t.database.db
      .select()
      .from(attendances)
      .where(eq(attendances.employeeId, coworker));
    expect(rows).toEqual([]);
  });
});
