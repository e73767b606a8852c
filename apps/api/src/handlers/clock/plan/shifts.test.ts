/**
 * Shifts on the generic company record (docs/decisions/0020-clock-in.md):
 * staff create, list (by start time), read, update, search and delete them;
 * the name is unique in the company whatever its case (409), the end differs
 * from the start and the time zone exists (422, nothing written); a shift
 * still assigned is not deleted (409), one whose assignments ended is, and the
 * attendance of its days stays.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendances,
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

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  tdbId = (
    await t.database.db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio'))
  )[0]!.id;
});
afterAll(() => t.close());

const shift = {
  name: 'Mixto sabatino',
  start_time: '08:00',
  end_time: '13:00',
  weekdays: [6, 3],
  color: '#1E88E5',
};
const base = '/clocker-api/v1';
const companyShifts = () => `${base}/companies/${tdbId}/shifts`;

describe('given company staff', () => {
  it('lists the seeded shifts by start time', async () => {
    const list = await t.app.inject({ method: 'GET', url: companyShifts(), headers: staff });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/clocker-api/v1/companies/{companyId}/shifts', list);
    const data = list.json().data as { name: string; start_time: string }[];
    expect(data.map((s) => s.start_time)).toEqual(data.map((s) => s.start_time).sort());
    expect(data.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Matutino', 'Vespertino', 'Nocturno']),
    );
  });

  it('creates a shift with the defaults, weekdays in order, then reads, updates and deletes it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: companyShifts(),
      headers: staff,
      payload: { ...shift, timezone: 'america/mexico_city' },
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/clocker-api/v1/companies/{companyId}/shifts', created);
    const data = created.json().data;
    expect(data).toMatchObject({
      company_id: tdbId,
      name: 'Mixto sabatino',
      weekdays: [3, 6],
      tolerance_minutes: 10,
      timezone: 'America/Mexico_City',
      color: '#1E88E5',
    });
    const url = `${base}/shifts/${data.id}`;
    const read = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(read.statusCode).toBe(200);
    assertMatchesContract('GET', '/clocker-api/v1/shifts/{shiftId}', read);
    expect(read.json().data).toEqual(data);

    const updated = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: {
        ...shift,
        end_time: '07:00',
        start_time: '23:00',
        tolerance_minutes: 5,
        color: null,
      },
    });
    expect(updated.statusCode).toBe(200);
    assertMatchesContract('PUT', '/clocker-api/v1/shifts/{shiftId}', updated);
    expect(updated.json().data).toMatchObject({
      start_time: '23:00',
      end_time: '07:00',
      tolerance_minutes: 5,
      color: null,
    });
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: staff });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: staff })).statusCode).toBe(404);
  });

  it('answers 409 for a name taken in another case and 422 naming the field for equal times or an unknown zone, writing nothing', async () => {
    const before = await t.database.db.select().from(shifts).where(eq(shifts.companyId, tdbId));
    const taken = await t.app.inject({
      method: 'POST',
      url: companyShifts(),
      headers: staff,
      payload: { ...shift, name: 'MATUTINO' },
    });
    expect(taken.statusCode).toBe(409);
    assertMatchesContract('POST', '/clocker-api/v1/companies/{companyId}/shifts', taken);
    expect(taken.json()).toMatchObject({
      message: 'Ya existe un turno con ese nombre en la empresa.',
      code: 'name_taken',
    });
    const cases = [
      [
        { ...shift, end_time: '08:00' },
        'end_time',
        'La hora de salida debe ser distinta de la de entrada.',
      ],
      [
        { ...shift, timezone: 'America/Leon' },
        'timezone',
        'Elige una zona horaria válida (por ejemplo, America/Mexico_City).',
      ],
      [{ ...shift, name: '   ' }, 'name', 'Este campo es obligatorio.'],
    ] as const;
    for (const [payload, field, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: companyShifts(),
        headers: staff,
        payload,
      });
      expect(response.statusCode, field).toBe(422);
      assertMatchesContract('POST', '/clocker-api/v1/companies/{companyId}/shifts', response);
      expect(response.json().errors[field]).toEqual([message]);
    }
    const invalid = await t.app.inject({
      method: 'POST',
      url: companyShifts(),
      headers: staff,
      payload: { ...shift, start_time: '25:00', weekdays: [] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(await t.database.db.select().from(shifts).where(eq(shifts.companyId, tdbId))).toEqual(
      before,
    );
  });

  it('finds shifts by name without accents or case', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/search/shifts?company_id=${tdbId}&q=operacion`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/clocker-api/v1/search/shifts', response);
    expect(response.json().data.map((s: { name: string }) => s.name)).toEqual(['Operación 7 días']);
    expect(response.json().meta).toMatchObject({ current_page: 1, total: 1 });
  });
});

describe('given a shift with assignments', () => {
  it('refuses to delete a shift a department still works (409) and keeps it', async () => {
    const [matutino] = await t.database.db
      .select()
      .from(shifts)
      .where(and(eq(shifts.companyId, tdbId), eq(shifts.name, 'Matutino')));
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${base}/shifts/${matutino!.id}`,
      headers: staff,
    });
    expect(response.statusCode).toBe(409);
    assertMatchesContract('DELETE', '/clocker-api/v1/shifts/{shiftId}', response);
    expect(response.json()).toMatchObject({
      message:
        'Este turno tiene personas o departamentos asignados. Quítalos del turno antes de eliminarlo.',
      code: 'shift_in_use',
    });
    expect(
      await t.database.db.select().from(shifts).where(eq(shifts.id, matutino!.id)),
    ).toHaveLength(1);
  });

  it('deletes a shift whose assignments ended, with them, and the attendance of its days stays without shift', async () => {
    const db = t.database.db;
    const created = await t.app.inject({
      method: 'POST',
      url: companyShifts(),
      headers: staff,
      payload: { ...shift, name: 'Temporada navideña' },
    });
    const shiftId = created.json().data.id as number;
    const [employee] = await db.select().from(employees).where(eq(employees.companyId, tdbId));
    const [department] = await db
      .select()
      .from(departments)
      .where(eq(departments.companyId, tdbId));
    const today = companyToday();
    await db.insert(employeeShifts).values({
      companyId: tdbId,
      employeeId: employee!.id,
      shiftId,
      startsOn: addDays(today, -40),
      endsOn: addDays(today, -30),
    });
    await db.insert(departmentShifts).values({
      companyId: tdbId,
      departmentId: department!.id,
      shiftId,
      startsOn: addDays(today, -40),
      endsOn: addDays(today, -1),
    });
    const checkInAt = new Date(Date.now() - 35 * 86_400_000);
    const [record] = await db
      .insert(attendances)
      .values({
        companyId: tdbId,
        employeeId: employee!.id,
        shiftId,
        date: addDays(today, -35),
        checkInAt,
        checkOutAt: new Date(checkInAt.getTime() + 5 * 3_600_000),
        source: 'app',
      })
      .returning();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${base}/shifts/${shiftId}`,
      headers: staff,
    });
    expect(response.statusCode).toBe(204);
    expect(
      await db.select().from(employeeShifts).where(eq(employeeShifts.shiftId, shiftId)),
    ).toEqual([]);
    expect(
      await db.select().from(departmentShifts).where(eq(departmentShifts.shiftId, shiftId)),
    ).toEqual([]);
    const [kept] = await db.select().from(attendances).where(eq(attendances.id, record!.id));
    expect(kept).toMatchObject({ shiftId: null, date: addDays(today, -35) });
  });
});
