/**
 * Units' operations (decision 38): the generic list,
 * get, create, update, delete and search, plus the special ones: the drivers
 * and routes of a unit (each call replaces the assignment), its photo and its
 * GPS tracker key.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { driverUnits, employees, routeUnits, routes } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { serverMessages } from '../../messages.ts';
import { checkReferences, companyRecords } from '../../records/company-record.ts';
import { companyRecordHandlers } from '../../records/record-handlers.ts';
import { unitRecord } from './definition.ts';
import { replaceUnitPhoto } from './photo.ts';
import { issueTrackerKey } from './tracker-key.ts';

/** Replaces the rows of a join table that name one unit. */
async function replaceJoins(
  db: Database,
  remove: (tx: Database) => Promise<unknown>,
  insert: (tx: Database) => Promise<unknown> | undefined,
) {
  await db.transaction(async (tx) => {
    await remove(tx);
    await insert(tx);
  });
}

/** Handlers keyed by operationId. */
export function unitHandlers({ db, storage }: AppContext): Handlers {
  const records = companyRecords(db, unitRecord);
  return {
    ...companyRecordHandlers(db, unitRecord),

    async assignUnitDrivers(request) {
      const unit = await records.findRow(request.params.unitId);
      const ids = request.body.driver_ids;
      await checkReferences(db, unit.companyId, request.body, {
        driver_ids: {
          table: employees,
          where: eq(employees.isDriver, true),
          message: serverMessages.units.notDriver,
        },
      });
      await replaceJoins(
        db,
        (tx) => tx.delete(driverUnits).where(eq(driverUnits.unitId, unit.id)),
        (tx) =>
          ids.length
            ? tx
                .insert(driverUnits)
                .values(ids.map((employeeId) => ({ employeeId, unitId: unit.id })))
            : undefined,
      );
      return records.get(unit.id);
    },

    async assignUnitRoutes(request) {
      const unit = await records.findRow(request.params.unitId);
      const ids = request.body.route_ids;
      await checkReferences(db, unit.companyId, request.body, {
        route_ids: { table: routes, message: serverMessages.units.routeNotInCompany },
      });
      await replaceJoins(
        db,
        (tx) => tx.delete(routeUnits).where(eq(routeUnits.unitId, unit.id)),
        (tx) =>
          ids.length
            ? tx.insert(routeUnits).values(ids.map((routeId) => ({ routeId, unitId: unit.id })))
            : undefined,
      );
      return records.get(unit.id);
    },

    async uploadUnitPhoto(request) {
      const unit = await records.findRow(request.params.unitId);
      await replaceUnitPhoto(db, storage, request, unit.id);
      return records.get(unit.id);
    },

    async issueUnitTrackerKey(request, reply) {
      const unit = await records.findRow(request.params.unitId);
      const data = await issueTrackerKey(db, unit.id, request.server.publicUrl);
      return reply.status(201).send({ data });
    },
  };
}
