/**
 * Service orders on the generic company-owned record: created
 * `abierta` with an `OS-` folio, moved only along the life cycle
 * (`next_statuses`, `completed_at`), referencing a unit and an assignee of the
 * same company only, listed, filtered, sorted and searched, and deleted.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, employees, serviceOrders, units } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let staff: { authorization: string };
let otherStaff: { authorization: string };
let tdbId: number;
let unitIds: number[];
let employeeId: number;
let foreignUnitId: number;
let foreignEmployeeId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  otherStaff = await signIn(t.app, 'otra-empresa@jornada.test');
  const db = t.database.db;
  const companyBySlug = async (slug: string) =>
    (await db.select().from(companies).where(eq(companies.slug, slug)))[0]!.id;
  tdbId = await companyBySlug('transportes-del-bajio');
  const otherId = await companyBySlug('logistica-portuaria-del-pacifico');
  unitIds = (await db.select().from(units).where(eq(units.companyId, tdbId))).map((u) => u.id);
  employeeId = (await db.select().from(employees).where(eq(employees.companyId, tdbId)))[0]!.id;
  foreignUnitId = (await db.select().from(units).where(eq(units.companyId, otherId)))[0]!.id;
  foreignEmployeeId = (
    await db.select().from(employees).where(eq(employees.companyId, otherId))
  )[0]!.id;
});
afterAll(() => t.close());

const order = (overrides: Record<string, unknown> = {}) => ({
  company_id: tdbId,
  unit_id: unitIds[0],
  assigned_to_employee_id: employeeId,
  type: 'preventivo',
  description: 'Servicio de 40,000 km, cambio de aceite y filtros.',
  provider: 'Taller Diésel León',
  odometer_km: 40125,
  cost: 850000,
  ...overrides,
});

const create = (payload: Record<string, unknown>, headers = staff) =>
  t.app.inject({ method: 'POST', url: '/api/v1/service-orders', headers, payload });

describe('given company staff', () => {
  it('creates an order open with its OS- folio, unit, assignee and cost in cents of MXN', async () => {
    const created = await create(order());
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/service-orders', created);
    const data = created.json().data;
    expect(data).toMatchObject({
      company_id: tdbId,
      status: 'abierta',
      next_statuses: ['programada', 'cancelada'],
      unit: { id: unitIds[0] },
      assigned_to: { id: employeeId },
      type: 'preventivo',
      provider: 'Taller Diésel León',
      odometer_km: 40125,
      cost: 850000,
      currency: 'MXN',
      completed_at: null,
    });
    expect(data.assigned_to.name).toMatch(/\S+ \S+/);
    expect(data.unit.plate).not.toBe('');
    expect(data.folio).toBe(
      `OS-${new Date().getUTCFullYear()}-${String(data.id).padStart(4, '0')}`,
    );
    const [stored] = await t.database.db
      .select()
      .from(serviceOrders)
      .where(eq(serviceOrders.id, data.id));
    expect(stored).toMatchObject({ folio: data.folio, cost: 850000, companyId: tdbId });

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/service-orders/${data.id}`,
      headers: staff,
    });
    expect(read.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/service-orders/{serviceOrderId}', read);
    expect(read.json().data).toEqual(data);
  });

  it('moves an order only along the life cycle, stamping completed_at when it is completed', async () => {
    const id = (await create(order())).json().data.id;
    const url = `/api/v1/service-orders/${id}`;
    const move = (status: string, extra: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'PUT', url, headers: staff, payload: order({ status, ...extra }) });

    const skip = await move('completada');
    expect(skip.statusCode).toBe(422);
    assertMatchesContract('PUT', '/api/v1/service-orders/{serviceOrderId}', skip);
    expect(skip.json().errors.status).toEqual([
      'Una orden de servicio abierta no puede pasar a completada.',
    ]);
    const undated = await move('programada', { scheduled_at: null });
    expect(undated.statusCode).toBe(422);
    expect(undated.json().errors.scheduled_at).toEqual([
      'Indica la fecha en que se hará el servicio.',
    ]);

    const scheduled = await move('programada', { scheduled_at: '2026-03-10T14:00:00Z' });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().data).toMatchObject({
      status: 'programada',
      next_statuses: ['en_proceso', 'cancelada'],
      scheduled_at: '2026-03-10T14:00:00.000Z',
    });
    const working = await move('en_proceso', { scheduled_at: '2026-03-10T14:00:00Z' });
    expect(working.json().data.next_statuses).toEqual(['completada', 'cancelada']);
    const done = await move('completada', { scheduled_at: '2026-03-10T14:00:00Z', cost: 910000 });
    expect(done.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/service-orders/{serviceOrderId}', done);
    const completed = done.json().data;
    expect(completed).toMatchObject({ status: 'completada', next_statuses: [], cost: 910000 });
    expect(Date.now() - Date.parse(completed.completed_at)).toBeLessThan(60_000);

    // Editing a completed order keeps its completion time; leaving it is refused.
    const edited = await move('completada', { scheduled_at: '2026-03-10T14:00:00Z', cost: 1 });
    expect(edited.json().data.completed_at).toBe(completed.completed_at);
    const reopened = await move('en_proceso', { scheduled_at: '2026-03-10T14:00:00Z' });
    expect(reopened.statusCode).toBe(422);
    expect(reopened.json().errors.status).toEqual([
      'Una orden de servicio completada no puede pasar a en proceso.',
    ]);
    const [stored] = await t.database.db
      .select()
      .from(serviceOrders)
      .where(eq(serviceOrders.id, id));
    expect(stored).toMatchObject({ status: 'completada', cost: 1 });
  });

  it('cancels an open order, and a cancelled order is final', async () => {
    const id = (await create(order())).json().data.id;
    const url = `/api/v1/service-orders/${id}`;
    const cancelled = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: order({ status: 'cancelada' }),
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelada', next_statuses: [] });
    const again = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: order({ status: 'abierta' }),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.status).toEqual([
      'Una orden de servicio cancelada no puede pasar a abierta.',
    ]);
  });

  it('refuses malformed orders with Spanish field errors and writes nothing', async () => {
    const before = await t.database.db.select().from(serviceOrders);
    const malformed = await create(order({ description: '', cost: -5, type: 'pintura' }));
    expect(malformed.statusCode).toBe(400);
    assertMatchesContract('POST', '/api/v1/service-orders', malformed);
    expect(Object.keys(malformed.json().errors)).toEqual(
      expect.arrayContaining(['description', 'cost', 'type']),
    );
    expect(malformed.json().errors.cost[0]).toMatch(/debe ser >= 0/);

    const blank = await create(order({ description: '   ' }));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.description).toEqual(['Este campo es obligatorio.']);

    const closed = await create(order({ status: 'completada' }));
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.status).toEqual(['Una orden de servicio nueva empieza abierta.']);

    const foreign = await create(
      order({ unit_id: foreignUnitId, assigned_to_employee_id: foreignEmployeeId }),
    );
    expect(foreign.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/service-orders', foreign);
    expect(foreign.json().errors).toEqual({
      unit_id: ['No existe o no pertenece a esta empresa.'],
      assigned_to_employee_id: ['No existe o no pertenece a esta empresa.'],
    });
    const missing = await create(order({ unit_id: 2_000_000_000 }));
    expect(missing.json().errors.unit_id).toEqual(['No existe o no pertenece a esta empresa.']);

    expect(await t.database.db.select().from(serviceOrders)).toEqual(before);
  });

  it('refuses moving an order to another company', async () => {
    const id = (await create(order())).json().data.id;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/service-orders/${id}`,
      headers: staff,
      payload: order({ company_id: 2_000_000_000 }),
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.company_id).toEqual(['No existe o no pertenece a esta empresa.']);
    const [stored] = await t.database.db
      .select()
      .from(serviceOrders)
      .where(eq(serviceOrders.id, id));
    expect(stored!.companyId).toBe(tdbId);
  });

  it('lists, filters, sorts and searches the company orders', async () => {
    const washing = (
      await create(
        order({
          unit_id: unitIds[1],
          type: 'lavado',
          description: 'Lavado completo de carrocería e interiores.',
          provider: 'Autolavado Panorama',
        }),
      )
    ).json().data;
    const base = `/api/v1/companies/${tdbId}/service-orders`;
    const list = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${base}?${query}`,
        headers: staff,
      });
      expect(response.statusCode).toBe(200);
      assertMatchesContract('GET', '/api/v1/companies/{companyId}/service-orders', response);
      return response.json() as {
        data: { id: number; folio: string; type: string }[];
        meta: { total: number };
      };
    };
    const all = await list('per_page=50');
    expect(all.data[0]!.id).toBe(washing.id);
    expect(all.meta.total).toBeGreaterThanOrEqual(5);

    // The demo data holds orders too: each filter keeps only matching orders, this one among them.
    const byType = await list('type=lavado&per_page=50');
    expect(byType.data.map((o) => o.id)).toContain(washing.id);
    expect(byType.data.every((o) => o.type === 'lavado')).toBe(true);
    const byUnit = await list(`unit_id=${unitIds[1]}&per_page=50`);
    expect(byUnit.data.map((o) => o.id)).toContain(washing.id);
    expect(
      byUnit.data.every((o) => (o as unknown as { unit: { id: number } }).unit.id === unitIds[1]),
    ).toBe(true);
    const cancelled = await list('status=cancelada');
    expect(cancelled.data.length).toBeGreaterThan(0);
    expect(
      cancelled.data.every((o) => (o as unknown as { status: string }).status === 'cancelada'),
    ).toBe(true);
    const folios = (await list('sort=folio&per_page=50')).data.map((o) => o.folio);
    expect(folios).toEqual([...folios].sort());

    const found = await list('q=autolavado');
    expect(found.data.map((o) => o.id)).toEqual([washing.id]);
    const searched = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/service-orders?q=${encodeURIComponent('carrocería')}&company_id=${tdbId}`,
      headers: staff,
    });
    expect(searched.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/search/service-orders', searched);
    expect(searched.json().data.map((o: { id: number }) => o.id)).toEqual([washing.id]);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/service-orders',
      headers: staff,
    });
    expect(mine.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/service-orders', mine);
    expect(mine.json().data.every((o: { company_id: number }) => o.company_id === tdbId)).toBe(
      true,
    );
    expect(mine.json().meta.total).toBe(all.meta.total);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/service-orders',
      headers: otherStaff,
    });
    expect(theirs.json().data).toEqual([]);
  });

  it('deletes an order; then it does not exist', async () => {
    const id = (await create(order())).json().data.id;
    const url = `/api/v1/service-orders/${id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: staff })).statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Esta orden de servicio no existe.');
  });
});

describe("given another company's staff", () => {
  it('cannot read an order of Transportes del Bajío (404, as if it did not exist)', async () => {
    const id = (await create(order())).json().data.id;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/service-orders/${id}`,
      headers: otherStaff,
    });
    expect(response.statusCode).toBe(404);
  });
});
