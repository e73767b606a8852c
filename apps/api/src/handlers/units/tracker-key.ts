/**
 * A unit's GPS tracker key (`issueUnitTrackerKey`, decision 38): the secret
 * device id a tracker app on the OsmAnd protocol (Traccar Client, OsmAnd)
 * sends with every fix. Shown once; the server keeps its SHA-256, and a new
 * key replaces the unit's earlier one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import { units } from '../../db/schema.ts';

type UnitTrackerKey = components['schemas']['UnitTrackerKey'];

/** Prefix of every tracker key (recognisable in a tracker app's settings). */
export const trackerKeyPrefix = 'jt_';

/** The SHA-256 (hex) a tracker key is stored and looked up by. */
export const hashTrackerKey = (key: string): string =>
  createHash('sha256').update(key).digest('hex');

/**
 * Issues a new key for the unit, storing only its hash and issue time.
 * @param publicUrl - the configured public origin (`PUBLIC_URL`), without a trailing slash.
 * @returns the key (27 URL-safe characters, `jt_` + 144 random bits) and the OsmAnd endpoint to configure.
 */
export async function issueTrackerKey(
  db: Database,
  unitId: number,
  publicUrl: string,
): Promise<UnitTrackerKey> {
  const deviceId = `${trackerKeyPrefix}${randomBytes(18).toString('base64url')}`;
  const issuedAt = new Date();
  await db
    .update(units)
    .set({ trackerKeyHash: hashTrackerKey(deviceId), trackerKeyIssuedAt: issuedAt })
    .where(eq(units.id, unitId));
  return {
    device_id: deviceId,
    server_url: `${publicUrl}/ceiba-api/v1/osmand`,
    issued_at: issuedAt.toISOString(),
  };
}
