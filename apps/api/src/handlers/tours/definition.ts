/**
 * Tours (decision 38): a unit on a route at a time,
 * with its driver and its passenger manifest, declared on the generic
 * company-owned record. The unit must serve the route (`route_units`) and the
 * driver must be one of the unit's drivers (`driver_units`); a tour changes
 * only while it is `programado`. Its status moves in status.ts.
 */
import { and, eq, gte, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import {
  driverUnits,
  employees,
  routes,
  routeUnits,
  tourPassengers,
  tours,
  units,
} from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { serverMessages } from '../../messages.ts';
import { unprocessable, type CompanyRecordDefinition } from '../../records/company-record.ts';
import { localDayEnd, localDayStart } from '../fleet-time.ts';
import { fullName, serializeTours } from './serialize.ts';

type TourInput = components['schemas']['TourInput'];
/** A stored tour. */
export type TourRow = typeof tours.$inferSelect;

/** 409 for a change of a tour that already started or ended. */
export const tourStarted = () =>
  new HttpError(409, serverMessages.tours.started, 'tour_not_scheduled');

/** The rules that need the database: the unit serves the route; the driver drives the unit. */
async function checkAssignment(db: Database, input: TourInput) {
  const errors: Record<string, string[]> = {};
  const [served] = await db
    .select({ unitId: routeUnits.unitId })
    .from(routeUnits)
    .where(and(eq(routeUnits.routeId, input.route_id), eq(routeUnits.unitId, input.unit_id)));
  if (!served) errors.unit_id = [serverMessages.tours.unitNotOnRoute];
  if (input.driver_employee_id) {
    const [drives] = await db
      .select({ unitId: driverUnits.unitId })
      .from(driverUnits)
      .where(
        and(
          eq(driverUnits.employeeId, input.driver_employee_id),
          eq(driverUnits.unitId, input.unit_id),
        ),
      );
    if (!drives) errors.driver_employee_id = [serverMessages.tours.notUnitDriver];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/**
 * Replaces a tour's manifest with these employees: rows of employees who stay
 * keep their boarding, the others go, new ones get the employee's full name.
 */
export async function replaceManifest(tx: Database, tourId: number, employeeIds: number[]) {
  await tx
    .delete(tourPassengers)
    .where(
      and(
        eq(tourPassengers.tourId, tourId),
        employeeIds.length
          ? or(
              isNull(tourPassengers.employeeId),
              notInArray(tourPassengers.employeeId, employeeIds),
            )
          : undefined,
      ),
    );
  if (!employeeIds.length) return;
  const people = await tx
    .select({
      id: employees.id,
      name: employees.name,
      surname: employees.surname,
      lastname: employees.lastname,
    })
    .from(employees)
    .where(inArray(employees.id, employeeIds));
  await tx
    .insert(tourPassengers)
    .values(
      people.map((p) => ({
        tourId,
        employeeId: p.id,
        name: fullName(p.name, p.surname, p.lastname),
      })),
    )
    .onConflictDoNothing({ target: [tourPassengers.tourId, tourPassengers.employeeId] });
}

const operations = {
  list: ['listCompanyTours'],
  get: 'getTour',
  create: 'createTour',
  delete: 'deleteTour',
  id: 'tourId',
} as const;

/** The tours domain. */
export const tourRecord: CompanyRecordDefinition<TourRow, typeof operations> = {
  operations,
  table: tours,
  notFoundMessage: serverMessages.tours.notFound,
  serialize: serializeTours,
  sorts: {
    scheduled_departure_at: tours.scheduledDepartureAt,
    status: tours.status,
  },
  defaultSort: '-scheduled_departure_at',
  filters: {
    status: (value) => eq(tours.status, value),
    unit_id: (value) => eq(tours.unitId, value),
    route_id: (value) => eq(tours.routeId, value),
    driver_id: (value) => eq(tours.driverEmployeeId, value),
    from: (value) => gte(tours.scheduledDepartureAt, localDayStart(value)),
    to: (value) => lt(tours.scheduledDepartureAt, localDayEnd(value)),
  },
  references: {
    route_id: { table: routes },
    unit_id: { table: units },
    driver_employee_id: { table: employees },
    passenger_employee_ids: { table: employees },
  },
  async columns(input, { db, existing }) {
    if (existing && existing.status !== 'programado') throw tourStarted();
    await checkAssignment(db, input);
    return {
      routeId: input.route_id,
      unitId: input.unit_id,
      driverEmployeeId: input.driver_employee_id ?? null,
      scheduledDepartureAt: new Date(input.scheduled_departure_at),
    };
  },
  async beforeDelete(row) {
    if (row.status !== 'programado')
      throw new HttpError(409, serverMessages.tours.notDeletable, 'tour_not_scheduled');
  },
  async afterWrite(row, input, _context, tx) {
    if (input.passenger_employee_ids !== undefined)
      await replaceManifest(tx, row.id, input.passenger_employee_ids);
  },
};
