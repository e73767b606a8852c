/**
 * Shift assignments (docs/decisions/0020-clock-in.md; employee-shift and
 * department-shift with POST, GET and DELETE with a body) and an employee's
 * shifts: an employee keeps one shift per day (a new assignment ends, deletes
 * or splits the others), removing ends an assignment yesterday or deletes a
 * future one, the ids are the company's (422, nothing written), an
 * employee's own assignment wins over their department's, and the searches
 * find assignments by person, department or shift name without accents.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  departments,
  departmentShifts,
  employees,
  employeeShifts,
  shifts,
} from '../../../db/schema.ts';
import { assertMatchesContract } from '../../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../../test/harness.ts';
import { addDays } from '../time.ts';
import { companyToday } from './shifts.ts';

let t: TestApp;
let staff: { authorization: string };
let tdbId: number;
let departmentId: number;
let foreignEmployeeId: number;
let foreignDepartmentId: number;
const person: Record<'angela' | 'bruno' | 'carla', number> = { angela: 0, bruno: 0, carla: 0 };
const shift: Record<'a' | 'b', number> = { a: 0, b: 0 };
const today = companyToday();
const day = (offset: number) => addDays(today, offset);

const base = '/clocker-api/v1';
const employeeShiftPath = '/clocker-api/v1/employee-shift/{shiftId}';
const departmentShiftPath = '/clocker-api/v1/department-shift/{shiftId}';

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  const db = t.database.db;
  const companyId = async (slug: string) =>
    (await db.select().from(companies).where(eq(companies.slug, slug)))[0]!.id;
  tdbId = await companyId('transportes-del-bajio');
  const [department] = await db
    .insert(departments)
    .values({ companyId: tdbId, name: 'Patio de maniobras' })
    .returning();
  departmentId = department!.id;
  const people = await db
    .insert(employees)
    .values(
      [
        ['Ángela', 'Núñez', 'E-9001'],
        ['Bruno', 'Téllez', 'E-9002'],
        ['Carla', 'Ibarra', 'E-9003'],
      ].map(([name, surname, employeeNumber]) => ({
        companyId: tdbId,
        departmentId,
        employeeNumber: employeeNumber!,
        name: name!,
        surname: surname!,
        position: 'Maniobrista',
      })),
    )
    .returning();
  [person.angela, person.bruno, person.carla] = people.map((p) => p.id) as [number, number, number];
  const made = await db
    .insert(shifts)
    .values(
      [
        ['Turno A', '07:00', '15:00'],
        ['Turno B', '15:00', '23:00'],
      ].map(([name, startTime, endTime]) => ({
        companyId: tdbId,
        name: name!,
        startTime: startTime!,
        endTime: endTime!,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
      })),
    )
    .returning();
  [shift.a, shift.b] = made.map((s) => s.id) as [number, number];
  const otherId = await companyId('logistica-portuaria-del-pacifico');
  foreignEmployeeId = (
    await db.select().from(employees).where(eq(employees.companyId, otherId))
  )[0]!.id;
  foreignDepartmentId = (
    await db.select().from(departments).where(eq(departments.companyId, otherId))
  )[0]!.id;
});
afterAll(() => t.close());

/** The stored assignments of our three people, by person and start. */
async function storedOf(...ids: number[]) {
  return t.database.db
    .select({
      employeeId: employeeShifts.employeeId,
      shiftId: employeeShifts.shiftId,
      startsOn: employeeShifts.startsOn,
      endsOn: employeeShifts.endsOn,
    })
    .from(employeeShifts)
    .where(inArray(employeeShifts.employeeId, ids))
    .orderBy(asc(employeeShifts.employeeId), asc(employeeShifts.startsOn));
}

const assign = (kind: 'employee' | 'department', shiftId: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `${base}/${kind}-shift/${shiftId}`,
    headers: staff,
    payload,
  });

describe('given company staff assigning shifts to employees', () => {
  it('assigns a shift from a day and answers its current assignments with the people’s names', async () => {
    const response = await assign('employee', shift.a, {
      employee_ids: [person.angela, person.bruno],
      starts_on: day(-10),
    });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('POST', employeeShiftPath, response);
    expect(response.json().data).toEqual([
      {
        employee: { id: person.angela, name: 'Ángela Núñez' },
        shift: { id: shift.a, name: 'Turno A' },
        starts_on: day(-10),
        ends_on: null,
      },
      {
        employee: { id: person.bruno, name: 'Bruno Téllez' },
        shift: { id: shift.a, name: 'Turno A' },
        starts_on: day(-10),
        ends_on: null,
      },
    ]);
  });

  it('a bounded assignment of another shift splits the open one around it; an open one ends it the day before', async () => {
    const bounded = await assign('employee', shift.b, {
      employee_ids: [person.angela],
      starts_on: day(5),
      ends_on: day(9),
    });
    expect(bounded.statusCode).toBe(200);
    const open = await assign('employee', shift.b, {
      employee_ids: [person.bruno],
      starts_on: day(-3),
    });
    expect(open.statusCode).toBe(200);
    expect(await storedOf(person.angela, person.bruno)).toEqual([
      { employeeId: person.angela, shiftId: shift.a, startsOn: day(-10), endsOn: day(4) },
      { employeeId: person.angela, shiftId: shift.b, startsOn: day(5), endsOn: day(9) },
      { employeeId: person.angela, shiftId: shift.a, startsOn: day(10), endsOn: null },
      { employeeId: person.bruno, shiftId: shift.a, startsOn: day(-10), endsOn: day(-4) },
      { employeeId: person.bruno, shiftId: shift.b, startsOn: day(-3), endsOn: null },
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: `${base}/employee-shift/${shift.a}`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', employeeShiftPath, list);
    expect(
      list
        .json()
        .data.map((a: { employee: { id: number }; starts_on: string }) => [
          a.employee.id,
          a.starts_on,
        ]),
    ).toEqual([
      [person.angela, day(-10)],
      [person.angela, day(10)],
    ]);
  });

  it('today’s shifts of an employee: their own over their department’s', async () => {
    const department = await assign('department', shift.a, {
      department_ids: [departmentId],
      starts_on: day(-10),
    });
    expect(department.statusCode).toBe(200);
    assertMatchesContract('POST', departmentShiftPath, department);
    expect(department.json().data).toEqual([
      {
        department: { id: departmentId, name: 'Patio de maniobras' },
        shift: { id: shift.a, name: 'Turno A' },
        starts_on: day(-10),
        ends_on: null,
      },
    ]);
    const shiftsOf = async (id: number) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${base}/employees/${id}/shifts`,
        headers: staff,
      });
      expect(response.statusCode).toBe(200);
      assertMatchesContract('GET', '/clocker-api/v1/employees/{employeeId}/shifts', response);
      return response.json().data.map((s: { name: string }) => s.name);
    };
    expect(await shiftsOf(person.angela)).toEqual(['Turno A', 'Turno B']);
    // Bruno's own open assignment covers every day from today: the department's shift does not apply.
    expect(await shiftsOf(person.bruno)).toEqual(['Turno B']);
    expect(await shiftsOf(person.carla)).toEqual(['Turno A']);
  });

  it('removing ends an assignment that started yesterday and deletes one that has not started', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${base}/employee-shift/${shift.b}`,
      headers: staff,
      payload: { employee_ids: [person.angela, person.bruno] },
    });
    expect(response.statusCode).toBe(204);
    const stored = await storedOf(person.angela, person.bruno);
    expect(stored.filter((a) => a.shiftId === shift.b)).toEqual([
      { employeeId: person.bruno, shiftId: shift.b, startsOn: day(-3), endsOn: day(-1) },
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: `${base}/employee-shift/${shift.b}`,
      headers: staff,
    });
    expect(list.json().data).toEqual([]);
  });

  it('removing a department takes it off from today', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${base}/department-shift/${shift.a}`,
      headers: staff,
      payload: { department_ids: [departmentId] },
    });
    expect(response.statusCode).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(departmentShifts)
      .where(
        and(eq(departmentShifts.departmentId, departmentId), eq(departmentShifts.shiftId, shift.a)),
      );
    expect(row).toMatchObject({ startsOn: day(-10), endsOn: day(-1) });
    const list = await t.app.inject({
      method: 'GET',
      url: `${base}/department-shift/${shift.a}`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', departmentShiftPath, list);
    expect(list.json().data).toEqual([]);
  });

  it('answers 422 naming the field for another company’s people or departments and for an end before the start, writing nothing', async () => {
    const db = t.database.db;
    const before = [
      await db.select().from(employeeShifts),
      await db.select().from(departmentShifts),
    ];
    const cases = [
      [
        'employee',
        { employee_ids: [person.carla, foreignEmployeeId] },
        'employee_ids',
        'Alguno de los empleados no existe o no pertenece a esta empresa.',
      ],
      [
        'department',
        { department_ids: [foreignDepartmentId] },
        'department_ids',
        'Alguno de los departamentos no existe o no pertenece a esta empresa.',
      ],
      [
        'employee',
        { employee_ids: [person.carla], starts_on: day(3), ends_on: day(2) },
        'ends_on',
        'La fecha final debe ser igual o posterior a la inicial.',
      ],
    ] as const;
    for (const [kind, payload, field, message] of cases) {
      const response = await assign(kind, shift.a, payload);
      expect(response.statusCode, field).toBe(422);
      assertMatchesContract(
        'POST',
        kind === 'employee' ? employeeShiftPath : departmentShiftPath,
        response,
      );
      expect(response.json().errors[field]).toEqual([message]);
    }
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `${base}/employee-shift/${shift.a}`,
      headers: staff,
      payload: { employee_ids: [foreignEmployeeId] },
    });
    expect(removal.statusCode).toBe(422);
    assertMatchesContract('DELETE', employeeShiftPath, removal);
    expect([
      await db.select().from(employeeShifts),
      await db.select().from(departmentShifts),
    ]).toEqual(before);
  });
});

describe('given the assignment searches', () => {
  it('finds a person’s assignments by name without accents, current first, and filters by shift', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/search/employee-shifts?company_id=${tdbId}&q=angela nunez`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/clocker-api/v1/search/employee-shifts', response);
    expect(
      response
        .json()
        .data.map((a: { shift: { name: string }; starts_on: string }) => [
          a.shift.name,
          a.starts_on,
        ]),
    ).toEqual([
      ['Turno A', day(10)],
      ['Turno A', day(-10)],
    ]);
    const byShift = await t.app.inject({
      method: 'GET',
      url: `${base}/search/employee-shifts?company_id=${tdbId}&shift_id=${shift.b}&employee_id=${person.bruno}`,
      headers: staff,
    });
    expect(byShift.json()).toMatchObject({
      data: [{ employee: { id: person.bruno }, shift: { name: 'Turno B' }, ends_on: day(-1) }],
      meta: { total: 1 },
    });
  });

  it('finds departments’ assignments by department or shift name', async () => {
    const byDepartment = await t.app.inject({
      method: 'GET',
      url: `${base}/search/department-shifts?company_id=${tdbId}&q=almacen`,
      headers: staff,
    });
    expect(byDepartment.statusCode).toBe(200);
    assertMatchesContract('GET', '/clocker-api/v1/search/department-shifts', byDepartment);
    expect(byDepartment.json().data).toEqual([
      expect.objectContaining({
        department: expect.objectContaining({ name: 'Almacén' }),
        shift: expect.objectContaining({ name: 'Nocturno' }),
      }),
    ]);
    const byShift = await t.app.inject({
      method: 'GET',
      url: `${base}/search/department-shifts?company_id=${tdbId}&q=nocturno`,
      headers: staff,
    });
    expect(
      byShift.json().data.map((a: { department: { name: string } }) => a.department.name),
    ).toEqual(['Almacén']);
    const none = await t.app.inject({
      method: 'GET',
      url: `${base}/search/department-shifts?company_id=${tdbId}&q=${encodeURIComponent('¿?')}`,
      headers: staff,
    });
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });
});
