/**
 * A fix sent by the installed app of one of a unit's drivers
 * (`sendUnitPosition`, decision 38). The access helper already admitted the
 * caller as one of the unit's drivers (`others: [owner]`, the `unitId` owner
 * resolver); here the fix must be taken on duty: during a tour of this unit
 * that the caller drives and that is running, or that ran at the fix's time
 * (a fix queued offline and sent after the tour ended still belongs to it).
 */
import { and, eq, gte, lte, or } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import { employees, tours, units } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { serverMessages } from '../../messages.ts';
import { deviceTime } from '../fleet-time.ts';
import { storeFix, type StoredFix } from './store.ts';

type UnitPositionInput = components['schemas']['UnitPositionInput'];

/** Whether the user drives a tour of the unit that runs now or ran at `at`. */
async function onDuty(db: Database, unitId: number, userId: number, at: Date) {
  const [tour] = await db
    .select({ id: tours.id })
    .from(tours)
    .innerJoin(employees, eq(employees.id, tours.driverEmployeeId))
    .where(
      and(
        eq(tours.unitId, unitId),
        eq(employees.userId, userId),
        or(
          eq(tours.status, 'en_curso'),
          and(eq(tours.status, 'finalizado'), lte(tours.departedAt, at), gte(tours.arrivedAt, at)),
        ),
      ),
    )
    .limit(1);
  return Boolean(tour);
}

/**
 * Stores a fix of the unit sent by the caller, one of its drivers.
 * @throws 422 on `recorded_at` more than 24 h old or 5 min ahead; 409
 *   `no_tour_in_progress` when the caller drives no tour of the unit now (or at that time).
 */
export async function sendPosition(
  db: Database,
  unitId: number,
  userId: number,
  input: UnitPositionInput,
): Promise<StoredFix> {
  const recordedAt = deviceTime(input.recorded_at, 'recorded_at');
  const [unit] = await db.select().from(units).where(eq(units.id, unitId));
  if (!unit) throw notFound(serverMessages.records.byPlaceholder.unitId);
  if (!(await onDuty(db, unitId, userId, recordedAt)))
    throw new HttpError(409, serverMessages.positions.noTourInProgress, 'no_tour_in_progress');
  return storeFix(
    db,
    unit,
    {
      latitude: input.latitude,
      longitude: input.longitude,
      speedKmh: input.speed_kmh,
      heading: input.heading,
      accuracyM: input.accuracy_m,
      recordedAt,
    },
    'driver',
  );
}
