/**
 * The status board (decision 39):
 * who is on shift, on a break, out, late, absent, not yet due or resting, at a
 * given moment and for a past day; a night shift's open record still counts
 * after midnight.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceBreaks, attendances } from '../../../db/schema.ts';
import { assertMatchesContract } from '../../../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  accounts,
  clockFixture,
  localDay,
  localInstant,
  type ClockFixture,
} from '../../../test/clock-attendance.ts';
import { clockStatuses } from './status.ts';

let t: TestApp;
let f: ClockFixture;
/** Ten days ago: every record and status of these tests is on this day. */
const day = localDay(new Date(), -10);
const people: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  f = await clockFixture(t);
  const db = t.database.db;
  const morning = await f.addShift({ startTime: '08:00', endTime: '16:00', toleranceMinutes: 10 });
  const noon = await f.addShift({ startTime: '12:00', endTime: '20:00' });
  const night = await f.addShift({ startTime: '22:00', endTime: '06:00', toleranceMinutes: 5 });
  const names = ['Alma', 'Bruno', 'Ciro', 'Dora', 'Elsa', 'Fito', 'Gael', 'Hugo', 'Iris', 'Juan'];
  for (const name of names) people[name] = await f.addEmployee({ name, surname: 'Tablero' });
  people.Kira = await f.addEmployee({ name: 'Kira', surname: 'Tablero', status: 'vacaciones' });
  for (const name of ['Alma', 'Bruno', 'Ciro', 'Dora', 'Elsa', 'Juan', 'Kira'])
    await f.assign(people[name]!, morning.id);
  await f.assign(people.Fito!, noon.id);
  await f.assign(people.Hugo!, night.id);
  await f.assign(people.Iris!, night.id);
  const record = (name: string, values: Partial<typeof attendances.$inferInsert>) =>
    db
      .insert(attendances)
      .values({
        companyId: f.companyId,
        employeeId: people[name]!,
        date: day,
        shiftId: morning.id,
        checkInAt: localInstant(day, '07:58'),
        source: 'manual',
        ...values,
      })
      .returning();
  await record('Alma', {});
  await record('Bruno', { checkInAt: localInstant(day, '08:30'), lateMinutes: 30 });
  const [ciro] = await record('Ciro', {});
  await db
    .insert(attendanceBreaks)
    .values({ attendanceId: ciro!.id, startedAt: localInstant(day, '09:45') });
  await record('Dora', {
    checkInAt: localInstant(day, '06:00'),
    checkOutAt: localInstant(day, '09:30'),
  });
  await record('Juan', {
    checkInAt: localInstant(day, '08:40'),
    checkOutAt: localInstant(day, '09:40'),
    lateMinutes: 40,
  });
  await record('Hugo', {
    date: localDay(new Date(), -11),
    shiftId: night.id,
    checkInAt: localInstant(localDay(new Date(), -11), '22:00'),
  });
});
afterAll(() => t.close());

const statusesAt = async (now: Date, date?: string) =>
  Object.fromEntries(
    (
      await clockStatuses(t.database.db, f.companyId, { departmentId: f.departmentId, now, date })
    ).map((d) => [d.status.employee.name.split(' ')[0], d.status.clock_status]),
  );

describe('at 10:00 of the day', () => {
  it('tells each employee’s status, the inactive one left out', async () => {
    expect(await statusesAt(localInstant(day, '10:00'))).toEqual({
      Alma: 'en_turno',
      Bruno: 'retardo',
      Ciro: 'en_receso',
      Dora: 'salida',
      // Past the tolerance but the shift has not ended: not yet an absence.
      Elsa: 'sin_registro',
      Fito: 'sin_registro',
      Gael: 'descanso',
      // Checked in last night and never out: still on shift.
      Hugo: 'en_turno',
      Iris: 'sin_registro',
      Juan: 'salida',
    });
  });

  it('at 03:00, last night’s shift is still the day: its open record is on shift, its absentee not yet absent', async () => {
    const statuses = await statusesAt(localInstant(day, '03:00'));
    expect(statuses).toMatchObject({
      Hugo: 'en_turno',
      Iris: 'sin_registro',
      Elsa: 'sin_registro',
    });
  });

  it('from the shift’s end (16:00) the absentee of the morning is absent; the noon shift still runs', async () => {
    expect(await statusesAt(localInstant(day, '15:59'))).toMatchObject({ Elsa: 'sin_registro' });
    expect(await statusesAt(localInstant(day, '16:00'))).toMatchObject({
      Elsa: 'falta',
      Fito: 'sin_registro',
      Bruno: 'retardo',
    });
    expect(await statusesAt(localInstant(day, '20:00'))).toMatchObject({ Fito: 'falta' });
  });
});

describe('the board over HTTP', () => {
  const path = '/clocker-api/v1/companies/{companyId}/employee-status';
  const board = (query: string, as: string = accounts.staff) =>
    t.app
      .inject({
        method: 'GET',
        url: `/clocker-api/v1/companies/${f.companyId}/employee-status?department_id=${f.departmentId}&${query}`,
        headers: f.headers[as as keyof ClockFixture['headers']],
      })
      .then((response) => {
        assertMatchesContract('GET', path, response);
        return response;
      });

  it('of a past day: how it ended, ordered by name', async () => {
    const response = await board(`date=${day}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { employee: { name: string }; clock_status: string }[];
    expect(data.map((s) => [s.employee.name, s.clock_status])).toEqual([
      ['Alma Tablero', 'en_turno'],
      ['Bruno Tablero', 'en_turno'],
      ['Ciro Tablero', 'en_turno'],
      ['Dora Tablero', 'salida'],
      ['Elsa Tablero', 'falta'],
      ['Fito Tablero', 'falta'],
      ['Gael Tablero', 'descanso'],
      ['Hugo Tablero', 'falta'],
      ['Iris Tablero', 'falta'],
      ['Juan Tablero', 'retardo'],
    ]);
    expect(data[9]).toMatchObject({
      employee_number: expect.any(String),
      department_id: f.departmentId,
      late_minutes: 40,
      check_in_at: localInstant(day, '08:40').toISOString(),
      check_out_at: localInstant(day, '09:40').toISOString(),
      shift: { id: expect.any(Number), name: expect.any(String) },
      attendance_id: expect.any(Number),
    });
  });

  it('filters by status', async () => {
    const response = await board(`date=${day}&clock_status=falta`);
    expect(
      response.json().data.map((s: { employee: { name: string } }) => s.employee.name),
    ).toEqual(['Elsa Tablero', 'Fito Tablero', 'Hugo Tablero', 'Iris Tablero']);
  });

  it('refuses a day to come (400) and the employee (403)', async () => {
    const future = await board(`date=${localDay(new Date(), 2)}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.date).toBeDefined();
    expect((await board('', accounts.employee)).statusCode).toBe(403);
  });

  it('now: every active employee of the department', async () => {
    const response = await board('');
    expect(response.json().data).toHaveLength(10);
  });
});
