/**
 * Attendance lists (decision 39): a company's with its filters and sorts, an
 * employee's newest first within a range of days, the search by employee
 * name or number, and one record with its trail; each answers the contract's
 * `Attendance` with the employee, department, shift and breaks.
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

let t: TestApp;
let f: ClockFixture;
const ids: Record<string, number> = {};
const people: Record<string, number> = {};
const yesterday = () => localDay(new Date(), -1);
const before = () => localDay(new Date(), -2);

beforeAll(async () => {
  t = await createTestApp();
  f = await clockFixture(t);
  const db = t.database.db;
  const shift = await f.addShift({ name: 'Matutino de prueba' });
  people.ana = await f.addEmployee({ name: 'Ana', surname: 'Zárate', employeeNumber: 'LST-001' });
  people.beto = await f.addEmployee({
    name: 'Beto',
    surname: 'Álvarez',
    employeeNumber: 'LST-002',
  });
  people.carla = await f.addEmployee({
    name: 'Carla',
    surname: 'Mendoza',
    employeeNumber: 'LST-003',
  });
  const base = { companyId: f.companyId, shiftId: shift.id };
  const [ana] = await db
    .insert(attendances)
    .values({
      ...base,
      employeeId: people.ana,
      date: yesterday(),
      checkInAt: localInstant(yesterday(), '08:25'),
      checkOutAt: localInstant(yesterday(), '16:00'),
      source: 'kiosk',
      lateMinutes: 15,
      breakMinutes: 30,
      workedMinutes: 425,
    })
    .returning();
  await db.insert(attendanceBreaks).values({
    attendanceId: ana!.id,
    startedAt: localInstant(yesterday(), '13:00'),
    endedAt: localInstant(yesterday(), '13:30'),
  });
  const [beto] = await db
    .insert(attendances)
    .values({
      ...base,
      employeeId: people.beto,
      date: yesterday(),
      checkInAt: localInstant(yesterday(), '07:55'),
      source: 'app',
      latitude: 21.2,
      longitude: -101.7,
      outsideGeofence: true,
    })
    .returning();
  const [carla] = await db
    .insert(attendances)
    .values({
      ...base,
      employeeId: people.carla,
      date: before(),
      checkInAt: localInstant(before(), '08:00'),
      checkOutAt: localInstant(before(), '17:00'),
      source: 'manual',
      workedMinutes: 540,
    })
    .returning();
  Object.assign(ids, { ana: ana!.id, beto: beto!.id, carla: carla!.id });
});
afterAll(() => t.close());

async function get(path: string, url: string, as: string = accounts.staff) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: f.headers[as as keyof ClockFixture['headers']],
  });
  assertMatchesContract('GET', path, response);
  return response;
}

const companyPath = '/clocker-api/v1/companies/{companyId}/attendances';
const company = (query: string) =>
  get(
    companyPath,
    `/clocker-api/v1/companies/${f.companyId}/attendances?department_id=${f.departmentId}&${query}`,
  );
const idsOf = (response: { json: () => { data: { id: number }[] } }) =>
  response.json().data.map((a) => a.id);

describe("a company's attendance", () => {
  it('lists every record of the department, newest check-in first, with employee, shift and breaks', async () => {
    const response = await company('');
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual([ids.ana, ids.beto, ids.carla]);
    expect(response.json().data[0]).toMatchObject({
      employee: { id: people.ana, name: 'Ana Zárate' },
      department_id: f.departmentId,
      shift: { name: 'Matutino de prueba' },
      breaks: [expect.objectContaining({ minutes: 30, recess: null, paid: false })],
    });
    expect(response.json().meta).toMatchObject({ total: 3, current_page: 1 });
  });

  it.each([
    ['late=true', ['ana']],
    ['late=false', ['beto', 'carla']],
    ['open=true', ['beto']],
    ['open=false', ['ana', 'carla']],
    ['outside_geofence=true', ['beto']],
    ['source=kiosk', ['ana']],
    ['employee_id=EMP', ['carla']],
    ['from=BEFORE&to=BEFORE', ['carla']],
    ['from=YESTERDAY', ['ana', 'beto']],
    ['sort=employee', ['ana', 'beto', 'carla']],
    ['sort=-employee', ['carla', 'beto', 'ana']],
    ['sort=-worked_minutes', ['beto', 'carla', 'ana']],
    ['sort=late_minutes', ['beto', 'carla', 'ana']],
  ])('filters and sorts: %s', async (query, expected) => {
    const response = await company(
      query
        .replace('EMP', String(people.carla))
        .replaceAll('BEFORE', before())
        .replace('YESTERDAY', yesterday()),
    );
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual(expected.map((name) => ids[name]));
  });

  it('pages: two per page', async () => {
    const response = await company('per_page=2&page=2');
    expect(idsOf(response)).toEqual([ids.carla]);
    expect(response.json().meta).toMatchObject({ total: 3, last_page: 2, per_page: 2 });
  });

  it('is staff’s: the employee is refused (403)', async () => {
    const response = await get(
      companyPath,
      `/clocker-api/v1/companies/${f.companyId}/attendances`,
      accounts.employee,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe("an employee's attendance", () => {
  const path = '/clocker-api/v1/employees/{employeeId}/attendances';
  it('lists only theirs, within the days asked', async () => {
    const all = await get(path, `/clocker-api/v1/employees/${people.ana}/attendances`);
    expect(idsOf(all)).toEqual([ids.ana]);
    const none = await get(
      path,
      `/clocker-api/v1/employees/${people.ana}/attendances?from=${localDay(new Date())}`,
    );
    expect(none.json().data).toEqual([]);
  });
});

describe('the attendance search', () => {
  const path = '/clocker-api/v1/search/employee-attendances';
  const search = (query: string) =>
    get(path, `${path}?company_id=${f.companyId}&department_id=${f.departmentId}&${query}`);

  it('finds records by the employee’s name (accents ignored) or number', async () => {
    expect(idsOf(await search('q=zarate'))).toEqual([ids.ana]);
    expect(idsOf(await search('q=LST-003'))).toEqual([ids.carla]);
    expect(idsOf(await search('q=lst-00'))).toEqual([ids.ana, ids.beto, ids.carla]);
    expect(idsOf(await search('q=%25'))).toEqual([]);
    expect(idsOf(await search('q=alv&source=app'))).toEqual([ids.beto]);
    expect(idsOf(await search('q=alv&source=kiosk'))).toEqual([]);
    expect(idsOf(await search(`from=${yesterday()}&to=${yesterday()}`))).toEqual([
      ids.ana,
      ids.beto,
    ]);
  });

  it('another company’s staff may not search this company (403)', async () => {
    const response = await get(
      path,
      `${path}?company_id=${f.companyId}&q=ana`,
      accounts.otherStaff,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('one record', () => {
  it('answers the detail with an empty trail', async () => {
    const path = '/clocker-api/v1/attendances/{attendanceId}';
    const response = await get(path, `/clocker-api/v1/attendances/${ids.beto}`);
    expect(response.json().data).toMatchObject({
      id: ids.beto,
      check_out_at: null,
      worked_minutes: null,
      outside_geofence: true,
      history: [],
    });
  });
});
