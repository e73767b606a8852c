/**
 * The employee as the clock-in service knows them (`ClockerEmployee`,
 * decision 39): `getMyClockIn` for the signed-in employee and
 * `getClockerEmployee` for staff and the employee themself; today's status,
 * shift and recesses, the open record with its breaks, the week, the PIN.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertMatchesContract } from '../../../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { isoWeekday } from '../time.ts';
import {
  accounts,
  clockFixture,
  localDay,
  localTime,
  type ClockFixture,
} from '../../../test/clock-attendance.ts';

const mePath = '/clocker-api/v1/me';
const onePath = '/clocker-api/v1/employees/{employeeId}';
const here = { latitude: 21.1222, longitude: -101.6828 };
let t: TestApp;
let f: ClockFixture;
let shiftName: string;
let recessIds: { own: number; companyWide: number; other: number };

beforeAll(async () => {
  t = await createTestApp();
  f = await clockFixture(t);
  // A shift that started 30 minutes ago (tolerance 10): the demo employee has not checked in yet,
  // and is not absent while the shift runs.
  const start = localTime(new Date(Date.now() - 30 * 60_000));
  const end = localTime(new Date(Date.now() + 7.5 * 3600_000));
  const shift = await f.addShift({ startTime: start, endTime: end, toleranceMinutes: 10 });
  shiftName = shift.name;
  await f.assign(f.demo.employeeId, shift.id);
  const other = await f.addShift({});
  recessIds = {
    own: (
      await f.addRecess({ shiftId: shift.id, name: 'Comida', startTime: '14:00', endTime: '14:30' })
    ).id,
    companyWide: (
      await f.addRecess({
        shiftId: null,
        name: 'Pausa activa',
        startTime: '11:00',
        endTime: '11:10',
        paid: true,
      })
    ).id,
    other: (await f.addRecess({ shiftId: other.id, name: 'Ajeno' })).id,
  };
});
afterAll(() => t.close());

async function me(as: string = accounts.employee) {
  const response = await t.app.inject({
    method: 'GET',
    url: mePath,
    headers: f.headers[as as keyof ClockFixture['headers']],
  });
  assertMatchesContract('GET', mePath, response);
  return response;
}

async function check(body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/clocker-api/v1/employees/${f.demo.employeeId}/attendances`,
    headers: f.headers[accounts.employee],
    payload: { source: 'app', ...here, ...body },
  });
  expect(response.statusCode).toBe(201);
}

describe('given the demo employee with a shift that started 30 minutes ago', () => {
  it('their page says they have no record yet (not an absence), with today’s shift, recesses and the week', async () => {
    const response = await me();
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      id: f.demo.employeeId,
      company_id: f.companyId,
      clock_status: 'sin_registro',
      current_shift: { name: shiftName, tolerance_minutes: 10 },
      open_attendance: null,
      last_attendance: null,
      pin_set: false,
    });
    // Demo recesses of the company may be there too: ours come by start time, the other shift's not at all.
    const recessList = data.recesses.map((r: { id: number }) => r.id);
    expect(recessList).not.toContain(recessIds.other);
    expect(
      recessList.filter((id: number) => id === recessIds.own || id === recessIds.companyWide),
    ).toEqual([recessIds.companyWide, recessIds.own]);
    expect(data.recesses.find((r: { id: number }) => r.id === recessIds.companyWide)).toMatchObject(
      {
        name: 'Pausa activa',
        duration_minutes: 10,
        paid: true,
      },
    );
    expect(data.week).toHaveLength(7);
    expect(isoWeekday(data.week[0].date)).toBe(1);
    expect(data.week.map((d: { date: string }) => d.date)).toContain(localDay(new Date()));
    expect(data.week[0]).toMatchObject({
      shift: { name: shiftName },
      start_time: expect.stringMatching(/^\d\d:\d\d$/),
    });
  });

  it('after checking in and starting a break: late and on a break, the open record with its break', async () => {
    await check({ type: 'check_in' });
    const late = (await me()).json().data;
    expect(late.clock_status).toBe('retardo');
    // The whole delay since the start, not the minutes past the tolerance.
    expect(late.open_attendance.late_minutes).toBeGreaterThanOrEqual(30);
    await check({ type: 'break_start', recess_id: recessIds.own });
    const onBreak = (await me()).json().data;
    expect(onBreak.clock_status).toBe('en_receso');
    expect(onBreak.open_attendance.breaks).toEqual([
      expect.objectContaining({ recess: { id: recessIds.own, name: 'Comida' }, ended_at: null }),
    ]);
    expect(onBreak.last_attendance.id).toBe(onBreak.open_attendance.id);
  });

  it('after checking out: out, nothing open, the last record closed', async () => {
    await check({ type: 'check_out' });
    const out = (await me()).json().data;
    expect(out).toMatchObject({ clock_status: 'salida', open_attendance: null });
    expect(out.last_attendance.check_out_at).toEqual(expect.any(String));
  });

  it('staff and the employee read the same through getClockerEmployee; a coworker’s is out of reach', async () => {
    const url = onePath.replace('{employeeId}', String(f.demo.employeeId));
    for (const as of [accounts.staff, accounts.employee]) {
      const response = await t.app.inject({ method: 'GET', url, headers: f.headers[as] });
      assertMatchesContract('GET', onePath, response);
      expect(response.json().data).toMatchObject({ id: f.demo.employeeId, clock_status: 'salida' });
    }
    const coworker = await f.addEmployee();
    const refused = await t.app.inject({
      method: 'GET',
      url: onePath.replace('{employeeId}', String(coworker)),
      headers: f.headers[accounts.employee],
    });
    expect(refused.statusCode).toBe(403);
    const staff = await t.app.inject({
      method: 'GET',
      url: onePath.replace('{employeeId}', String(coworker)),
      headers: f.headers[accounts.staff],
    });
    expect(staff.json().data).toMatchObject({ clock_status: 'descanso', current_shift: null });
    const recessList = staff.json().data.recesses.map((r: { id: number }) => r.id);
    expect(recessList).toContain(recessIds.companyWide);
    expect(recessList).not.toContain(recessIds.own);
  });
});

describe('given someone who is no employee', () => {
  it('getMyClockIn answers 404 in Spanish', async () => {
    const response = await me(accounts.seeker);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No eres empleado activo de ninguna empresa.');
  });
});
