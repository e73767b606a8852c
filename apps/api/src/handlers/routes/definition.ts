/**
 * Routes: recurring runs of a company from an origin
 * to a destination through ordered stops, served by units (`route_units`).
 * Stops are kept in order and numbered 1..n on every save. Declared on the
 * generic company-owned record.
 */
import { count, eq, inArray } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import { routeUnits, routes, tours, type StoredRouteStop } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { serverMessages } from '../../messages.ts';
import { unprocessable, type CompanyRecordDefinition } from '../../records/company-record.ts';

type Route = components['schemas']['Route'];
type RouteInput = components['schemas']['RouteInput'];
type Row = typeof routes.$inferSelect;

/** Routes in the contract's shape, with how many units serve each counted in bulk. */
export async function serializeRoutes(db: Database, rows: Row[]): Promise<Route[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ routeId: routeUnits.routeId, n: count() })
        .from(routeUnits)
        .where(inArray(routeUnits.routeId, ids))
        .groupBy(routeUnits.routeId)
    : [];
  const unitsOf = new Map(counts.map((c) => [c.routeId, c.n]));
  return rows.map((row) => ({
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    code: row.code,
    origin: row.origin,
    destination: row.destination,
    distance_km: row.distanceKm,
    estimated_minutes: row.estimatedMinutes,
    stops: row.stops,
    units_count: unitsOf.get(row.id) ?? 0,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/**
 * A route's stops in their order, numbered 1..n.
 * @throws 422 (`stops`) when two stops share an order or a stop has no name.
 */
export function orderedStops(stops: RouteInput['stops'] = []): StoredRouteStop[] {
  const orders = new Set(stops.map((s) => s.order));
  if (orders.size !== stops.length)
    throw unprocessable({ stops: [serverMessages.routes.stopOrder] });
  if (stops.some((s) => !s.name.trim()))
    throw unprocessable({ stops: [serverMessages.routes.stopName] });
  return [...stops]
    .sort((a, b) => a.order - b.order)
    .map((stop, i) => ({
      order: i + 1,
      name: stop.name.trim(),
      location: { latitude: stop.location.latitude, longitude: stop.location.longitude },
    }));
}

const operations = {
  list: ['listCompanyRoutes', 'searchRoutes'],
  get: 'getRoute',
  create: 'createRoute',
  update: 'updateRoute',
  delete: 'deleteRoute',
  id: 'routeId',
} as const;

/** The routes domain. */
export const routeRecord: CompanyRecordDefinition<Row, typeof operations> = {
  operations,
  table: routes,
  notFoundMessage: serverMessages.records.byPlaceholder.routeId!,
  serialize: serializeRoutes,
  sorts: {
    name: routes.name,
    code: routes.code,
    origin: routes.origin,
    created_at: routes.createdAt,
  },
  defaultSort: 'name',
  filters: {
    active: (value) => eq(routes.active, value),
  },
  searchable: true,
  async columns(input, { existing }) {
    return {
      name: input.name.trim(),
      code: (input.code ?? existing?.code ?? '').trim().toUpperCase(),
      origin: input.origin.trim(),
      destination: input.destination.trim(),
      distanceKm: input.distance_km ?? null,
      estimatedMinutes: input.estimated_minutes ?? null,
      stops: input.stops === undefined && existing ? existing.stops : orderedStops(input.stops),
      active: input.active ?? existing?.active ?? true,
    };
  },
  async beforeDelete(row, { db }) {
    const [used] = await db.select({ n: count() }).from(tours).where(eq(tours.routeId, row.id));
    if ((used?.n ?? 0) > 0) throw new HttpError(409, serverMessages.routes.inUse, 'route_in_use');
  },
};
