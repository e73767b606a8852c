/**
 * The demo fleet: what the seed leaves for the demo accounts and
 * the fleet screens — Transportes del Bajío's routes with real stops, today's
 * tours whose status agrees with the clock, the driver demo account's
 * scheduled tour, recorded fixes, orders with their folios — and the time
 * and track helpers it is built on.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { bajioRoutes } from './fleet-data.ts';
import { localDay, trackOf } from './fleet-track.ts';

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

describe('given the seeded demo data', () => {
  it('Transportes del Bajío has six routes through León and Silao, each served by its buses and vans', async () => {
    const db = t.database.db;
    const routes = await db.select().from(s.routes).where(eq(s.routes.companyId, tdbId));
    expect(routes.map((r) => r.name).sort()).toEqual(bajioRoutes.map((r) => r.name).sort());
    for (const route of routes) {
      expect(route.stops.length).toBeGreaterThanOrEqual(5);
      expect(route.stops.map((stop) => stop.order)).toEqual(route.stops.map((_, i) => i + 1));
      for (const { location } of route.stops) {
        // León and Silao, Guanajuato.
        expect(location.latitude).toBeGreaterThan(20.85);
        expect(location.latitude).toBeLessThan(21.25);
        expect(location.longitude).toBeGreaterThan(-101.75);
        expect(location.longitude).toBeLessThan(-101.35);
      }
      const serving = await db
        .select({ capacity: s.units.passengerCapacity })
        .from(s.routeUnits)
        .innerJoin(s.units, eq(s.units.id, s.routeUnits.unitId))
        .where(eq(s.routeUnits.routeId, route.id));
      expect(serving.length).toBeGreaterThan(0);
      expect(serving.every((u) => (u.capacity ?? 0) >= 15)).toBe(true);
    }
  });

  it('today’s tours agree with the clock, carry manifests, and the units that drove left a track', async () => {
    const db = t.database.db;
    const now = Date.now();
    const tours = await db.select().from(s.tours).where(eq(s.tours.companyId, tdbId));
    expect(new Set(tours.map((tour) => tour.status))).toEqual(
      new Set(['finalizado', 'en_curso', 'programado', 'cancelado']),
    );
    for (const tour of tours) {
      const passengers = await db
        .select()
        .from(s.tourPassengers)
        .where(eq(s.tourPassengers.tourId, tour.id));
      expect(passengers.length).toBeGreaterThanOrEqual(6);
      const boarded = passengers.filter((p) => p.boardedAt);
      if (tour.status === 'programado' || tour.status === 'cancelado') expect(boarded).toEqual([]);
      if (tour.status === 'finalizado') {
        expect(tour.arrivedAt!.getTime()).toBeLessThanOrEqual(now);
        expect(boarded.length).toBe(passengers.length - 1);
      }
      const fixes = await db
        .select()
        .from(s.unitPositions)
        .where(and(eq(s.unitPositions.unitId, tour.unitId), eq(s.unitPositions.source, 'driver')));
      // A fix every 30 s from the departure until the arrival, or until the seed ran: a tour that
      // had left a few minutes before (just after midnight, when today's tours start at 00:05)
      // has only a few, and the test database may have been seeded well before this test runs.
      if (tour.status === 'en_curso') expect(fixes.length).toBeGreaterThan(0);
      if (tour.status === 'finalizado')
        expect(fixes.length).toBeGreaterThanOrEqual(
          Math.floor((tour.arrivedAt!.getTime() - tour.departedAt!.getTime()) / 60_000),
        );
      const [unit] = await db.select().from(s.units).where(eq(s.units.id, tour.unitId));
      if (tour.status === 'en_curso') expect(unit!.status).toBe('en_ruta');
    }
  });

  it('the driver demo account has a unit on a route and a tour later today with passengers, none on board', async () => {
    const db = t.database.db;
    const [driver] = await db
      .select({ employee: s.employees })
      .from(s.employees)
      .innerJoin(s.users, eq(s.users.id, s.employees.userId))
      .where(eq(s.users.email, 'chofer@jornada.test'));
    const [assignment] = await db
      .select()
      .from(s.driverUnits)
      .where(eq(s.driverUnits.employeeId, driver!.employee.id));
    const served = await db
      .select()
      .from(s.routeUnits)
      .where(eq(s.routeUnits.unitId, assignment!.unitId));
    expect(served.length).toBeGreaterThan(0);
    const [tour] = await db
      .select()
      .from(s.tours)
      .where(eq(s.tours.driverEmployeeId, driver!.employee.id));
    expect(tour).toMatchObject({ status: 'programado', unitId: assignment!.unitId });
    expect(served.map((r) => r.routeId)).toContain(tour!.routeId);
    // The seed dates a scheduled tour's creation two days before its own clock.
    const seededAt = tour!.createdAt.getTime() + 2 * 86_400_000;
    expect(tour!.scheduledDepartureAt.getTime()).toBeGreaterThan(seededAt);
    expect(tour!.scheduledDepartureAt.getTime()).toBeLessThan(localDay(seededAt).end);
    const passengers = await db
      .select()
      .from(s.tourPassengers)
      .where(eq(s.tourPassengers.tourId, tour!.id));
    expect(passengers.length).toBeGreaterThanOrEqual(6);
    expect(passengers.every((p) => p.boardedAt === null)).toBe(true);
  });

  it('keeps the recorded fixes few, the plates unique per company and the orders’ folios in their format', async () => {
    const db = t.database.db;
    expect(await db.$count(s.unitPositions)).toBeLessThan(5000);
    const units = await db.select().from(s.units);
    const plates = units.map((u) => `${u.companyId}/${u.plate}`);
    expect(new Set(plates).size).toBe(plates.length);
    const service = await db
      .select()
      .from(s.serviceOrders)
      .where(eq(s.serviceOrders.companyId, tdbId));
    expect(service.length).toBe(8);
    for (const order of service)
      expect(order.folio).toBe(
        `OS-${order.createdAt.getUTCFullYear()}-${String(order.id).padStart(4, '0')}`,
      );
    expect(new Set(service.map((o) => o.status)).size).toBeGreaterThanOrEqual(4);
    const revision = await db
      .select()
      .from(s.revisionOrders)
      .where(eq(s.revisionOrders.companyId, tdbId));
    expect(revision.length).toBe(6);
    for (const order of revision) {
      expect(order.folio).toMatch(/^OR-\d{4}-\d{4,}$/);
      expect(order.checklist.length).toBeGreaterThanOrEqual(8);
      expect(order.checklist.length).toBeLessThanOrEqual(12);
    }
  });
});

describe('given the time and track helpers', () => {
  it('finds the local day of Mexico City around an instant, also just before its midnight', () => {
    // 23:30 on 4 March in Mexico City (UTC−6) is 05:30 UTC on 5 March.
    const day = localDay(Date.parse('2026-03-05T05:30:00Z'));
    expect(new Date(day.start).toISOString()).toBe('2026-03-04T06:00:00.000Z');
    expect(new Date(day.end).toISOString()).toBe('2026-03-05T06:00:00.000Z');
  });

  it('records a fix every 30 s from the first stop to the last, none after the given time', () => {
    const stops: [string, number, number][] = [
      ['A', 21.0, -101.6],
      ['B', 21.0, -101.5],
      ['C', 21.1, -101.5],
    ];
    const departure = Date.parse('2026-03-05T12:00:00Z');
    const arrival = departure + 20 * 60_000;
    const whole = trackOf(stops, departure, arrival, arrival + 60_000);
    expect(whole).toHaveLength(41);
    expect(whole[0]).toMatchObject({ latitude: 21, longitude: -101.6, heading: 90 });
    expect(whole.at(-1)).toMatchObject({
      latitude: 21.1,
      longitude: -101.5,
      speedKmh: 0,
      heading: 0,
    });
    expect(whole[1]!.recordedAt.getTime() - whole[0]!.recordedAt.getTime()).toBe(30_000);
    const partial = trackOf(stops, departure, arrival, departure + 5 * 60_000);
    expect(partial).toHaveLength(11);
    expect(partial.every((fix) => fix.speedKmh > 0)).toBe(true);
  });
});
