/**
 * The demo container tracking (docs/decisions/0023-container-tracking.md): Transportes del Bajío's containers
 * carry valid ISO 6346 numbers of real owner codes at its Manzanillo and
 * Lázaro Cárdenas terminals, each with a timeline; orders have stamped
 * waybills; and there are terminal appointments this week.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../db/schema.ts';
import { verifyContainerNumber } from '../handlers/containers/iso6346.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let tdbId: number;

beforeAll(async () => {
  t = await createTestApp();
  tdbId = (
    await t.database.db
      .select()
      .from(s.companies)
      .where(eq(s.companies.slug, 'transportes-del-bajio'))
  )[0]!.id;
});
afterAll(() => t.close());

describe('demo containers', () => {
  it('are 24 with valid numbers of real owner codes, in the ports’ terminals or on their way', async () => {
    const db = t.database.db;
    const rows = await db.select().from(s.containers).where(eq(s.containers.companyId, tdbId));
    expect(rows.length).toBeGreaterThanOrEqual(24);
    for (const row of rows) expect(verifyContainerNumber(row.number)).toEqual({ ok: true });
    expect(new Set(rows.map((r) => r.number.slice(0, 4)))).toEqual(
      new Set(['MSCU', 'MAEU', 'CMAU', 'HLXU', 'CSQU', 'ONEU']),
    );
    const ports = await db
      .select()
      .from(s.terminals)
      .where(
        inArray(
          s.terminals.id,
          rows.flatMap((r) => (r.terminalId ? [r.terminalId] : [])),
        ),
      );
    expect(new Set(ports.map((p) => p.code))).toEqual(new Set(['MZO-01', 'LZC-01']));
    const history = await db
      .select()
      .from(s.containerHistory)
      .where(
        inArray(
          s.containerHistory.containerId,
          rows.map((r) => r.id),
        ),
      );
    expect(new Set(history.map((h) => h.containerId)).size).toBe(rows.length);
  });

  it('have orders with stamped waybills and calls this week', async () => {
    const db = t.database.db;
    const orders = await db
      .select()
      .from(s.containerOrders)
      .where(eq(s.containerOrders.companyId, tdbId));
    const waybills = await db.select().from(s.waybills).where(eq(s.waybills.companyId, tdbId));
    expect(orders.length).toBeGreaterThanOrEqual(6);
    expect(waybills.length).toBeGreaterThanOrEqual(4);
    expect(waybills.every((w) => w.status === 'timbrada' && w.cfdiUuid)).toBe(true);
    const calls = await db
      .select()
      .from(s.containerCalls)
      .where(eq(s.containerCalls.companyId, tdbId));
    const week = 7 * 86_400_000;
    expect(
      calls.filter((c) => Math.abs(c.scheduledAt.getTime() - Date.now()) < week).length,
    ).toBeGreaterThanOrEqual(5);
  });
});
