/**
 * A tour's manifest (`GET /ceiba-api/v1/tours/{id}/passengers`;
 * decision 38): the passengers by name, and marking one boarded or not. Setting
 * the state a passenger already has writes nothing, so the driver's list, kept
 * offline, is replayed safely; the device's time of the mark is kept.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import { tourPassengers } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { serverMessages } from '../../messages.ts';
import { deviceTime } from '../fleet-time.ts';
import type { TourRow } from './definition.ts';
import { isOpen, type TourStatus } from './life-cycle.ts';
import { toPassenger } from './serialize.ts';

type Passenger = components['schemas']['Passenger'];
type PassengerBoardingInput = components['schemas']['PassengerBoardingInput'];

/** The passengers of a tour, by name. */
export async function listPassengers(db: Database, tourId: number): Promise<Passenger[]> {
  const rows = await db
    .select()
    .from(tourPassengers)
    .where(eq(tourPassengers.tourId, tourId))
    .orderBy(asc(tourPassengers.name), asc(tourPassengers.id));
  return rows.map(toPassenger);
}

/**
 * Marks a passenger of the tour boarded (at the device's time, at a stop) or not.
 * @returns the passenger as stored afterwards (unchanged when it already had that state).
 * @throws 404 when the passenger is not on this tour's manifest; 409 when the tour
 *   is finished or cancelled; 422 on `recorded_at` more than 24 h old or 5 min ahead.
 */
export async function markPassenger(
  db: Database,
  tour: TourRow,
  passengerId: number,
  input: PassengerBoardingInput,
): Promise<Passenger> {
  const onTour = and(eq(tourPassengers.id, passengerId), eq(tourPassengers.tourId, tour.id));
  const [passenger] = await db.select().from(tourPassengers).where(onTour);
  if (!passenger) throw notFound(serverMessages.tours.passengerNotFound);
  if (!isOpen(tour.status as TourStatus))
    throw new HttpError(409, serverMessages.tours.closed, 'tour_closed');
  if ((passenger.boardedAt !== null) === input.boarded) return toPassenger(passenger);
  const [changed] = input.boarded
    ? await db
        .update(tourPassengers)
        .set({
          boardedAt: deviceTime(input.recorded_at, 'recorded_at'),
          boardingStop: input.stop?.trim() || null,
          updatedAt: new Date(),
        })
        .where(and(onTour, isNull(tourPassengers.boardedAt)))
        .returning()
    : await db
        .update(tourPassengers)
        .set({ boardedAt: null, boardingStop: null, updatedAt: new Date() })
        .where(and(onTour, isNotNull(tourPassengers.boardedAt)))
        .returning();
  if (changed) return toPassenger(changed);
  // Another call set the same state first.
  const [now] = await db.select().from(tourPassengers).where(onTour);
  return toPassenger(now!);
}
