/**
 * Container calls (docs/decisions/0023-container-tracking.md): staff
 * schedule, list (by week in Mexico City time, per container), reschedule,
 * attend and delete terminal appointments; a second call of the container at
 * the same time is 409 on `scheduled_at`; another company's container or
 * terminal is refused; another company's staff cannot see or touch them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, containerCalls, containers, terminals } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let staff: { authorization: string };
let other: { authorization: string };
let companyId: number;
let containerId: number;
let terminalId: number;
let foreignContainerId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  other = await signIn(t.app, 'otra-empresa@jornada.test');
  const db = t.database.db;
  const all = await db.select().from(companies);
  const company = all.find((c) => c.slug === 'transportes-del-bajio')!;
  companyId = company.id;
  terminalId = (await db.select().from(terminals).where(eq(terminals.companyId, companyId)))[0]!.id;
  const [row] = await db
    .insert(containers)
    .values({ companyId, number: 'CSQU3054383', type: 'dry', size: 20, status: 'en_terminal' })
    .returning();
  containerId = row!.id;
  const [foreign] = await db
    .insert(containers)
    .values({
      companyId: all.find((c) => c.id !== companyId)!.id,
      number: 'BICU1234565',
      type: 'dry',
      size: 20,
    })
    .returning();
  foreignContainerId = foreign!.id;
});
afterAll(() => t.close());

const call = () => ({
  container_id: containerId,
  terminal_id: terminalId,
  type: 'recoleccion',
  status: 'confirmada',
  scheduled_at: '2026-03-06T15:00:00Z',
  reference: 'CITA-884120',
});

describe('container calls', () => {
  it('schedules a call, finds it in its week and under its container, attends it and deletes it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/container-calls',
      headers: staff,
      payload: call(),
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/container-calls', created);
    const data = created.json().data;
    expect(data).toMatchObject({
      container: { id: containerId, number: 'CSQU3054383' },
      terminal: { id: terminalId },
      status: 'confirmada',
      attended_at: null,
    });

    // 15:00 UTC on 6 March is 09:00 in Mexico City: inside that week, outside the next.
    const week = await t.app.inject({
      method: 'GET',
      url: `/api/v1/container-calls?company_id=${companyId}&from=2026-03-02&to=2026-03-08`,
      headers: staff,
    });
    expect(week.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/container-calls', week);
    expect(week.json().data.map((c: { id: number }) => c.id)).toContain(data.id);
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/v1/container-calls?company_id=${companyId}&from=2026-03-09&to=2026-03-15`,
      headers: staff,
    });
    expect(next.json().data.map((c: { id: number }) => c.id)).not.toContain(data.id);

    const ofContainer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/containers/${containerId}/container-calls`,
      headers: staff,
    });
    expect(ofContainer.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/containers/{containerId}/container-calls', ofContainer);
    expect(ofContainer.json().data.map((c: { id: number }) => c.id)).toEqual([data.id]);

    const url = `/api/v1/container-calls/${data.id}`;
    const attended = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { ...call(), status: 'atendida' },
    });
    expect(attended.statusCode).toBe(200);
    expect(attended.json().data.attended_at).not.toBeNull();

    expect((await t.app.inject({ method: 'DELETE', url, headers: staff })).statusCode).toBe(204);
    expect(
      await t.database.db.select().from(containerCalls).where(eq(containerCalls.id, data.id)),
    ).toEqual([]);
  });

  it('answers 409 on scheduled_at for a second call of the container at the same time', async () => {
    const payload = { ...call(), scheduled_at: '2026-03-10T16:00:00Z' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/container-calls',
      headers: staff,
      payload,
    });
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/container-calls',
      headers: staff,
      payload,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors.scheduled_at).toEqual([
      'Este contenedor ya tiene una cita a esa hora.',
    ]);
  });

  it('refuses another company’s container (422 on the field, as a missing one) and its own staff on our calls (404)', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/container-calls',
      headers: staff,
      payload: { ...call(), container_id: foreignContainerId },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      container_id: ['No existe o no pertenece a tu empresa.'],
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/container-calls',
      headers: staff,
      payload: { ...call(), scheduled_at: '2026-03-11T16:00:00Z' },
    });
    const url = `/api/v1/container-calls/${created.json().data.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: other })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: other, payload: call() })).statusCode,
    ).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/container-calls?company_id=${companyId}`,
      headers: other,
    });
    expect(list.statusCode).toBe(403);
  });
});
