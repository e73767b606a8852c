/**
 * Terminals on the generic company-owned record (docs/decisions/0015-company-records.md): list, create,
 * read, update, delete; the code is unique per company (409 with the field);
 * coordinates go together and a terminal closes after it opens.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, containerCalls, containers, terminals } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

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

const terminal = {
  name: 'Patio Querétaro',
  code: 'qro-01',
  type: 'patio',
  address: 'Carretera 57 km 12, Querétaro, Qro.',
  latitude: 20.5888,
  longitude: -100.3899,
  opening_time: '07:00',
  closing_time: '21:00',
};

describe('given company staff', () => {
  it('lists the seeded terminals by name and creates, reads, updates and deletes one', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${tdbId}/terminals`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/companies/{companyId}/terminals', list);
    const names = list.json().data.map((d: { name: string }) => d.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'es')));
    expect(names).toContain('Terminal Manzanillo');

    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${tdbId}/terminals`,
      headers: staff,
      payload: terminal,
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/terminals', created);
    const data = created.json().data;
    expect(data).toMatchObject({
      code: 'QRO-01',
      location: { latitude: 20.5888, longitude: -100.3899 },
      active: true,
    });
    const url = `/api/v1/terminals/${data.id}`;
    const updated = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { ...terminal, active: false, latitude: null, longitude: null },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ active: false, location: null });
    const [row] = await t.database.db.select().from(terminals).where(eq(terminals.id, data.id));
    expect(row!.active).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url, headers: staff })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url, headers: staff })).statusCode).toBe(404);
  });

  it('answers 409 with the contract error body for a taken code, on create and update, writing nothing', async () => {
    const before = await t.database.db
      .select()
      .from(terminals)
      .where(eq(terminals.companyId, tdbId));
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${tdbId}/terminals`,
      headers: staff,
      payload: { ...terminal, code: 'mzo-01' },
    });
    expect(created.statusCode).toBe(409);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/terminals', created);
    expect(created.json()).toMatchObject({
      message: 'Ya existe una terminal con esa clave en la empresa.',
      code: 'code_taken',
      errors: { code: ['Ya existe una terminal con esa clave en la empresa.'] },
    });
    const other = before.find((row) => row.code !== 'MZO-01')!;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/terminals/${other.id}`,
      headers: staff,
      payload: { ...terminal, code: 'MZO-01' },
    });
    expect(updated.statusCode).toBe(409);
    expect(updated.json().code).toBe('code_taken');
    const after = await t.database.db
      .select()
      .from(terminals)
      .where(eq(terminals.companyId, tdbId));
    expect(after).toEqual(before);
  });

  it('answers 422 naming the field for half coordinates and hours out of order, writing nothing', async () => {
    const before = await t.database.db
      .select()
      .from(terminals)
      .where(eq(terminals.companyId, tdbId));
    const cases = [
      [{ ...terminal, longitude: null }, 'longitude', 'Indica latitud y longitud juntas.'],
      [
        { ...terminal, closing_time: '06:00' },
        'closing_time',
        'La hora de cierre debe ser posterior a la de apertura.',
      ],
    ] as const;
    for (const [payload, field, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/companies/${tdbId}/terminals`,
        headers: staff,
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    const after = await t.database.db
      .select()
      .from(terminals)
      .where(eq(terminals.companyId, tdbId));
    expect(after).toEqual(before);
  });

  it('refuses to delete a terminal that a container call still names: 409, not 500, and it stays', async () => {
    const db = t.database.db;
    const [place] = await db
      .insert(terminals)
      .values({
        companyId: tdbId,
        name: 'Patio de citas',
        code: 'cit-01',
        type: 'patio',
        address: 'Av. del Puerto 1, Manzanillo, Col.',
      })
      .returning();
    const [box] = await db
      .insert(containers)
      .values({
        companyId: tdbId,
        number: 'HLXU8076810',
        type: 'dry',
        size: 40,
        status: 'en_patio',
      })
      .returning();
    await db.insert(containerCalls).values({
      companyId: tdbId,
      containerId: box!.id,
      terminalId: place!.id,
      type: 'entrega',
      scheduledAt: new Date('2026-12-01T16:00:00Z'),
    });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/terminals/${place!.id}`,
      headers: staff,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('in_use');
    expect(await db.select().from(terminals).where(eq(terminals.id, place!.id))).toHaveLength(1);
  });
});
