/**
 * Staff's corrections and deletions (decision 39): times, shift and notes
 * change, the minutes are computed again, and the trail says who changed
 * which field from what to what; a deletion leaves the record's values in the
 * trail. The employee reads their own record but corrects nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceChanges, attendances } from '../../../db/schema.ts';
import { assertMatchesContract } from '../../../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  accounts,
  clockFixture,
  localDay,
  localInstant,
  type ClockFixture,
} from '../../../test/clock-attendance.ts';

const one = '/clocker-api/v1/attendances/{attendanceId}';
const checks = '/clocker-api/v1/employees/{employeeId}/attendances';
let t: TestApp;
let f: ClockFixture;
let employeeId: number;
let shiftId: number;
const day = () => localDay(new Date(), -1);
const at = (time: string, date = day()) => localInstant(date, time).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  f = await clockFixture(t);
  employeeId = await f.addEmployee();
  const shift = await f.addShift({ startTime: '08:00', endTime: '16:00', toleranceMinutes: 10 });
  shiftId = shift.id;
  await f.assign(employeeId, shift.id);
});
afterAll(() => t.close());

async function capture(id: number, times: [string, string | null], date = day()) {
  const headers = f.headers[accounts.staff];
  const url = checks.replace('{employeeId}', String(id));
  const opened = await t.app.inject({
    method: 'POST',
    url,
    headers,
    payload: { type: 'check_in', source: 'manual', at: at(times[0], date) },
  });
  expect(opened.statusCode).toBe(201);
  if (times[1])
    await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { type: 'check_out', source: 'manual', at: at(times[1], date) },
    });
  return opened.json().data.id as number;
}

async function call(
  method: 'GET' | 'PUT' | 'DELETE',
  id: number,
  payload?: object,
  as: string = accounts.staff,
) {
  const response = await t.app.inject({
    method,
    url: one.replace('{attendanceId}', String(id)),
    headers: f.headers[as as keyof ClockFixture['headers']],
    ...(payload ? { payload } : {}),
  });
  assertMatchesContract(method, one, response);
  return response;
}

describe('given a record that forgot its check-out', () => {
  let id: number;
  beforeAll(async () => {
    id = await capture(employeeId, ['08:20', null]);
  });

  it('staff set the check-out: minutes computed again, marked corrected, the trail names who and what', async () => {
    const response = await call('PUT', id, {
      check_out_at: at('16:00'),
      notes: 'Olvidó registrar su salida.',
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      check_out_at: at('16:00'),
      late_minutes: 20,
      early_leave_minutes: 0,
      worked_minutes: 460,
      corrected: true,
      notes: 'Olvidó registrar su salida.',
    });
    expect(data.history).toEqual([
      expect.objectContaining({ action: 'created' }),
      expect.objectContaining({
        action: 'updated',
        changed_by: { id: expect.any(Number), name: expect.any(String) },
        notes: 'Olvidó registrar su salida.',
        changes: [
          { field: 'check_out_at', from: null, to: at('16:00') },
          { field: 'notes', from: null, to: 'Olvidó registrar su salida.' },
        ],
      }),
    ]);
  });

  it('moving the check-in recomputes late minutes; clearing the shift makes it 0', async () => {
    const moved = await call('PUT', id, { check_in_at: at('08:45') });
    expect(moved.json().data).toMatchObject({ late_minutes: 45, worked_minutes: 435 });
    const noShift = await call('PUT', id, { shift_id: null });
    expect(noShift.json().data).toMatchObject({ shift_id: null, shift: null, late_minutes: 0 });
    expect(noShift.json().data.history.at(-1).changes).toEqual([
      { field: 'shift_id', from: shiftId, to: null },
    ]);
    const back = await call('PUT', id, { shift_id: shiftId });
    expect(back.json().data.late_minutes).toBe(45);
  });

  it('refuses a check-out before the check-in, a shift of another company and a future time (422)', async () => {
    const before = await call('PUT', id, { check_out_at: at('07:00') });
    expect(before.statusCode).toBe(422);
    expect(before.json().errors.check_out_at).toEqual([
      'La salida no puede ser anterior a la entrada.',
    ]);
    const foreign = await f.addShift({ companyId: f.otherCompanyId });
    const shift = await call('PUT', id, { shift_id: foreign.id });
    expect(shift.statusCode).toBe(422);
    expect(shift.json().errors.shift_id).toBeDefined();
    const future = await call('PUT', id, {
      check_out_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.statusCode).toBe(422);
  });

  it('refuses a span overlapping another record of the employee (422)', async () => {
    const other = await capture(employeeId, ['08:00', '12:00'], localDay(new Date(), -2));
    const response = await call('PUT', other, { check_out_at: at('09:00') });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.check_in_at).toEqual([
      'Se cruza con otro registro de asistencia del empleado.',
    ]);
  });

  it('an unchanged body writes no trail', async () => {
    const before = await t.database.db
      .select()
      .from(attendanceChanges)
      .where(eq(attendanceChanges.attendanceId, id));
    const response = await call('PUT', id, { shift_id: shiftId });
    expect(response.statusCode).toBe(200);
    const after = await t.database.db
      .select()
      .from(attendanceChanges)
      .where(eq(attendanceChanges.attendanceId, id));
    expect(after).toHaveLength(before.length);
  });
});

describe('given the employee and a record of theirs', () => {
  it('they read it, but may neither correct nor delete it (403)', async () => {
    const id = await capture(f.demo.employeeId, ['08:00', '16:00'], localDay(new Date(), -4));
    const read = await call('GET', id, undefined, accounts.employee);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      id,
      employee_id: f.demo.employeeId,
      history: expect.any(Array),
    });
    const edit = await call('PUT', id, { notes: 'Me lo corrijo.' }, accounts.employee);
    expect(edit.statusCode).toBe(403);
    const remove = await call('DELETE', id, undefined, accounts.employee);
    expect(remove.statusCode).toBe(403);
  });
});

describe('given a record staff delete', () => {
  it('answers 204, the record is gone and the trail keeps its values and who deleted it', async () => {
    const other = await f.addEmployee();
    const id = await capture(other, ['09:00', '17:00']);
    const response = await call('DELETE', id);
    expect(response.statusCode).toBe(204);
    expect(await t.database.db.select().from(attendances).where(eq(attendances.id, id))).toEqual(
      [],
    );
    const trail = await t.database.db
      .select()
      .from(attendanceChanges)
      .where(eq(attendanceChanges.attendanceId, id));
    const deleted = trail.find((c) => c.action === 'deleted')!;
    expect(deleted.changedByUserId).toEqual(expect.any(Number));
    expect(deleted.changes).toEqual(
      expect.arrayContaining([
        { field: 'check_in_at', from: at('09:00'), to: null },
        { field: 'check_out_at', from: at('17:00'), to: null },
        { field: 'worked_minutes', from: 480, to: null },
      ]),
    );
    expect((await call('GET', id)).statusCode).toBe(404);
  });
});
