/**
 * Checks through `createAttendance` (decision 39): staff capture a day with
 * breaks; late, early-leave, break and worked minutes come from the shift; a
 * second check-in, a second break or a second check-out answer 409 and times
 * out of order 422; a night shift's check-in after midnight belongs to the
 * day it started.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceChanges } from '../../../db/schema.ts';
import { assertMatchesContract } from '../../../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  accounts,
  clockFixture,
  localDay,
  localInstant,
  type ClockFixture,
} from '../../../test/clock-attendance.ts';

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

describe('given staff capturing yesterday for an employee on the 08:00–16:00 shift (tolerance 10)', () => {
  let employeeId: number;
  let lunchId: number;
  let otherShiftRecess: number;
  const day = () => localDay(new Date(), -1);
  const at = (time: string) => localInstant(day(), time).toISOString();

  beforeAll(async () => {
    employeeId = await f.addEmployee();
    const shift = await f.addShift({ startTime: '08:00', endTime: '16:00', toleranceMinutes: 10 });
    await f.assign(employeeId, shift.id);
    lunchId = (await f.addRecess({ shiftId: shift.id, name: 'Comida', paid: false })).id;
    const other = await f.addShift({});
    otherShiftRecess = (await f.addRecess({ shiftId: other.id, name: 'Ajeno' })).id;
  });

  it('a check-in at 08:25 opens the record of that day, 25 minutes late (past the tolerance: the whole delay), and is audited as captured', async () => {
    const response = await check(employeeId, {
      type: 'check_in',
      source: 'manual',
      at: at('08:25'),
      notes: 'Capturado por RH.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      employee_id: employeeId,
      date: day(),
      check_in_at: at('08:25'),
      check_out_at: null,
      source: 'manual',
      late_minutes: 25,
      worked_minutes: null,
      breaks: [],
      notes: 'Capturado por RH.',
      shift: { id: expect.any(Number), name: expect.stringMatching(/^Turno /) },
    });
    const trail = await t.database.db
      .select()
      .from(attendanceChanges)
      .where(eq(attendanceChanges.attendanceId, response.json().data.id));
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'created',
        changes: [{ field: 'check_in_at', from: null, to: at('08:25') }],
      }),
    ]);
  });

  it('a second check-in answers 409 while the record is open', async () => {
    const response = await check(employeeId, {
      type: 'check_in',
      source: 'manual',
      at: at('08:30'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'already_checked_in',
      message: expect.stringMatching(/salida/),
    });
  });

  it('a break against a recess of another shift is refused (422 on recess_id)', async () => {
    const response = await check(employeeId, {
      type: 'break_start',
      source: 'manual',
      at: at('13:00'),
      recess_id: otherShiftRecess,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.recess_id).toEqual([expect.stringMatching(/receso/)]);
  });

  it('a break starts against the shift’s recess, cannot start twice, and ends', async () => {
    const started = await check(employeeId, {
      type: 'break_start',
      source: 'manual',
      at: at('13:00'),
      recess_id: lunchId,
    });
    expect(started.statusCode).toBe(201);
    expect(started.json().data.breaks).toEqual([
      expect.objectContaining({
        recess: { id: lunchId, name: 'Comida' },
        ended_at: null,
        minutes: null,
        paid: false,
      }),
    ]);
    const twice = await check(employeeId, {
      type: 'break_start',
      source: 'manual',
      at: at('13:05'),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('break_already_started');
    const early = await check(employeeId, { type: 'break_end', source: 'manual', at: at('12:00') });
    expect(early.statusCode).toBe(422);
    const ended = await check(employeeId, { type: 'break_end', source: 'manual', at: at('13:40') });
    expect(ended.statusCode).toBe(201);
    expect(ended.json().data).toMatchObject({
      break_minutes: 40,
      breaks: [expect.objectContaining({ ended_at: at('13:40'), minutes: 40 })],
    });
    const none = await check(employeeId, { type: 'break_end', source: 'manual', at: at('13:50') });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('no_break_open');
  });

  it('a check-out before the check-in is refused (422 on at)', async () => {
    const response = await check(employeeId, {
      type: 'check_out',
      source: 'manual',
      at: at('07:00'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.at).toEqual([expect.stringMatching(/anterior a la entrada/)]);
  });

  it('the check-out at 15:30 closes it: 30 minutes early, 425 − 40 unpaid = 385 worked', async () => {
    const response = await check(employeeId, {
      type: 'check_out',
      source: 'manual',
      at: at('15:30'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      check_out_at: at('15:30'),
      early_leave_minutes: 30,
      break_minutes: 40,
      worked_minutes: 385,
    });
    const again = await check(employeeId, { type: 'check_out', source: 'manual', at: at('15:35') });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('not_checked_in');
  });

  it('a capture inside that closed record is refused (422 on at)', async () => {
    const response = await check(employeeId, {
      type: 'check_in',
      source: 'manual',
      at: at('10:00'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.at).toEqual([expect.stringMatching(/Se cruza/)]);
  });

  it('a capture of an earlier day may not end after the next record starts (422 on at)', async () => {
    const before = (time: string) => localInstant(localDay(new Date(), -2), time).toISOString();
    const opened = await check(employeeId, {
      type: 'check_in',
      source: 'manual',
      at: before('08:00'),
    });
    expect(opened.statusCode).toBe(201);
    const across = await check(employeeId, {
      type: 'check_out',
      source: 'manual',
      at: at('09:00'),
    });
    expect(across.statusCode).toBe(422);
    expect(across.json().errors.at).toEqual([expect.stringMatching(/Se cruza/)]);
    const closed = await check(employeeId, {
      type: 'check_out',
      source: 'manual',
      at: before('16:00'),
    });
    expect(closed.statusCode).toBe(201);
    expect(closed.json().data).toMatchObject({
      date: localDay(new Date(), -2),
      worked_minutes: 480,
    });
  });

  it('a check-out closes a break still open at the same instant', async () => {
    const other = await f.addEmployee();
    const when = (time: string) => localInstant(localDay(new Date(), -2), time).toISOString();
    await check(other, { type: 'check_in', source: 'manual', at: when('09:00') });
    await check(other, { type: 'break_start', source: 'manual', at: when('12:00') });
    const out = await check(other, { type: 'check_out', source: 'manual', at: when('12:30') });
    expect(out.json().data).toMatchObject({
      break_minutes: 30,
      worked_minutes: 180,
      breaks: [expect.objectContaining({ ended_at: when('12:30'), minutes: 30, recess: null })],
    });
  });
});

describe('given an employee on the night shift 22:00–06:00 (tolerance 5)', () => {
  it('a check-in at 00:30 belongs to the day the shift started, 150 minutes late', async () => {
    const employeeId = await f.addEmployee();
    const shift = await f.addShift({ startTime: '22:00', endTime: '06:00', toleranceMinutes: 5 });
    await f.assign(employeeId, shift.id);
    const started = localDay(new Date(), -3);
    const checkIn = localInstant(started, '00:30', 1).toISOString();
    const response = await check(employeeId, { type: 'check_in', source: 'manual', at: checkIn });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      date: started,
      late_minutes: 150,
      shift_id: shift.id,
    });
    const out = await check(employeeId, {
      type: 'check_out',
      source: 'manual',
      at: localInstant(started, '06:10', 1).toISOString(),
    });
    expect(out.json().data).toMatchObject({ early_leave_minutes: 0, worked_minutes: 340 });
  });
});
