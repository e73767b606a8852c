/**
 * Schedules on the generic company record (docs/decisions/0020-clock-in.md):
 * a weekday appears once, its shift is the company's, the
 * validity ends after it starts; `weekly_hours` adds each working day's shift
 * less its unpaid recesses; current schedules are listed first.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, schedules, shifts } from '../../../db/schema.ts';
import { assertMatchesContract } from '../../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../../test/harness.ts';
import { addDays } from '../time.ts';
import { companyToday } from './shifts.ts';

let t: TestApp;
let staff: { authorization: string };
let tdbId: number;
const shiftIds: Record<string, number> = {};
let foreignShiftId: number;

const base = '/clocker-api/v1';
const companySchedules = () => `${base}/companies/${tdbId}/schedules`;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  const db = t.database.db;
  const companyId = async (slug: string) =>
    (await db.select().from(companies).where(eq(companies.slug, slug)))[0]!.id;
  tdbId = await companyId('transportes-del-bajio');
  for (const row of await db.select().from(shifts).where(eq(shifts.companyId, tdbId)))
    shiftIds[row.name] = row.id;
  const [foreign] = await db
    .insert(shifts)
    .values({
      companyId: await companyId('logistica-portuaria-del-pacifico'),
      name: 'Turno portuario',
      startTime: '07:00',
      endTime: '15:00',
      weekdays: [1, 2, 3, 4, 5],
    })
    .returning();
  foreignShiftId = foreign!.id;
});
afterAll(() => t.close());

const week = (shift: number, days: number[]) =>
  days.map((weekday) => ({ weekday, shift_id: shift }));

describe('given company staff', () => {
  it('lists the seeded schedules with their weekly hours (office: 9 h less a 1 h unpaid lunch, five days)', async () => {
    const list = await t.app.inject({ method: 'GET', url: companySchedules(), headers: staff });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/clocker-api/v1/companies/{companyId}/schedules', list);
    const byName = Object.fromEntries(
      (list.json().data as { name: string; weekly_hours: number }[]).map((s) => [s.name, s]),
    );
    expect(byName['Administrativo L-V']!.weekly_hours).toBe(40);
    // Matutino: 8 h a day, its 15-minute break is paid, six days.
    expect(byName['Operación matutina L-S']!.weekly_hours).toBe(48);
  });

  it('creates a schedule with days in weekday order, then reads, updates and deletes it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: companySchedules(),
      headers: staff,
      payload: {
        name: 'Rol nocturno',
        valid_from: '2026-01-05',
        valid_until: '2026-06-30',
        days: [...week(shiftIds['Nocturno']!, [3, 1, 2]), { weekday: 7, shift_id: null }],
      },
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/clocker-api/v1/companies/{companyId}/schedules', created);
    const data = created.json().data;
    expect(data.days.map((d: { weekday: number }) => d.weekday)).toEqual([1, 2, 3, 7]);
    // 8 h less the 30-minute unpaid supper, three nights.
    expect(data.weekly_hours).toBe(22.5);
    const url = `${base}/schedules/${data.id}`;
    const read = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(read.statusCode).toBe(200);
    assertMatchesContract('GET', '/clocker-api/v1/schedules/{scheduleId}', read);
    const updated = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: {
        name: 'Rol vespertino',
        valid_from: '2026-01-05',
        days: week(shiftIds['Vespertino']!, [1, 2, 3, 4, 5, 6]),
      },
    });
    expect(updated.statusCode).toBe(200);
    assertMatchesContract('PUT', '/clocker-api/v1/schedules/{scheduleId}', updated);
    expect(updated.json().data).toMatchObject({ valid_until: null, weekly_hours: 45 });
    expect((await t.app.inject({ method: 'DELETE', url, headers: staff })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: staff })).statusCode).toBe(404);
  });

  it('answers 422 naming the field for a repeated weekday, another company’s shift or a validity that ends first, writing nothing', async () => {
    const before = await t.database.db.select().from(schedules);
    const response = await t.app.inject({
      method: 'POST',
      url: companySchedules(),
      headers: staff,
      payload: {
        name: 'Rol inválido',
        valid_from: '2026-03-01',
        valid_until: '2026-02-01',
        days: [
          { weekday: 1, shift_id: shiftIds['Matutino'] },
          { weekday: 1, shift_id: shiftIds['Vespertino'] },
          { weekday: 2, shift_id: foreignShiftId },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    assertMatchesContract('POST', '/clocker-api/v1/companies/{companyId}/schedules', response);
    expect(response.json().errors).toEqual({
      valid_until: ['La vigencia final debe ser igual o posterior a la inicial.'],
      'days.1.weekday': ['Este día de la semana ya está en el horario.'],
      'days.2.shift_id': ['El turno no existe o no pertenece a esta empresa.'],
    });
    expect(await t.database.db.select().from(schedules)).toEqual(before);
  });

  it('lists the current schedules before future and past ones', async () => {
    const today = companyToday();
    const db = t.database.db;
    await db.insert(schedules).values([
      { companyId: tdbId, name: 'Rol pasado', validFrom: '2024-01-01', validUntil: '2024-12-31' },
      { companyId: tdbId, name: 'Rol futuro', validFrom: addDays(today, 30) },
    ]);
    const list = await t.app.inject({ method: 'GET', url: companySchedules(), headers: staff });
    const names = list.json().data.map((s: { name: string }) => s.name);
    expect(names.indexOf('Rol futuro')).toBeGreaterThan(names.indexOf('Administrativo L-V'));
    expect(names.at(-1)).toBe('Rol pasado');
  });

  it('finds schedules by name without accents or case', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/search/schedules?company_id=${tdbId}&q=operacion matutina`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/clocker-api/v1/search/schedules', response);
    expect(response.json().data.map((s: { name: string }) => s.name)).toEqual([
      'Operación matutina L-S',
    ]);
  });
});
