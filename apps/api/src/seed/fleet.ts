/**
 * Demo fleet at work, on top of the workforce (workforce.ts):
 * Transportes del Bajío's six personnel routes through León and Silao with
 * the buses and vans that serve them, today's tours with passenger manifests
 * and the fixes of the units that drove, eight service orders and six
 * revision orders; the driver demo account (`chofer@`) has a unit on a route
 * and a tour scheduled later today with eight passengers, none on board.
 * Every other company gets a route or two and a couple of tours.
 */
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { bajioRoutes, otherRoutes, type SeedRoute } from './fleet-data.ts';
import { seedOrders } from './fleet-orders.ts';
import { cumulativeKm, localDay } from './fleet-track.ts';
import { seedTours, settleUnits, type TourPlan } from './fleet-tours.ts';

type Employee = typeof t.employees.$inferSelect;
type Unit = typeof t.units.$inferSelect;
type RouteRow = typeof t.routes.$inferSelect;

const bajio = 'transportes-del-bajio';

/** A company's fleet as the workforce seeded it. */
export interface Fleet {
  companyId: number;
  units: Unit[];
  /** The (first) driver of each unit. */
  driverOf: Map<number, number>;
  /** Active employees who are not drivers, by id. */
  riders: Employee[];
  employees: Employee[];
}

/** Reads every company's units, drivers and employees in three queries. */
async function loadFleets(tx: Database, companyIds: number[]): Promise<Map<number, Fleet>> {
  const [unitRows, employeeRows, assigned] = await Promise.all([
    tx.select().from(t.units).orderBy(asc(t.units.economicNumber)),
    tx.select().from(t.employees).orderBy(asc(t.employees.id)),
    tx.select().from(t.driverUnits).orderBy(asc(t.driverUnits.employeeId)),
  ]);
  const fleets = new Map<number, Fleet>();
  for (const companyId of companyIds) {
    const employees = employeeRows.filter((e) => e.companyId === companyId);
    fleets.set(companyId, {
      companyId,
      units: unitRows.filter((u) => u.companyId === companyId),
      driverOf: new Map(),
      riders: employees.filter((e) => !e.isDriver && e.status === 'activo'),
      employees,
    });
  }
  const companyOfUnit = new Map(unitRows.map((u) => [u.id, u.companyId]));
  for (const { employeeId, unitId } of assigned) {
    const fleet = fleets.get(companyOfUnit.get(unitId)!);
    if (fleet && !fleet.driverOf.has(unitId)) fleet.driverOf.set(unitId, employeeId);
  }
  return fleets;
}

/** The route rows of the seed routes of a company. */
function routeValues(companyId: number, routes: SeedRoute[]) {
  return routes.map((route) => {
    const km = cumulativeKm(route.stops).at(-1) ?? 0;
    return {
      companyId,
      code: route.code,
      name: route.name,
      origin: route.origin,
      destination: route.destination,
      distanceKm: route.stops.length > 1 ? Math.round(km * 1.3 * 10) / 10 : null,
      estimatedMinutes: route.minutes,
      stops: route.stops.map(([name, latitude, longitude], i) => ({
        order: i + 1,
        name,
        location: { latitude, longitude },
      })),
    };
  });
}

/** `count` riders from the pool, starting at `from` (wrapping), `first` ahead of them. */
function manifest(pool: Employee[], from: number, count: number, first?: Employee) {
  const rest = pool.filter((e) => e.id !== first?.id);
  const picked = Array.from(
    { length: Math.min(count, rest.length) },
    (_, i) => rest[(from + i) % rest.length]!,
  );
  return first ? [first, ...picked.slice(0, count - 1)] : picked;
}

/** Transportes del Bajío: which routes each personnel unit serves and today's tours. */
function bajioTours(fleet: Fleet, routes: RouteRow[], chofer: Employee, now: number) {
  const choferUnit = [...fleet.driverOf].find(([, driver]) => driver === chofer.id)?.[0];
  const personnel = fleet.units.filter((u) => u.passengerCapacity !== null);
  const mine = personnel.find((u) => u.id === choferUnit);
  if (!mine) throw new Error('El chofer de demostración no tiene una unidad de personal asignada.');
  // The driver's unit first: it serves the first route and drives its tour later today.
  const units = [mine, ...personnel.filter((u) => u !== mine)];
  const serves: [unit: number, route: number][] = [
    [0, 0],
    [1, 0],
    [2, 1],
    [7, 1],
    [3, 2],
    [8, 2],
    [4, 3],
    [9, 3],
    [5, 4],
    [6, 5],
    [2, 5],
  ];
  const plans: [unit: number, route: number, offset: number, cancelled?: boolean][] = [
    [1, 0, -300],
    [2, 1, -270],
    [3, 2, -240],
    [4, 3, -150],
    [5, 4, -35],
    [6, 5, -25],
    [7, 1, -15],
    [8, 2, 90],
    [9, 3, 120],
    [1, 0, 180],
    [2, 5, 240, true],
  ];
  const { end } = localDay(now);
  const choferDeparture =
    Math.ceil((now + Math.min(60 * 60_000, (end - now) / 2)) / 60_000) * 60_000;
  const tours: TourPlan[] = plans.map(([unit, route, offset, cancelled], i) => ({
    route: routes[route]!,
    unitId: units[unit]!.id,
    driverId: fleet.driverOf.get(units[unit]!.id) ?? null,
    offsetMinutes: offset,
    cancelled,
    passengers: manifest(
      fleet.riders,
      i * 7,
      Math.min(units[unit]!.passengerCapacity!, 6 + ((i * 5) % 9)),
    ),
  }));
  const empleado = fleet.employees.find((e) => e.userId !== null && !e.isDriver);
  tours.push({
    route: routes[0]!,
    unitId: mine.id,
    driverId: chofer.id,
    offsetMinutes: 0,
    departure: choferDeparture < end ? choferDeparture : now + (end - now) / 2,
    passengers: manifest(fleet.riders, 3, 8, empleado),
  });
  return {
    serves: serves.map(([unit, route]) => ({
      routeId: routes[route]!.id,
      unitId: units[unit]!.id,
    })),
    tours,
    personnel: units.map((u) => u.id),
  };
}

/** Other companies: their routes served by their first unit, a finished and a scheduled tour. */
function otherTours(fleet: Fleet, routes: RouteRow[]) {
  const [first, second] = fleet.units;
  if (!first) return { serves: [], tours: [], units: [] };
  const serves = routes.flatMap((route) =>
    [first, second].filter(Boolean).map((unit) => ({ routeId: route.id, unitId: unit!.id })),
  );
  const tours: TourPlan[] = [-180, 120].map((offset, i) => ({
    route: routes[i % routes.length]!,
    unitId: first.id,
    driverId: fleet.driverOf.get(first.id) ?? null,
    offsetMinutes: offset,
    passengers: manifest(fleet.riders, i * 2, 4),
  }));
  return { serves, tours, units: [first.id] };
}

/** Seeds the fleet at work of every demo company (after the workforce). */
export async function seedFleet(
  tx: Database,
  options: { companyIds: Map<string, number>; userIds: Map<string, number>; now: number },
): Promise<void> {
  const { companyIds, userIds, now } = options;
  const fleets = await loadFleets(tx, [...companyIds.values()]);
  const seedRoutes = [...companyIds].map(([slug, companyId]) => ({
    companyId,
    routes:
      slug === bajio
        ? bajioRoutes
        : (otherRoutes[slug] ?? [
            {
              code: 'R-PER-01',
              name: 'Transporte de personal',
              origin: 'Oficinas centrales',
              destination: 'Centro de trabajo',
              minutes: 40,
              stops: [],
            },
          ]),
  }));
  const routeRows = await tx
    .insert(t.routes)
    .values(seedRoutes.flatMap(({ companyId, routes }) => routeValues(companyId, routes)))
    .returning();
  const routesOf = (companyId: number) => routeRows.filter((r) => r.companyId === companyId);

  const bajioFleet = fleets.get(companyIds.get(bajio)!)!;
  const chofer = bajioFleet.employees.find((e) => e.userId === userIds.get('chofer@jornada.test'));
  if (!chofer) throw new Error('Falta el empleado del chofer de demostración.');
  const mine = bajioTours(bajioFleet, routesOf(bajioFleet.companyId), chofer, now);
  const others = [...fleets.values()]
    .filter((fleet) => fleet !== bajioFleet)
    .map((fleet) => otherTours(fleet, routesOf(fleet.companyId)));
  const serves = [...mine.serves, ...others.flatMap((o) => o.serves)];
  if (serves.length) await tx.insert(t.routeUnits).values(serves);
  const running = await seedTours(tx, [...mine.tours, ...others.flatMap((o) => o.tours)], now);
  await settleUnits(tx, [...mine.personnel, ...others.flatMap((o) => o.units)], running);
  await seedOrders(tx, bajioFleet, mine.personnel, now);
}
