/**
 * Checks through `createAttendance` in the wrong order, at bad times or raced
 * (decision 39): 409 without a check-in, 422 for a future capture or a kiosk
 * check without the company's kiosk token, and of twenty check-ins at once
 * one is stored (the partial unique index of open records).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances } from '../../../db/schema.ts';
import { assertMatchesContract } from '../../../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { accounts, clockFixture, type ClockFixture } from '../../../test/clock-attendance.ts';

const path = '/clocker-api/v1/employees/{employeeId}/attendances';
let t: TestApp;
let f: ClockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await clockFixture(t);
});
afterAll(() => t.close());

async function check(employeeId: number, body: object, as: string = accounts.staff) {
  const response = await t.app.inject({
    method: 'POST',
    url: path.replace('{employeeId}', String(employeeId)),
    headers: f.headers[as as keyof ClockFixture['headers']],
    payload: body,
  });
  assertMatchesContract('POST', path, response);
  return response;
}

describe('given checks in the wrong order or at bad times', () => {
  it('a check-out, a break start or end without a check-in answer 409', async () => {
    const employeeId = await f.addEmployee();
    for (const type of ['check_out', 'break_start', 'break_end']) {
      const response = await check(employeeId, { type, source: 'manual' });
      expect(response.statusCode, type).toBe(409);
      expect(response.json().code).toBe('not_checked_in');
    }
  });

  it('a capture in the future is refused (422 on at)', async () => {
    const employeeId = await f.addEmployee();
    const response = await check(employeeId, {
      type: 'check_in',
      source: 'manual',
      at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.at).toBeDefined();
  });

  it('a body outside the contract answers 400 in Spanish', async () => {
    const employeeId = await f.addEmployee();
    const response = await check(employeeId, { type: 'entrar', source: 'manual' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.type).toBeDefined();
  });

  it('a kiosk check needs a kiosk token of the company (422 on kiosk_token)', async () => {
    const employeeId = await f.addEmployee();
    const missing = await check(employeeId, { type: 'check_in', source: 'kiosk' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.kiosk_token).toBeDefined();
    const forged = await check(employeeId, {
      type: 'check_in',
      source: 'kiosk',
      kiosk_token: 'c1.eyJsIjoxLCJlIjo5OTk5OTk5OTk5fQ.firma',
    });
    expect(forged.statusCode).toBe(422);
    const kiosk = await t.app.inject({
      method: 'GET',
      url: `/clocker-api/v1/generate-signed-url-company/${f.companyId}`,
      headers: f.headers[accounts.staff],
    });
    const token = kiosk.json().data.url.split('#')[1];
    const stored = await check(employeeId, {
      type: 'check_in',
      source: 'kiosk',
      kiosk_token: token,
    });
    expect(stored.statusCode).toBe(201);
    expect(stored.json().data.source).toBe('kiosk');
  });
});

describe('given twenty check-ins of one employee at once', () => {
  it('stores one open record and answers the rest 409', async () => {
    const employeeId = await f.addEmployee();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => check(employeeId, { type: 'check_in', source: 'manual' })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await t.database.db
      .select()
      .from(attendances)
      .where(eq(attendances.employeeId, employeeId));
    expect(rows).toHaveLength(1);
  });
});
