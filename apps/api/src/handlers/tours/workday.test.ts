/**
 * A driver's day (`getMyFleetWorkday`, decision 38) against the demo data: the
 * demo driver gets their unit, its route with stops, today's tour with its
 * manifest counts and the open revision orders of the unit; people who drive
 * for no company are told so in Spanish (404), and nobody reads someone
 * else's day (the call has no parameter to name one).
 */
import { and, eq, gte, inArray, lt, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverUnits, employees, revisionOrders, tours, users } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { localDayEnd, localDayStart } from '../fleet-time.ts';
import { companyToday } from './workday.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const workday = async (email: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/me/fleet',
    headers: await signIn(t.app, email),
  });

describe('given the demo driver', () => {
  it("answers their units, routes with stops, today's tours and open revision orders", async () => {
    const response = await workday('chofer@jornada.test');
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/me/fleet', response);
    const day = response.json().data;

    const db = t.database.db;
    const [driver] = await db
      .select({ id: employees.id, companyId: employees.companyId })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .where(eq(users.email, 'chofer@jornada.test'));
    expect(day.company_id).toBe(driver!.companyId);
    expect(day.driver.id).toBe(driver!.id);

    const assigned = await db
      .select({ unitId: driverUnits.unitId })
      .from(driverUnits)
      .where(eq(driverUnits.employeeId, driver!.id));
    expect(day.units.map((u: { id: number }) => u.id).sort()).toEqual(
      assigned.map((a) => a.unitId).sort(),
    );
    expect(day.units.length).toBeGreaterThan(0);

    const today = companyToday();
    const todays = await db
      .select({ id: tours.id, routeId: tours.routeId })
      .from(tours)
      .where(
        and(
          eq(tours.driverEmployeeId, driver!.id),
          gte(tours.scheduledDepartureAt, localDayStart(today)),
          lt(tours.scheduledDepartureAt, localDayEnd(today)),
        ),
      );
    expect(todays.length).toBeGreaterThan(0);
    expect(day.tours.map((tour: { id: number }) => tour.id).sort()).toEqual(
      todays.map((tour) => tour.id).sort(),
    );
    const departures = day.tours.map((tour: { scheduled_departure_at: string }) =>
      Date.parse(tour.scheduled_departure_at),
    );
    expect(departures).toEqual([...departures].sort((a, b) => a - b));
    const scheduled = day.tours.find((tour: { status: string }) => tour.status === 'programado');
    expect(scheduled.passengers_count).toBeGreaterThanOrEqual(6);
    expect(scheduled.boarded_count).toBe(0);

    // Every tour's route is in the day, with its stops in order.
    const routeIds = day.routes.map((r: { id: number }) => r.id);
    for (const tour of todays) expect(routeIds).toContain(tour.routeId);
    for (const route of day.routes) {
      expect(route.stops.length).toBeGreaterThan(1);
      expect(route.stops.map((s: { order: number }) => s.order)).toEqual(
        route.stops.map((_: unknown, i: number) => i + 1),
      );
    }

    const open = await db
      .select({ id: revisionOrders.id })
      .from(revisionOrders)
      .where(
        and(
          inArray(
            revisionOrders.unitId,
            assigned.map((a) => a.unitId),
          ),
          notInArray(revisionOrders.status, ['aprobada', 'rechazada']),
        ),
      );
    expect(day.revision_orders.map((o: { id: number }) => o.id).sort()).toEqual(
      open.map((o) => o.id).sort(),
    );
  });
});

describe('given people who drive for no company', () => {
  it.each(['empleado@jornada.test', 'empresa@jornada.test', 'candidato@jornada.test'])(
    '%s is told in Spanish that they have no driver record (404)',
    async (email) => {
      const response = await workday(email);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No tienes un registro de chofer en ninguna empresa.');
    },
  );

  it('refuses a caller who is not signed in (401)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/me/fleet' });
    expect(response.statusCode).toBe(401);
  });
});

describe('given the local day of the companies', () => {
  it('is the date in Mexico City, not in UTC', () => {
    // 03:00 UTC on the 6th is still the evening of the 5th in Mexico City (UTC−6).
    expect(companyToday(new Date('2026-03-06T03:00:00Z'))).toBe('2026-03-05');
    expect(companyToday(new Date('2026-03-06T07:00:00Z'))).toBe('2026-03-06');
  });
});
