/**
 * Tickets on the generic company-owned record (docs/decisions/0015-company-records.md): paged, filtered,
 * sorted and searched lists; create in `abierto` with a folio; the status life
 * cycle (allowed moves only, `resolved_at`, `next_statuses`); references of
 * the same company only; delete.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, tickets, units } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let staff: { authorization: string };
let tdbId: number;
let unitId: number;
const json = (r: { json: () => unknown }) => r.json() as { data: Record<string, unknown> };

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  const db = t.database.db;
  tdbId = (await db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio')))[0]!
    .id;
  unitId = (await db.select().from(units).where(eq(units.companyId, tdbId)))[0]!.id;
});
afterAll(() => t.close());

const ticket = (overrides: Record<string, unknown> = {}) => ({
  company_id: tdbId,
  subject: 'Frenos con ruido en la unidad',
  description: 'El operador reporta rechinido al frenar en bajada.',
  category: 'mecanica',
  priority: 'alta',
  unit_id: unitId,
  ...overrides,
});

describe('given company staff', () => {
  it('lists the seeded tickets newest first, 5 a page, filtered by status and sorted by priority', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${tdbId}/tickets?per_page=5&page=2`,
      headers: staff,
    });
    expect(page.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/companies/{companyId}/tickets', page);
    const { data, meta } = page.json();
    expect(data).toHaveLength(5);
    expect(meta).toMatchObject({ current_page: 2, per_page: 5, total: 14, last_page: 3 });
    const created = data.map((d: { created_at: string }) => d.created_at);
    expect(created).toEqual([...created].sort().reverse());

    const open = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${tdbId}/tickets?status=abierto&sort=-priority`,
      headers: staff,
    });
    const rows = open.json().data as { status: string; priority: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'abierto')).toBe(true);
    const rank = ['baja', 'media', 'alta', 'urgente'];
    const ranks = rows.map((r) => rank.indexOf(r.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('creates a ticket open with its folio, then moves it only along the life cycle', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tickets',
      headers: staff,
      payload: ticket(),
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/tickets', created);
    const data = json(created).data;
    expect(data).toMatchObject({
      status: 'abierto',
      next_statuses: ['en_proceso', 'en_espera', 'resuelto', 'cancelado'],
      unit: { id: unitId },
      resolved_at: null,
    });
    expect(data.folio).toBe(
      `TK-${new Date().getUTCFullYear()}-${String(data.id).padStart(6, '0')}`,
    );
    const url = `/api/v1/tickets/${data.id}`;
    const move = (status: string) =>
      t.app.inject({ method: 'PUT', url, headers: staff, payload: ticket({ status }) });

    const skip = await move('cerrado');
    expect(skip.statusCode).toBe(422);
    expect(skip.json().errors.status[0]).toBe('Un ticket abierto no puede pasar a cerrado.');
    expect((await move('en_proceso')).json().data.status).toBe('en_proceso');
    const resolved = await move('resuelto');
    expect(resolved.json().data).toMatchObject({
      status: 'resuelto',
      next_statuses: ['cerrado', 'en_proceso'],
    });
    expect(resolved.json().data.resolved_at).not.toBeNull();
    const closed = await move('cerrado');
    expect(closed.json().data).toMatchObject({ status: 'cerrado', next_statuses: [] });
    expect((await move('en_proceso')).statusCode).toBe(422);
    const [stored] = await t.database.db
      .select()
      .from(tickets)
      .where(eq(tickets.id, data.id as number));
    expect(stored!.status).toBe('cerrado');

    expect((await t.app.inject({ method: 'DELETE', url, headers: staff })).statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Este ticket no existe.');
  });

  it('refuses a ticket created in another status, or naming a unit that does not exist, with field errors', async () => {
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tickets',
      headers: staff,
      payload: ticket({ status: 'cerrado' }),
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors).toHaveProperty('status');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tickets',
      headers: staff,
      payload: ticket({ unit_id: 2_000_000_000 }),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.unit_id).toEqual(['No existe o no pertenece a esta empresa.']);
  });

  it('finds tickets by words of their subject, accents and case aside', async () => {
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${tdbId}/tickets?q=PONCHADURA`,
      headers: staff,
    });
    const subjects = found.json().data.map((d: { subject: string }) => d.subject);
    expect(subjects.length).toBeGreaterThan(0);
    expect(subjects.every((s: string) => /ponchadura/i.test(s))).toBe(true);
  });
});
