/**
 * Container orders and waybills (docs/decisions/0023-container-tracking.md):
 * an order is created from a container (which becomes assigned;
 * a second open order is 409), updated through its life cycle (409 outside
 * it) with `update_report` regenerating its PDF; a waybill is created from the
 * order (a second stamped one is 409), listed, and downloaded as a real PDF
 * that says what it is; another company cannot reach any of it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, containers, employees } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';

let t: TestApp;
let staff: { authorization: string };
let other: { authorization: string };
let containerId: number;
let driverId: number;
let orderId: number;
let waybillId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  other = await signIn(t.app, 'otra-empresa@jornada.test');
  const db = t.database.db;
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.slug, 'transportes-del-bajio'));
  const [row] = await db
    .insert(containers)
    .values({
      companyId: company!.id,
      number: 'MSKU9070323',
      type: 'reefer',
      size: 40,
      status: 'en_patio',
    })
    .returning();
  containerId = row!.id;
  driverId = (await db.select().from(employees).where(eq(employees.isDriver, true)).limit(1)).find(
    (e) => e.companyId === company!.id,
  )!.id;
});
afterAll(() => t.close());

const order = {
  type: 'importacion',
  customer: 'Autopartes del Centro',
  origin: 'Puerto de Manzanillo, Col.',
  destination: 'Parque Industrial Castro del Río, Irapuato, Gto.',
  pickup_at: '2026-03-06T15:00:00Z',
  freight_amount: 3450000,
};

describe('container orders and waybills', () => {
  it('creates an order, moves it to delivered with a regenerated report, issues a waybill and prints it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/containers/${containerId}/orders`,
      headers: staff,
      payload: { ...order, driver_id: driverId },
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/containers/{containerId}/orders', created);
    const data = created.json().data;
    orderId = data.id;
    expect(data).toMatchObject({
      folio: expect.stringMatching(/^ORD-\d{4}-\d{4,}$/),
      status: 'pendiente',
      container: { id: containerId, number: 'MSKU9070323' },
      driver: { id: driverId },
      currency: 'MXN',
      report_url: null,
    });
    let [container] = await t.database.db
      .select()
      .from(containers)
      .where(eq(containers.id, containerId));
    expect(container!.status).toBe('asignado');

    const second = await t.app.inject({
      method: 'POST',
      url: `/api/v1/containers/${containerId}/orders`,
      headers: staff,
      payload: order,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Este contenedor ya tiene una orden abierta.');

    const url = `/api/v1/orders/${data.id}`;
    const inTransit = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { status: 'en_transito' },
    });
    expect(inTransit.statusCode).toBe(200);
    const delivered = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { status: 'entregada', delivery_at: '2026-03-07T01:30:00Z', update_report: true },
    });
    expect(delivered.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/orders/{orderId}', delivered);
    expect(delivered.json().data).toMatchObject({
      status: 'entregada',
      report_url: expect.any(String),
    });
    [container] = await t.database.db
      .select()
      .from(containers)
      .where(eq(containers.id, containerId));
    expect(container!.status).toBe('entregado');
    const reportPath = new URL(delivered.json().data.report_url);
    const report = await t.app.inject({
      method: 'GET',
      url: `${reportPath.pathname}${reportPath.search}`,
    });
    expect(report.statusCode).toBe(200);
    expect((await pdfText(report.rawPayload)).join(' ')).toContain(data.folio);

    const back = await t.app.inject({
      method: 'PUT',
      url,
      headers: staff,
      payload: { status: 'pendiente' },
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().errors.status).toEqual(['Una orden entregada no puede pasar a pendiente.']);

    const waybill = await t.app.inject({
      method: 'POST',
      url: '/api/v1/waybills',
      headers: staff,
      payload: { container_order_id: data.id, gross_weight_kg: 21800 },
    });
    expect(waybill.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/waybills', waybill);
    const issued = waybill.json().data;
    waybillId = issued.id;
    expect(issued).toMatchObject({
      container_order_id: data.id,
      status: 'timbrada',
      folio: expect.stringMatching(/^CP-\d{4}-\d{4,}$/),
      origin: order.origin,
      goods_description: 'Contenedor MSKU9070323 de 40 pies, refrigerado',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/waybills',
      headers: staff,
      payload: { container_order_id: data.id },
    });
    expect(again.statusCode).toBe(409);

    const list = await t.app.inject({ method: 'GET', url: `${url}/waybills`, headers: staff });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/orders/{orderId}/waybills', list);
    expect(list.json().data.map((w: { id: number }) => w.id)).toEqual([issued.id]);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/waybill/${issued.id}/report`,
      headers: staff,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="carta-porte-${issued.folio}.pdf"`,
    );
    const text = (await pdfText(pdf.rawPayload)).join(' ');
    for (const expected of [
      `Carta porte ${issued.folio}`,
      issued.cfdi_uuid,
      'MSKU9070323',
      '21,800 kg',
      'Autopartes del Centro',
    ])
      expect(text).toContain(expected);
  });

  it('refuses another company: 404 on the container’s orders, the order, its waybills and the waybill PDF; a waybill for the order is 422 on the field, as for a missing order', async () => {
    const cases = [
      ['POST', `/api/v1/containers/${containerId}/orders`, order],
      ['GET', `/api/v1/orders/${orderId}`, undefined],
      ['PUT', `/api/v1/orders/${orderId}`, { status: 'cerrada' }],
      ['GET', `/api/v1/orders/${orderId}/waybills`, undefined],
      ['GET', `/api/v1/waybill/${waybillId}/report`, undefined],
    ] as const;
    for (const [method, url, payload] of cases) {
      const response = await t.app.inject({ method, url, headers: other, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const waybill = await t.app.inject({
      method: 'POST',
      url: '/api/v1/waybills',
      headers: other,
      payload: { container_order_id: orderId },
    });
    expect(waybill.statusCode).toBe(422);
    expect(waybill.json().errors).toEqual({
      container_order_id: ['No existe o no pertenece a tu empresa.'],
    });
  });

  it('twenty requests at once open one order and stamp one waybill; the timeline names the order', async () => {
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.slug, 'transportes-del-bajio'));
    const [row] = await t.database.db
      .insert(containers)
      .values({
        companyId: company!.id,
        number: 'CSQU3054383',
        type: 'dry',
        size: 20,
        status: 'en_patio',
      })
      .returning();
    const orders = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/containers/${row!.id}/orders`,
          headers: staff,
          payload: order,
        }),
      ),
    );
    const statuses = orders.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const created = orders.find((r) => r.statusCode === 201)!.json().data;

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/containers/${row!.id}/history`,
      headers: staff,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().data).toContainEqual(
      expect.objectContaining({
        order_id: created.id,
        description: `Orden ${created.folio} creada.`,
      }),
    );

    const waybills = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/waybills',
          headers: staff,
          payload: { container_order_id: created.id },
        }),
      ),
    );
    const codes = waybills.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(19);
  });
});
