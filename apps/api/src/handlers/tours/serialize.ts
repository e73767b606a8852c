/**
 * Tours and passengers in the contract's shape (`Tour`, `Passenger`, decision 38):
 * the route, unit and driver as short
 * references and the manifest's counts, loaded in bulk for a page of tours.
 */
import { count, inArray, sql } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import { employees, routes, tourPassengers, type tours, units } from '../../db/schema.ts';
import { tourMoves, type TourStatus } from './life-cycle.ts';

type Tour = components['schemas']['Tour'];
type Passenger = components['schemas']['Passenger'];
type TourRow = typeof tours.$inferSelect;
type PassengerRow = typeof tourPassengers.$inferSelect;

/** A person's full name from its parts (name, surname, second surname). */
export const fullName = (...parts: (string | null | undefined)[]) =>
  parts.filter(Boolean).join(' ');

const distinct = (values: (number | null)[]) => [
  ...new Set(values.filter((v): v is number => v !== null)),
];

/** Tours in the contract's shape, with their route, unit, driver and manifest counts loaded in bulk. */
export async function serializeTours(db: Database, rows: TourRow[]): Promise<Tour[]> {
  if (!rows.length) return [];
  const routeIds = distinct(rows.map((r) => r.routeId));
  const unitIds = distinct(rows.map((r) => r.unitId));
  const driverIds = distinct(rows.map((r) => r.driverEmployeeId));
  const tourIds = rows.map((r) => r.id);
  const [routeRows, unitRows, driverRows, countRows] = await Promise.all([
    db
      .select({ id: routes.id, name: routes.name })
      .from(routes)
      .where(inArray(routes.id, routeIds)),
    db
      .select({ id: units.id, economic_number: units.economicNumber, plate: units.plate })
      .from(units)
      .where(inArray(units.id, unitIds)),
    driverIds.length
      ? db
          .select({
            id: employees.id,
            name: employees.name,
            surname: employees.surname,
            lastname: employees.lastname,
          })
          .from(employees)
          .where(inArray(employees.id, driverIds))
      : [],
    db
      .select({
        tourId: tourPassengers.tourId,
        passengers: count(),
        boarded: sql<number>`count(${tourPassengers.boardedAt})::int`,
      })
      .from(tourPassengers)
      .where(inArray(tourPassengers.tourId, tourIds))
      .groupBy(tourPassengers.tourId),
  ]);
  const routeById = new Map(routeRows.map((r) => [r.id, r]));
  const unitById = new Map(unitRows.map((u) => [u.id, u]));
  const driverById = new Map(driverRows.map((d) => [d.id, d]));
  const countsById = new Map(countRows.map((c) => [c.tourId, c]));
  return rows.map((row) => {
    const driver = row.driverEmployeeId ? driverById.get(row.driverEmployeeId) : undefined;
    const counts = countsById.get(row.id);
    const status = row.status as TourStatus;
    return {
      id: row.id,
      company_id: row.companyId,
      route: routeById.get(row.routeId) ?? { id: row.routeId, name: '' },
      unit: unitById.get(row.unitId) ?? { id: row.unitId, economic_number: '', plate: '' },
      driver: driver
        ? { id: driver.id, name: fullName(driver.name, driver.surname, driver.lastname) }
        : null,
      status,
      scheduled_departure_at: row.scheduledDepartureAt.toISOString(),
      departed_at: row.departedAt?.toISOString() ?? null,
      arrived_at: row.arrivedAt?.toISOString() ?? null,
      passengers_count: Number(counts?.passengers ?? 0),
      boarded_count: Number(counts?.boarded ?? 0),
      next_statuses: [...tourMoves[status]],
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** A passenger of a tour's manifest in the contract's shape. */
export const toPassenger = (row: PassengerRow): Passenger => ({
  id: row.id,
  tour_id: row.tourId,
  employee_id: row.employeeId,
  name: row.name,
  boarded: row.boardedAt !== null,
  boarded_at: row.boardedAt?.toISOString() ?? null,
  boarding_stop: row.boardingStop,
  alighted_at: row.alightedAt?.toISOString() ?? null,
  alighting_stop: row.alightingStop,
});
