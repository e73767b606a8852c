/**
 * Tracker apps on the OsmAnd protocol (decision 38): GET, or POST with a query
 * string or a form body, with the unit's key and no sign-in; speeds in knots,
 * times in seconds, milliseconds or ISO 8601; 401 for an unknown key; 2 fixes
 * a second per key.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reserveAttempt } from '../../auth/throttle.ts';
import { authThrottle, unitPositions, units } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { fleetFixture, type FleetFixture } from '../../test/fleet.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { hashTrackerKey, parseOsmAndTime, trackerPolicy } from './osmand.ts';

let t: TestApp;
let f: FleetFixture;
const trackerKey = 'jt_clave-de-prueba-5mK2pQ8vX1nR7sT4';

beforeAll(async () => {
  t = await createTestApp();
  f = await fleetFixture(t);
  await t.database.db
    .update(units)
    .set({ trackerKeyHash: hashTrackerKey(trackerKey), trackerKeyIssuedAt: new Date() })
    .where(eq(units.id, f.otherDriver.unitId));
});
afterAll(() => t.close());

const storedOf = (unitId: number) =>
  t.database.db
    .select()
    .from(unitPositions)
    .where(eq(unitPositions.unitId, unitId))
    .orderBy(unitPositions.recordedAt);

describe('given a tracker app on the OsmAnd protocol', () => {
  // Each request here is the key's first of its second: the throttle is tested on its own below.
  beforeEach(() => t.database.db.delete(authThrottle).where(like(authThrottle.key, 'osmand:%')));

  const osmand = (query: Record<string, string | number>, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({
      method,
      url: `/ceiba-api/v1/osmand?${new URLSearchParams(query as Record<string, string>)}`,
    });
  const fixAt = async (at: Date) =>
    (
      await t.database.db
        .select()
        .from(unitPositions)
        .where(
          and(
            eq(unitPositions.unitId, f.otherDriver.unitId),
            eq(unitPositions.recordedAt, at),
            eq(unitPositions.source, 'tracker'),
          ),
        )
    )[0];

  it('stores a GET fix of the unit whose key it names, without signing in, its speed from knots to km/h', async () => {
    const at = new Date(Math.floor(Date.now() / 1000 - 60) * 1000);
    const response = await osmand({
      id: trackerKey,
      lat: 20.9631,
      lon: -101.4326,
      timestamp: at.getTime() / 1000,
      speed: 10,
      bearing: 90,
      altitude: 1800,
      accuracy: 8,
      batt: 77,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    const stored = await fixAt(at);
    expect(stored).toMatchObject({ latitude: 20.9631, longitude: -101.4326, heading: 90 });
    expect(stored!.speedKmh).toBeCloseTo(18.52, 2);
    expect(stored!.accuracyM).toBe(8);
  });

  it('stores a POST fix from the query string or from a form body (Traccar Client), times in ms or ISO', async () => {
    const inMs = new Date(Date.now() - 120_000);
    const query = await osmand(
      { id: trackerKey, lat: 21.0, lon: -101.5, timestamp: inMs.getTime() },
      'POST',
    );
    expect(query.statusCode).toBe(200);
    expect(await fixAt(inMs)).toBeDefined();

    const inIso = new Date(Math.floor(Date.now() / 1000 - 180) * 1000);
    const form = await t.app.inject({
      method: 'POST',
      url: '/ceiba-api/v1/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        id: trackerKey,
        lat: '21.01',
        lon: '-101.51',
        timestamp: inIso.toISOString().replace('T', ' ').replace('.000Z', ''),
        speed: '0',
      }).toString(),
    });
    expect(form.statusCode).toBe(200);
    expect(await fixAt(inIso)).toMatchObject({ latitude: 21.01, speedKmh: 0 });
  });

  it('answers 401 in Spanish for an unknown key and stores nothing', async () => {
    const before = await storedOf(f.otherDriver.unitId);
    const response = await osmand({ id: 'jt_no-existe', lat: 21, lon: -101 });
    expect(response.statusCode).toBe(401);
    assertMatchesContract('GET', '/ceiba-api/v1/osmand', response);
    expect(response.json().message).toBe('La clave del rastreador no es válida.');
    expect(await storedOf(f.otherDriver.unitId)).toEqual(before);
  });

  it('answers 400 for an unreadable time, and 200 without storing a fix over 24 h old (a tracker would resend it for ever)', async () => {
    const bad = await osmand({ id: trackerKey, lat: 21, lon: -101, timestamp: 'ayer' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.timestamp).toEqual(['La hora registrada no es válida.']);
    const old = new Date(Math.floor(Date.now() / 1000 - 30 * 3600) * 1000);
    const stale = await osmand({
      id: trackerKey,
      lat: 21,
      lon: -101,
      timestamp: old.getTime() / 1000,
    });
    expect(stale.statusCode).toBe(200);
    expect(await fixAt(old)).toBeUndefined();
  });

  it('answers 429 while the key is throttled', async () => {
    await t.database.db.insert(authThrottle).values({
      key: `osmand:${hashTrackerKey(trackerKey)}`,
      failures: 3,
      windowStartedAt: new Date(Date.now() + 3600_000),
      blockedUntil: new Date(Date.now() + 3600_000),
      admitted: false,
    });
    const response = await osmand({ id: trackerKey, lat: 21, lon: -101 });
    expect(response.statusCode).toBe(429);
    assertMatchesContract('GET', '/ceiba-api/v1/osmand', response);
    expect(response.json().message).toBe(
      'Este rastreador envía demasiadas posiciones seguidas; espera un momento.',
    );
  });

  it('lets 2 fixes of a key through in a second and the third waits for the next second', async () => {
    const now = new Date('2026-03-05T12:00:00.000Z');
    const key = 'osmand:politica';
    const at = (ms: number) => new Date(now.getTime() + ms);
    expect((await reserveAttempt(t.database.db, key, trackerPolicy, at(0))).admitted).toBe(true);
    expect((await reserveAttempt(t.database.db, key, trackerPolicy, at(300))).admitted).toBe(true);
    const third = await reserveAttempt(t.database.db, key, trackerPolicy, at(600));
    expect(third).toMatchObject({ admitted: false, retryAfterSeconds: 1 });
    expect((await reserveAttempt(t.database.db, key, trackerPolicy, at(1000))).admitted).toBe(true);
  });

  it('reads Unix seconds, Unix milliseconds and ISO 8601 times', () => {
    const expected = new Date('2026-03-05T12:00:00.000Z');
    expect(parseOsmAndTime('1772712000')).toEqual(expected);
    expect(parseOsmAndTime('1772712000000')).toEqual(expected);
    expect(parseOsmAndTime('2026-03-05T12:00:00Z')).toEqual(expected);
    expect(parseOsmAndTime('2026-03-05 12:00:00')).toEqual(expected);
    expect(parseOsmAndTime('2026-03-05T06:00:00-06:00')).toEqual(expected);
  });
});
