/**
 * Recesses on the generic company record (docs/decisions/0020-clock-in.md):
 * a recess lies inside its shift's window — through midnight in
 * a night shift — and a company-wide one does not cross midnight; the shift
 * is the company's; the duration comes from the times; lists are by start.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, recesses, shifts } from '../../../db/schema.ts';
import { assertMatchesContract } from '../../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let staff: { authorization: string };
let tdbId: number;
let nightId: number;
let morningId: number;
let foreignShiftId: number;

const base = '/clocker-api/v1';
const companyRecesses = () => `${base}/companies/${tdbId}/recesses`;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  const db = t.database.db;
  const companyId = async (slug: string) =>
    (await db.select().from(companies).where(eq(companies.slug, slug)))[0]!.id;
  tdbId = await companyId('transportes-del-bajio');
  const shiftOf = async (name: string) =>
    (
      await db
        .select()
        .from(shifts)
        .where(and(eq(shifts.companyId, tdbId), eq(shifts.name, name)))
    )[0]!.id;
  nightId = await shiftOf('Nocturno');
  morningId = await shiftOf('Matutino');
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

describe('given company staff', () => {
  it('lists the seeded recesses by start time with their durations', async () => {
    const list = await t.app.inject({ method: 'GET', url: companyRecesses(), headers: staff });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/clocker-api/v1/companies/{companyId}/recesses', list);
    const data = list.json().data as {
      start_time: string;
      name: string;
      duration_minutes: number;
    }[];
    expect(data.map((r) => r.start_time)).toEqual(data.map((r) => r.start_time).sort());
    expect(data.find((r) => r.start_time === '13:00')).toMatchObject({
      name: 'Comida',
      duration_minutes: 60,
    });
  });

  it('creates a recess after midnight inside the night shift, then reads, updates and deletes it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: companyRecesses(),
      headers: staff,
      payload: { shift_id: nightId, name: 'Café', start_time: '23:50', end_time: '00:10' },
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/clocker-api/v1/companies/{companyId}/recesses', created);
    const data = created.json().data;
    expect(data).toMatchObject({
      shift_id: nightId,
      company_id: tdbId,
      duration_minutes: 20,
      paid: false,
    });
    const url = `${base}/recesses/${data.id}`;
    const read = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(read.statusCode).toBe(200);
    assertMatchesContract('GET', '/clocker-api/v1/recesses/{recessId}', read);
    const updated = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: {
        shift_id: nightId,
        name: 'Café',
        start_time: '04:00',
        end_time: '04:15',
        paid: true,
      },
    });
    expect(updated.statusCode).toBe(200);
    assertMatchesContract('PUT', '/clocker-api/v1/recesses/{recessId}', updated);
    expect(updated.json().data).toMatchObject({
      start_time: '04:00',
      duration_minutes: 15,
      paid: true,
    });
    expect((await t.app.inject({ method: 'DELETE', url, headers: staff })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: staff })).statusCode).toBe(404);
  });

  it('creates a company-wide recess (no shift)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: companyRecesses(),
      headers: staff,
      payload: { shift_id: null, name: 'Pausa activa', start_time: '12:00', end_time: '12:10' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ shift_id: null, duration_minutes: 10 });
  });

  it('answers 422 naming the field for a recess outside its shift, crossing midnight company-wide, equal times or another company’s shift, writing nothing', async () => {
    const before = await t.database.db.select().from(recesses);
    const cases = [
      [
        { shift_id: nightId, start_time: '21:00', end_time: '21:30' },
        'start_time',
        'El receso debe quedar dentro del horario del turno (22:00 a 06:00).',
      ],
      [
        { shift_id: morningId, start_time: '13:45', end_time: '14:15' },
        'end_time',
        'El receso debe quedar dentro del horario del turno (06:00 a 14:00).',
      ],
      [
        { shift_id: null, start_time: '23:30', end_time: '00:30' },
        'end_time',
        'Un receso de toda la empresa no puede pasar de la medianoche.',
      ],
      [
        { shift_id: morningId, start_time: '10:00', end_time: '10:00' },
        'end_time',
        'La hora de fin debe ser distinta de la de inicio.',
      ],
      [
        { shift_id: foreignShiftId, start_time: '10:00', end_time: '10:30' },
        'shift_id',
        'El turno no existe o no pertenece a esta empresa.',
      ],
    ] as const;
    for (const [fields, field, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: companyRecesses(),
        headers: staff,
        payload: { name: 'Receso', ...fields },
      });
      expect(response.statusCode, field).toBe(422);
      assertMatchesContract('POST', '/clocker-api/v1/companies/{companyId}/recesses', response);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect(await t.database.db.select().from(recesses)).toEqual(before);
  });

  it('finds recesses by name without accents or case', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/search/recesses?company_id=${tdbId}&q=CENA`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/clocker-api/v1/search/recesses', response);
    const data = response.json().data as { name: string; start_time: string }[];
    expect(data.map((r) => [r.name, r.start_time])).toEqual([
      ['Cena', '02:00'],
      ['Cena', '18:00'],
    ]);
  });
});
