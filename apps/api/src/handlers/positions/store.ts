/**
 * Storing a unit's GPS fix (decision 38), shared by the driver's app
 * (`sendUnitPosition`) and trackers on the OsmAnd protocol: a fix is stored
 * once per unit, time and source (a replay after working offline changes
 * nothing), and every newly stored fix is pushed to the company's staff over
 * the socket (`unit.position`, room `company:<id>`).
 */
import { and, eq } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import { unitPositions, type units } from '../../db/schema.ts';
import { pushUnitPosition } from '../../realtime/push.ts';
import { toUnitPosition, toUnitRef } from './serialize.ts';

type UnitPosition = components['schemas']['UnitPosition'];
type UnitRow = typeof units.$inferSelect;

/** Where a fix came from: the driver's installed app, or a tracker app on the OsmAnd protocol. */
export type FixSource = 'driver' | 'tracker';

/** One GPS fix as received, in the units stored. */
export interface Fix {
  latitude: number;
  longitude: number;
  /** km/h. @default 0 */
  speedKmh?: number | null;
  /** Degrees clockwise from north. */
  heading?: number | null;
  /** Accuracy radius in metres. */
  accuracyM?: number | null;
  /** When the device took it. */
  recordedAt: Date;
}

/** The outcome of {@link storeFix}. */
export interface StoredFix {
  /** The fix as stored (the earlier copy for a replay). */
  position: UnitPosition;
  /** Whether this call stored it (false for a replay). */
  created: boolean;
}

/**
 * Stores a fix of a unit once (ON CONFLICT DO NOTHING on unit, time and
 * source) and, when it is new, pushes `unit.position` to the unit's company.
 */
export async function storeFix(
  db: Database,
  unit: Pick<UnitRow, 'id' | 'companyId' | 'economicNumber' | 'plate' | 'status'>,
  fix: Fix,
  source: FixSource,
): Promise<StoredFix> {
  const [row] = await db
    .insert(unitPositions)
    .values({
      unitId: unit.id,
      latitude: fix.latitude,
      longitude: fix.longitude,
      speedKmh: fix.speedKmh ?? 0,
      heading: fix.heading ?? null,
      accuracyM: fix.accuracyM ?? null,
      source,
      recordedAt: fix.recordedAt,
    })
    .onConflictDoNothing({
      target: [unitPositions.unitId, unitPositions.recordedAt, unitPositions.source],
    })
    .returning();
  if (!row) {
    const [earlier] = await db
      .select()
      .from(unitPositions)
      .where(
        and(
          eq(unitPositions.unitId, unit.id),
          eq(unitPositions.recordedAt, fix.recordedAt),
          eq(unitPositions.source, source),
        ),
      );
    return { position: toUnitPosition(earlier!), created: false };
  }
  const position = toUnitPosition(row);
  pushUnitPosition(db, {
    company_id: unit.companyId,
    unit: toUnitRef(unit),
    status: unit.status,
    position,
  });
  return { position, created: true };
}
