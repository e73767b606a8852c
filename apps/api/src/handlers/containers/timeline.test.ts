/**
 * A container's history and locations (docs/decisions/0023-container-tracking.md):
 * events are listed newest first and the newest moves the
 * container (gate-in → in the terminal with `arrived_at`, gate-out → on the
 * road with `departed_at`); positions are paged newest first (page 1 when
 * none is sent) and the newest becomes the container's location; bad input
 * answers 422 on the field; another company cannot read or write either.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, containerHistory, containers, terminals } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let staff: { authorization: string };
let other: { authorization: string };
let containerId: number;
let terminal: typeof terminals.$inferSelect;
let foreignTerminalId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  other = await signIn(t.app, 'otra-empresa@jornada.test');
  const db = t.database.db;
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.slug, 'transportes-del-bajio'));
  terminal = (await db.select().from(terminals).where(eq(terminals.companyId, company!.id)))[0]!;
  const [otherCompany] = await db
    .select()
    .from(companies)
    .where(eq(companies.slug, 'transportes-del-bajio'));
  const [foreign] = await db
    .insert(terminals)
    .values({
      companyId: (await db.select().from(companies)).find((c) => c.id !== otherCompany!.id)!.id,
      name: 'Terminal ajena',
      code: 'AJENA-1',
      type: 'portuaria',
      address: 'Lázaro Cárdenas, Mich.',
    })
    .returning();
  foreignTerminalId = foreign!.id;
  const [row] = await db
    .insert(containers)
    .values({
      companyId: company!.id,
      number: 'CSQU3054383',
      type: 'dry',
      size: 40,
      status: 'en_transito',
    })
    .returning();
  containerId = row!.id;
});
afterAll(() => t.close());

const event = (payload: object, headers = staff) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/containers/${containerId}/history`,
    headers,
    payload,
  });
const locate = (payload: object, headers = staff) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/containers/${containerId}/locations`,
    headers,
    payload,
  });

describe('a container’s history', () => {
  it('records a gate-in and a gate-out that move the container, and lists them newest first', async () => {
    const gateIn = await event({
      event: 'gate_in',
      terminal_id: terminal.id,
      description: 'Ingresa lleno con sello CN4471230.',
      occurred_at: '2026-03-04T19:00:00Z',
    });
    expect(gateIn.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/containers/{containerId}/history', gateIn);
    expect(gateIn.json().data).toMatchObject({
      event: 'gate_in',
      terminal: { id: terminal.id, code: terminal.code },
      recorded_by: { name: expect.any(String) },
    });
    let [row] = await t.database.db.select().from(containers).where(eq(containers.id, containerId));
    expect(row!.status).toBe(terminal.type === 'patio' ? 'en_patio' : 'en_terminal');
    expect(row!.arrivedAt?.toISOString()).toBe('2026-03-04T19:00:00.000Z');
    expect(row!.terminalId).toBe(terminal.id);

    // An older event is recorded but moves nothing.
    expect((await event({ event: 'nota', occurred_at: '2026-03-01T10:00:00Z' })).statusCode).toBe(
      201,
    );
    expect(
      (await event({ event: 'gate_out', occurred_at: '2026-03-05T08:00:00Z' })).statusCode,
    ).toBe(201);
    [row] = await t.database.db.select().from(containers).where(eq(containers.id, containerId));
    expect(row!.status).toBe('en_ruta');
    expect(row!.departedAt?.toISOString()).toBe('2026-03-05T08:00:00.000Z');

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/containers/${containerId}/history`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/containers/{containerId}/history', list);
    expect(list.json().data.map((e: { event: string }) => e.event)).toEqual([
      'gate_out',
      'gate_in',
      'nota',
    ]);
    expect(list.json().meta).toMatchObject({ current_page: 1, total: 3 });
  });

  it('answers 422 for another company’s terminal or an order of another container, writing nothing', async () => {
    const before = await t.database.db.select().from(containerHistory);
    const foreign = await event({
      event: 'gate_in',
      terminal_id: foreignTerminalId,
      occurred_at: '2026-03-06T10:00:00Z',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.terminal_id).toEqual(['No existe o no pertenece a esta empresa.']);
    const order = await event({
      event: 'nota',
      order_id: 999999,
      occurred_at: '2026-03-06T10:00:00Z',
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors.order_id).toEqual(['Esa orden no es de este contenedor.']);
    expect(await t.database.db.select().from(containerHistory)).toEqual(before);
  });
});

describe('a container’s locations', () => {
  it('records positions, pages them newest first and makes the newest the container’s location', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await locate({
        latitude: 19.05 + i / 100,
        longitude: -104.31,
        description: `Bloque C, fila ${i + 1}`,
        source: 'gps',
        recorded_at: `2026-03-0${5 + i}T08:40:00Z`,
      });
      expect(response.statusCode).toBe(201);
      assertMatchesContract('POST', '/api/v1/containers/{containerId}/locations', response);
    }
    const atTerminal = await locate({
      terminal_id: terminal.id,
      recorded_at: '2026-03-09T08:00:00Z',
    });
    expect(atTerminal.json().data.terminal).toMatchObject({ id: terminal.id });

    const first = await t.app.inject({
      method: 'GET',
      url: `/api/v1/containers/${containerId}/locations?per_page=2`,
      headers: staff,
    });
    expect(first.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/containers/{containerId}/locations', first);
    expect(first.json().meta).toMatchObject({ current_page: 1, total: 4, last_page: 2 });
    expect(first.json().data[0].terminal.id).toBe(terminal.id);
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/v1/containers/${containerId}/locations?page=2&per_page=2`,
      headers: staff,
    });
    expect(second.json().data.map((l: { description: string }) => l.description)).toEqual([
      'Bloque C, fila 2',
      'Bloque C, fila 1',
    ]);

    const container = await t.app.inject({
      method: 'GET',
      url: `/api/v1/containers/${containerId}`,
      headers: staff,
    });
    expect(container.json().data.location).toMatchObject({
      terminal: { id: terminal.id },
      latitude: terminal.latitude,
      recorded_at: '2026-03-09T08:00:00.000Z',
    });
  });

  it('answers 422 for half coordinates and for neither terminal nor coordinates', async () => {
    const half = await locate({ latitude: 19.05 });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors.longitude).toEqual(['Indica latitud y longitud juntas.']);
    const empty = await locate({ description: 'Sin lugar' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.terminal_id).toEqual(['Indica una terminal o las coordenadas.']);
  });

  it('refuses another company’s staff with 404 on both timelines', async () => {
    for (const path of ['history', 'locations']) {
      const url = `/api/v1/containers/${containerId}/${path}`;
      expect((await t.app.inject({ method: 'GET', url, headers: other })).statusCode).toBe(404);
    }
    expect((await locate({ latitude: 1, longitude: 1 }, other)).statusCode).toBe(404);
    expect(
      (await event({ event: 'nota', occurred_at: '2026-03-06T10:00:00Z' }, other)).statusCode,
    ).toBe(404);
  });
});
