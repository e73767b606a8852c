/**
 * Moving a tour along its life cycle (`updateTourStatus`, decision 38).
 * Starting stamps `departed_at` and puts the unit
 * `en_ruta`; finishing stamps `arrived_at`; finishing or cancelling a running
 * tour gives the unit back (`disponible`) unless another of its tours still
 * runs or staff put it elsewhere meanwhile. Moving to the status the tour
 * already has answers it unchanged, so a driver's change queued offline is
 * replayed safely; the device's time of the change is kept (fleet-time.ts).
 */
import { and, eq, ne, notExists } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import { tours, units } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { serverMessages, statusLabels } from '../../messages.ts';
import { deviceTime } from '../fleet-time.ts';
import type { TourRow } from './definition.ts';
import { canMove, type TourStatus } from './life-cycle.ts';

type TourStatusInput = components['schemas']['TourStatusInput'];

/** 409 for a move the tour's status does not allow. */
const badMove = (from: TourStatus, to: TourStatus) =>
  new HttpError(
    409,
    serverMessages.tours.move(statusLabels.TourStatus[from], statusLabels.TourStatus[to]),
    'invalid_status_move',
  );

/** Puts the unit back to `disponible` when it is `en_ruta` and none of its tours runs any more. */
async function releaseUnit(tx: Database, unitId: number) {
  const running = tx
    .select({ id: tours.id })
    .from(tours)
    .where(and(eq(tours.unitId, unitId), eq(tours.status, 'en_curso')));
  await tx
    .update(units)
    .set({ status: 'disponible', updatedAt: new Date() })
    .where(and(eq(units.id, unitId), eq(units.status, 'en_ruta'), notExists(running)));
}

/**
 * Moves a tour to `input.status`.
 * @returns the stored tour after the move (the same row when it already had that status).
 * @throws 409 for a move its life cycle does not allow (also when another call moved it first);
 *   422 on `recorded_at` when it is more than 24 h old or 5 min ahead.
 */
export async function moveTour(
  db: Database,
  tour: TourRow,
  input: TourStatusInput,
): Promise<TourRow> {
  const from = tour.status as TourStatus;
  const to = input.status;
  if (from === to) return tour;
  const at = deviceTime(input.recorded_at, 'recorded_at');
  if (!canMove(from, to)) throw badMove(from, to);
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(tours)
      .set({
        status: to,
        updatedAt: new Date(),
        ...(to === 'en_curso' ? { departedAt: at } : {}),
        ...(to === 'finalizado' ? { arrivedAt: at } : {}),
      })
      .where(and(eq(tours.id, tour.id), eq(tours.status, from)))
      .returning();
    if (!moved) {
      // Another call moved it first: the same move is a replay, any other is refused.
      const [now] = await tx.select().from(tours).where(eq(tours.id, tour.id));
      if (now?.status === to) return now;
      throw badMove((now?.status ?? from) as TourStatus, to);
    }
    if (to === 'en_curso')
      await tx
        .update(units)
        .set({ status: 'en_ruta', updatedAt: new Date() })
        .where(and(eq(units.id, tour.unitId), ne(units.status, 'en_ruta')));
    else if (from === 'en_curso') await releaseUnit(tx, tour.unitId);
    return moved;
  });
}
