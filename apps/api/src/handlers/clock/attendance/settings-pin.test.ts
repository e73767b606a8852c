/**
 * A company's clock-in settings and the employees' kiosk PINs (decision 39):
 * defaults until changed, partial changes; staff set or generate a PIN, the
 * employee sets their own; weak PINs are refused; the PIN is stored hashed
 * and answered once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockPins } from '../../../db/schema.ts';
import { assertMatchesContract } from '../../../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { weakPin } from '../links/pin.ts';
import { accounts, clockFixture, type ClockFixture } from '../../../test/clock-attendance.ts';

const settingsPath = '/clocker-api/v1/companies/{companyId}/clock-settings';
const pinPath = '/clocker-api/v1/employees/{employeeId}/pin';
let t: TestApp;
let f: ClockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await clockFixture(t);
});
afterAll(() => t.close());

async function settings(method: 'GET' | 'PUT', payload?: object, as: string = accounts.staff) {
  const response = await t.app.inject({
    method,
    url: settingsPath.replace('{companyId}', String(f.companyId)),
    headers: f.headers[as as keyof ClockFixture['headers']],
    ...(payload ? { payload } : {}),
  });
  assertMatchesContract(method, settingsPath, response);
  return response;
}

async function setPin(employeeId: number, payload: object, as: string = accounts.staff) {
  const response = await t.app.inject({
    method: 'PUT',
    url: pinPath.replace('{employeeId}', String(employeeId)),
    headers: f.headers[as as keyof ClockFixture['headers']],
    payload,
  });
  assertMatchesContract('PUT', pinPath, response);
  return response;
}

describe('clock-in settings', () => {
  it('are the defaults until changed, then change only the fields given', async () => {
    expect((await settings('GET')).json().data).toEqual({
      geofence_mode: 'flag',
      require_location: true,
      kiosk_link_hours: 720,
      employee_link_hours: 2160,
    });
    const changed = await settings('PUT', { geofence_mode: 'refuse', kiosk_link_hours: 12 });
    expect(changed.json().data).toEqual({
      geofence_mode: 'refuse',
      require_location: true,
      kiosk_link_hours: 12,
      employee_link_hours: 2160,
    });
    const again = await settings('PUT', { require_location: false });
    expect(again.json().data).toMatchObject({
      geofence_mode: 'refuse',
      kiosk_link_hours: 12,
      require_location: false,
    });
  });

  it('refuse bad values (400) and callers who are not staff (403)', async () => {
    expect((await settings('PUT', { geofence_mode: 'siempre' })).statusCode).toBe(400);
    expect((await settings('PUT', { kiosk_link_hours: 0 })).statusCode).toBe(400);
    expect((await settings('GET', undefined, accounts.employee)).statusCode).toBe(403);
    expect((await settings('PUT', { geofence_mode: 'off' }, accounts.otherStaff)).statusCode).toBe(
      403,
    );
  });
});

describe('kiosk PINs', () => {
  it('tells weak PINs', () => {
    for (const pin of ['0000', '1234', '4321', '98765', '012345'])
      expect(weakPin(pin), pin).toBe(true);
    for (const pin of ['4821', '7890', '1357', '1123']) expect(weakPin(pin), pin).toBe(false);
  });

  it('staff leave the PIN out: a random 4-digit one is answered once and stored hashed', async () => {
    const employeeId = await f.addEmployee();
    const response = await setPin(employeeId, {});
    expect(response.statusCode).toBe(200);
    const { pin } = response.json().data;
    expect(pin).toMatch(/^\d{4}$/);
    expect(weakPin(pin)).toBe(false);
    const [stored] = await t.database.db
      .select()
      .from(clockPins)
      .where(eq(clockPins.employeeId, employeeId));
    expect(stored!.pinHash).toMatch(/^scrypt\$/);
    expect(stored!.pinHash).not.toContain(pin);
  });

  it('the employee must give theirs, not a weak one', async () => {
    const missing = await setPin(f.demo.employeeId, {}, accounts.employee);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.pin).toEqual(['Escribe el PIN que quieres usar.']);
    for (const pin of ['1234', '4321', '7777']) {
      const weak = await setPin(f.demo.employeeId, { pin }, accounts.employee);
      expect(weak.statusCode, pin).toBe(422);
      expect(weak.json().errors.pin).toEqual([expect.stringMatching(/secuencia/)]);
    }
    const malformed = await setPin(f.demo.employeeId, { pin: '12a4' }, accounts.employee);
    expect(malformed.statusCode).toBe(400);
    const set = await setPin(f.demo.employeeId, { pin: '4821' }, accounts.employee);
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({ pin: '4821' });
  });

  it('nobody sets a coworker’s PIN but staff (403)', async () => {
    const coworker = await f.addEmployee();
    expect((await setPin(coworker, { pin: '4821' }, accounts.employee)).statusCode).toBe(403);
    expect((await setPin(coworker, { pin: '4821' }, accounts.driver)).statusCode).toBe(403);
  });
});
