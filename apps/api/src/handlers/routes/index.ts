/**
 * Routes' operations: the generic list, get,
 * create, update, delete and search, plus the units that serve a route (each
 * assignment replaces the last) and the transport sector's routes across
 * companies.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businessSectors, companies, routeUnits, routes, units } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { serverMessages } from '../../messages.ts';
import { checkReferences, companyRecords } from '../../records/company-record.ts';
import { companyRecordHandlers } from '../../records/record-handlers.ts';
import { serializeUnits } from '../units/definition.ts';
import { routeRecord } from './definition.ts';

/** The business sectors (reference data slugs) whose companies make the transport sector. */
export const transportSectorSlugs = ['logistica-y-transporte-de-carga', 'transporte-de-pasajeros'];

/** Active routes of transport-sector companies, optionally of companies in one state. */
function transportSector(db: Database, stateId: number | undefined): SQL {
  const sectors = db
    .select({ id: businessSectors.id })
    .from(businessSectors)
    .where(inArray(businessSectors.slug, transportSectorSlugs));
  const sectorCompanies = db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        inArray(companies.businessSectorId, sectors),
        stateId ? eq(companies.stateId, stateId) : undefined,
      ),
    );
  return and(eq(routes.active, true), inArray(routes.companyId, sectorCompanies))!;
}

/** Handlers keyed by operationId. */
export function routeHandlers({ db }: AppContext): Handlers {
  const records = companyRecords(db, routeRecord);
  return {
    ...companyRecordHandlers(db, routeRecord),

    async assignRouteUnits(request) {
      const route = await records.findRow(request.params.routeId);
      const ids = request.body.unit_ids;
      await checkReferences(db, route.companyId, request.body, {
        unit_ids: { table: units, message: serverMessages.routes.unitNotInCompany },
      });
      await db.transaction(async (tx) => {
        await tx.delete(routeUnits).where(eq(routeUnits.routeId, route.id));
        if (ids.length)
          await tx.insert(routeUnits).values(ids.map((unitId) => ({ routeId: route.id, unitId })));
      });
      return records.get(route.id);
    },

    async listRouteUnits(request) {
      const route = await records.findRow(request.params.routeId);
      const rows = await db
        .select({ unit: units })
        .from(routeUnits)
        .innerJoin(units, eq(units.id, routeUnits.unitId))
        .where(eq(routeUnits.routeId, route.id))
        .orderBy(asc(units.economicNumber), asc(units.id));
      return {
        data: await serializeUnits(
          db,
          rows.map((r) => r.unit),
        ),
      };
    },

    // Any signed-in user (scope self): every company's routes, not the caller's.
    listTransportSectorRoutes: (request) =>
      records.list(
        { ...request, access: { ...request.access, companyIds: null } },
        transportSector(db, request.query.state_id),
      ),
  };
}
