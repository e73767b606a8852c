/**
 * Fixes from GPS tracker apps on the OsmAnd protocol (Traccar Client, the
 * OsmAnd app; decision 38): `GET` or `POST /ceiba-api/v1/osmand?id=…&lat=…&lon=…`,
 * public (the device `id` is the unit's secret key of `issueUnitTrackerKey`,
 * looked up by its SHA-256). The time comes as Unix seconds, Unix
 * milliseconds or ISO 8601, the speed in knots. Each key may send 2 fixes a
 * second (`auth/throttle.ts`, shared by every instance).
 *
 * A fix more than 24 h old or 5 min ahead is answered 200 and not stored:
 * tracker apps keep resending a fix until it is accepted, and an answer of
 * 4xx would block the device's queue for good behind it.
 */
import { hashTrackerKey } from '../units/tracker-key.ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reserveAttempt, type ThrottlePolicy } from '../../auth/throttle.ts';
import type { Database } from '../../db/client.ts';
import { units } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { OperationRequest } from '../../http/operations.ts';
import { serverMessages } from '../../messages.ts';
import { deviceTimeProblem } from '../fleet-time.ts';
import { storeFix } from './store.ts';

/** The OsmAnd endpoint's path. */
export const osmandPath = '/ceiba-api/v1/osmand';

/** km/h in one knot. */
export const knotKmh = 1.852;

/** Fixes of one tracker key: 2 a second, then the next one waits for the next second. */
export const trackerPolicy: ThrottlePolicy = { free: 2, maxDelaySeconds: 1, windowSeconds: 1 };

export { hashTrackerKey };

/** Unix seconds below this are seconds; above, milliseconds (1e11 s is the year 5138). */
const millisecondsFrom = 1e11;

/**
 * The time of an OsmAnd fix: Unix seconds or milliseconds (decimals allowed),
 * or ISO 8601 (a space for the `T` and no zone are read as UTC, as Traccar
 * does); the server's time when absent.
 * @throws 400 on `timestamp` when it is none of these.
 */
export function parseOsmAndTime(value: string | undefined, now: Date = new Date()): Date {
  const text = value?.trim();
  if (!text) return now;
  let at: Date;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const n = Number(text);
    at = new Date(n >= millisecondsFrom ? n : n * 1000);
  } else if (
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(text)
  ) {
    const iso = text.replace(' ', 'T');
    at = new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(iso) || !iso.includes('T') ? iso : `${iso}Z`);
  } else at = new Date(Number.NaN);
  if (Number.isNaN(at.getTime()))
    throw new HttpError(400, 'Los datos enviados no son válidos.', 'validation_failed', {
      timestamp: [serverMessages.positions.invalidTime],
    });
  return at;
}

/**
 * Lets a tracker app's form-encoded POST body (`id=…&lat=…`) stand for the
 * query string, before the contract validates the query; a query parameter
 * wins over a body field of the same name.
 */
export function registerOsmAndForm(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' || request.routeOptions.url !== osmandPath) return;
    const body = request.body;
    if (!body || typeof body !== 'object' || Buffer.isBuffer(body)) return;
    const query = request.query as Record<string, unknown>;
    for (const [name, value] of Object.entries(body as Record<string, unknown>))
      if (query[name] === undefined) query[name] = value;
  });
}

/**
 * Stores the fix of an OsmAnd request for the unit whose key it names.
 * @throws 401 for an unknown or replaced key; 429 beyond 2 fixes a second of one
 *   key; 400 for an unreadable `timestamp`.
 */
export async function receiveOsmAnd(
  db: Database,
  request: OperationRequest<'receiveOsmAndPosition' | 'receiveOsmAndPositionByGet'>,
): Promise<void> {
  const query = request.query;
  const hash = hashTrackerKey(query.id);
  const [unit] = await db.select().from(units).where(eq(units.trackerKeyHash, hash));
  if (!unit) throw new HttpError(401, serverMessages.positions.unknownKey, 'invalid_tracker_key');
  const reservation = await reserveAttempt(db, `osmand:${hash}`, trackerPolicy);
  if (!reservation.admitted)
    throw new HttpError(429, serverMessages.positions.tooMany, 'too_many_requests', undefined, {
      'retry-after': String(reservation.retryAfterSeconds),
    });
  const recordedAt = parseOsmAndTime(query.timestamp);
  const problem = deviceTimeProblem(recordedAt);
  if (problem) {
    request.log.info(
      { unitId: unit.id, timestamp: query.timestamp },
      `Posición descartada: ${problem}`,
    );
    return;
  }
  await storeFix(
    db,
    unit,
    {
      latitude: query.lat,
      longitude: query.lon,
      speedKmh: query.speed === undefined ? 0 : query.speed * knotKmh,
      heading: query.bearing ?? null,
      accuracyM: query.accuracy ?? null,
      recordedAt,
    },
    'tracker',
  );
}
