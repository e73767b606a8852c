/**
 * Reading positions (decision 38): a unit's last fix,
 * every unit of a company with its last fix (the fleet map, one query with a
 * lateral join on the `(unit_id, recorded_at)` index), and a unit's track of a
 * local day, thinned to at most {@link maxTrackPoints}.
 */
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import { unitPositions, units } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { serverMessages } from '../../messages.ts';
import { localDayEnd, localDayStart } from '../fleet-time.ts';
import { toUnitPosition, toUnitRef } from './serialize.ts';

type UnitPosition = components['schemas']['UnitPosition'];
type UnitLocation = components['schemas']['UnitLocation'];
type UnitStatus = components['schemas']['UnitStatus'];

/** Most points of a day's track. */
export const maxTrackPoints = 2000;

/**
 * A unit's newest fix.
 * @throws 404 when the unit has never reported.
 */
export async function lastPosition(db: Database, unitId: number): Promise<UnitPosition> {
  const [row] = await db
    .select()
    .from(unitPositions)
    .where(eq(unitPositions.unitId, unitId))
    .orderBy(desc(unitPositions.recordedAt), desc(unitPositions.id))
    .limit(1);
  if (!row) throw notFound(serverMessages.positions.none);
  return toUnitPosition(row);
}

/** Every unit of a company by economic number, with its newest fix or `null`. */
export async function unitLocations(db: Database, companyId: number): Promise<UnitLocation[]> {
  const latest = db
    .select({
      id: unitPositions.id,
      unitId: unitPositions.unitId,
      latitude: unitPositions.latitude,
      longitude: unitPositions.longitude,
      speedKmh: unitPositions.speedKmh,
      heading: unitPositions.heading,
      ignition: unitPositions.ignition,
      address: unitPositions.address,
      recordedAt: unitPositions.recordedAt,
    })
    .from(unitPositions)
    .where(eq(unitPositions.unitId, units.id))
    .orderBy(desc(unitPositions.recordedAt), desc(unitPositions.id))
    .limit(1)
    .as('latest');
  const rows = await db
    .select({
      id: units.id,
      economicNumber: units.economicNumber,
      plate: units.plate,
      status: units.status,
      position: {
        id: latest.id,
        unitId: latest.unitId,
        latitude: latest.latitude,
        longitude: latest.longitude,
        speedKmh: latest.speedKmh,
        heading: latest.heading,
        ignition: latest.ignition,
        address: latest.address,
        recordedAt: latest.recordedAt,
      },
    })
    .from(units)
    .leftJoinLateral(latest, sql`true`)
    .where(eq(units.companyId, companyId))
    .orderBy(asc(units.economicNumber), asc(units.id));
  return rows.map(({ position, ...unit }) => ({
    unit: toUnitRef(unit),
    status: unit.status as UnitStatus,
    position: position ? toUnitPosition(position) : null,
  }));
}

/**
 * A unit's fixes of one local day (`YYYY-MM-DD`, the company's time zone),
 * oldest first; a day of more than {@link maxTrackPoints} fixes keeps every
 * k-th (k = ⌈n / 2000⌉), the first included.
 */
export async function dayTrack(db: Database, unitId: number, day: string): Promise<UnitPosition[]> {
  const numbered = db.$with('numbered').as(
    db
      .select({
        id: unitPositions.id,
        i: sql<number>`(row_number() over (order by ${unitPositions.recordedAt}, ${unitPositions.id}) - 1)::int`.as(
          'i',
        ),
        n: sql<number>`(count(*) over ())::int`.as('n'),
      })
      .from(unitPositions)
      .where(
        and(
          eq(unitPositions.unitId, unitId),
          gte(unitPositions.recordedAt, localDayStart(day)),
          lt(unitPositions.recordedAt, localDayEnd(day)),
        ),
      ),
  );
  const rows = await db
    .with(numbered)
    .select({ position: unitPositions })
    .from(numbered)
    .innerJoin(unitPositions, eq(unitPositions.id, numbered.id))
    .where(
      sql`${numbered.i} % greatest(ceil(${numbered.n}::numeric / ${maxTrackPoints}), 1)::int = 0`,
    )
    .orderBy(asc(unitPositions.recordedAt), asc(unitPositions.id));
  return rows.map((r) => toUnitPosition(r.position));
}
