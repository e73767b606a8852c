/**
 * A driver's day (`getMyFleetWorkday`, `GET /api/v1/me/fleet`, decision 38, docs/decisions/0018-fleet-at-work.md):
 * the caller's
 * units, the routes of those units and of today's tours with their stops,
 * today's tours (the company's local day) and the open revision orders of
 * the units, in one answer the driver's pages keep offline. Self-scoped: the
 * caller's own driver record is the only one it reads.
 */
import { and, asc, desc, eq, gte, inArray, lt, notInArray } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import {
  driverUnits,
  employees,
  revisionOrders,
  routeUnits,
  routes,
  tours,
  units,
} from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { serverMessages } from '../../messages.ts';
import { revisionOrderRecord } from '../revision-orders/definition.ts';
import { serializeRoutes } from '../routes/definition.ts';
import { serializeUnits } from '../units/definition.ts';
import { companyTimeZone, localDayEnd, localDayStart } from '../fleet-time.ts';
import { fullName, serializeTours } from './serialize.ts';

type DriverWorkday = components['schemas']['DriverWorkday'];

/** Revision orders that are closed: approved or rejected. */
const closedRevisions = ['aprobada', 'rechazada'];

/** Today's date (`YYYY-MM-DD`) in the companies' time zone. */
export const companyToday = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: companyTimeZone }).format(now);

/**
 * The driver's day of `userId`.
 * @param now - the server's time, which picks the local day. @default new Date()
 * @throws HttpError 404 when the user drives for no company.
 */
export async function driverWorkday(
  db: Database,
  userId: number,
  now: Date = new Date(),
): Promise<DriverWorkday> {
  const [driver] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.userId, userId), eq(employees.isDriver, true)))
    .orderBy(asc(employees.id))
    .limit(1);
  if (!driver) throw new HttpError(404, serverMessages.tours.notADriver, 'not_found');

  const today = companyToday(now);
  const unitRows = await db
    .select({ unit: units })
    .from(driverUnits)
    .innerJoin(units, eq(units.id, driverUnits.unitId))
    .where(eq(driverUnits.employeeId, driver.id))
    .orderBy(asc(units.economicNumber));
  const unitIds = unitRows.map((r) => r.unit.id);
  const tourRows = await db
    .select()
    .from(tours)
    .where(
      and(
        eq(tours.driverEmployeeId, driver.id),
        gte(tours.scheduledDepartureAt, localDayStart(today)),
        lt(tours.scheduledDepartureAt, localDayEnd(today)),
      ),
    )
    .orderBy(asc(tours.scheduledDepartureAt));
  const servedRoutes = unitIds.length
    ? await db
        .select({ routeId: routeUnits.routeId })
        .from(routeUnits)
        .where(inArray(routeUnits.unitId, unitIds))
    : [];
  const routeIds = [
    ...new Set([...servedRoutes.map((r) => r.routeId), ...tourRows.map((t) => t.routeId)]),
  ];
  const routeRows = routeIds.length
    ? await db.select().from(routes).where(inArray(routes.id, routeIds)).orderBy(asc(routes.name))
    : [];
  const revisionRows = unitIds.length
    ? await db
        .select()
        .from(revisionOrders)
        .where(
          and(
            inArray(revisionOrders.unitId, unitIds),
            notInArray(revisionOrders.status, closedRevisions),
          ),
        )
        .orderBy(desc(revisionOrders.createdAt))
    : [];

  const [unitData, routeData, tourData, revisionData] = await Promise.all([
    serializeUnits(
      db,
      unitRows.map((r) => r.unit),
    ),
    serializeRoutes(db, routeRows),
    serializeTours(db, tourRows),
    revisionOrderRecord.serialize(db, revisionRows),
  ]);
  return {
    company_id: driver.companyId,
    driver: { id: driver.id, name: fullName(driver.name, driver.surname, driver.lastname) },
    units: unitData,
    routes: routeData,
    tours: tourData,
    revision_orders: revisionData,
  };
}
