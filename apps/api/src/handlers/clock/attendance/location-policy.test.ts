/**
 * The per-shift location rule (docs/decisions/0043-location-policy-per-shift.md): a shift says
 * `required`, `optional` or `off` (or nothing: the company's `require_location`), the shift
 * endpoints store it, a check-in from the app follows it and `ClockerEmployee` says it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances } from '../../../db/schema.ts';
import { assertMatchesContract } from '../../../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { clockerEmployee } from './clocker-employee.ts';
import { accounts, clockFixture, type ClockFixture } from '../../../test/clock-attendance.ts';

const checks = '/clocker-api/v1/employees/{employeeId}/attendances';
const here = { latitude: 21.1222, longitude: -101.6828 };
let t: TestApp;
let f: ClockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await clockFixture(t);
});
afterAll(() => t.close());

const staff = () => f.headers[accounts.staff];

/** A fresh employee working a new shift with `policy` today. */
async function employeeOn(policy: 'required' | 'optional' | 'off' | null) {
  const shift = await f.addShift({ locationPolicy: policy });
  const employeeId = await f.addEmployee();
  await f.assign(employeeId, shift.id);
  return employeeId;
}

async function checkIn(employeeId: number, body: object = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: checks.replace('{employeeId}', String(employeeId)),
    headers: staff(),
    payload: { type: 'check_in', source: 'app', ...body },
  });
  assertMatchesContract('POST', checks, response);
  return response;
}

const stored = (employeeId: number) =>
  t.database.db.select().from(attendances).where(eq(attendances.employeeId, employeeId));

describe('the shift says whether a check-in asks for the position', () => {
  it('the shift endpoints store the rule; null follows the company; an unknown value is a 4xx field error', async () => {
    const url = `/clocker-api/v1/companies/${f.companyId}/shifts`;
    const body = {
      name: `Ruta ${Date.now()}`,
      start_time: '07:00',
      end_time: '15:00',
      weekdays: [1],
    };
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers: staff(),
      payload: { ...body, location_policy: 'off' },
    });
    assertMatchesContract('POST', '/clocker-api/v1/companies/{companyId}/shifts', created);
    expect(created.statusCode).toBe(201);
    expect(created.json().data.location_policy).toBe('off');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/clocker-api/v1/shifts/${created.json().data.id}`,
      headers: staff(),
      payload: body,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.location_policy).toBeNull();
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: staff(),
      payload: { ...body, name: `${body.name} b`, location_policy: 'siempre' },
    });
    // A value outside the contract's enum fails the schema: 400 validation_failed naming the field.
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('location_policy');
  });

  it('required: 422 with the Spanish reason and nothing stored; with the position, 201', async () => {
    const id = await employeeOn('required');
    const refused = await checkIn(id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.latitude).toEqual([
      'Comparte tu ubicación para registrar tu entrada.',
    ]);
    expect(await stored(id)).toHaveLength(0);
    expect((await checkIn(id, here)).statusCode).toBe(201);
    expect((await stored(id))[0]).toMatchObject({ latitude: here.latitude });
  });

  it('optional: accepted without the position (stored without coordinates)', async () => {
    const id = await employeeOn('optional');
    expect((await checkIn(id)).statusCode).toBe(201);
    const [row] = await stored(id);
    expect(row).toMatchObject({ latitude: null, longitude: null });
  });

  it('off: accepted, and a position sent anyway is not stored', async () => {
    const id = await employeeOn('off');
    expect((await checkIn(id, here)).statusCode).toBe(201);
    const [row] = await stored(id);
    expect(row).toMatchObject({ latitude: null, longitude: null });
  });

  it('no rule on the shift: the company requires it by default (422)', async () => {
    const id = await employeeOn(null);
    expect((await checkIn(id)).statusCode).toBe(422);
  });

  it('ClockerEmployee says the rule that applies today', async () => {
    for (const policy of ['required', 'optional', 'off', null] as const) {
      const id = await employeeOn(policy);
      const employee = await clockerEmployee(t.database.db, f.companyId, id);
      expect(employee.location_policy).toBe(policy ?? 'required');
    }
  });
});
