/**
 * Geofences of the clock-in (decision 39): a terminal (a
 * place of the company) with a location and `geofence_radius_m` is a circle; a
 * check-in inside one is attributed to the nearest such place, and one outside
 * all of them is refused, flagged or let through as the company's
 * `geofence_mode` says.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../../db/client.ts';
import { terminals } from '../../../db/schema.ts';
import { serverMessages } from '../../../messages.ts';
import { unprocessable } from '../../../records/company-record.ts';

type GeofenceMode = components['schemas']['GeofenceMode'];

/** A point on the Earth, in decimal degrees. */
export interface Point {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius in metres (IUGG). */
const earthRadiusM = 6_371_008.8;

/** Great-circle distance between two points, in metres (haversine). */
export function distanceM(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where a check-in falls: the place whose geofence holds it, or whether it is outside every one. */
export interface GeofenceResult {
  terminalId: number | null;
  outsideGeofence: boolean;
}

/**
 * Places a check-in against the company's active geofences.
 * - Without coordinates, with mode `off` or when the company has no geofence: nothing to place.
 * - Inside one or more circles: the nearest of those places.
 * - Outside all: `refuse` throws, `flag` marks the record.
 * @throws 422 on `latitude` (mode `refuse`), naming the nearest place and how far it is.
 */
export async function placeCheckIn(
  db: Database,
  companyId: number,
  point: Point | null,
  mode: GeofenceMode,
): Promise<GeofenceResult> {
  const none = { terminalId: null, outsideGeofence: false };
  if (!point || mode === 'off') return none;
  const places = await db
    .select({
      id: terminals.id,
      name: terminals.name,
      latitude: terminals.latitude,
      longitude: terminals.longitude,
      radius: terminals.geofenceRadiusM,
    })
    .from(terminals)
    .where(
      and(
        eq(terminals.companyId, companyId),
        eq(terminals.active, true),
        isNotNull(terminals.latitude),
        isNotNull(terminals.longitude),
        isNotNull(terminals.geofenceRadiusM),
      ),
    );
  if (!places.length) return none;
  const measured = places
    .map((p) => ({
      ...p,
      distance: distanceM(point, { latitude: p.latitude!, longitude: p.longitude! }),
    }))
    .sort((a, b) => a.distance - b.distance);
  const inside = measured.find((p) => p.distance <= p.radius!);
  if (inside) return { terminalId: inside.id, outsideGeofence: false };
  if (mode === 'refuse') {
    const nearest = measured[0]!;
    throw unprocessable({
      latitude: [serverMessages.clockAttendance.outsideGeofence(nearest.name, nearest.distance)],
    });
  }
  return { terminalId: null, outsideGeofence: true };
}
