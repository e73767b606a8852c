/**
 * Today's demo tours (docs/decisions/0018-fleet-at-work.md): each planned tour gets its departure on the
 * companies' local day, a status that agrees with the seed's clock (finished
 * before now, running now, scheduled later), a passenger manifest (boarded at
 * the stops the unit already passed) and, once it left, the fixes its unit
 * recorded every 30 s along the route's stops.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { SeedStop } from './fleet-data.ts';
import { cumulativeKm, localDay, trackOf } from './fleet-track.ts';

type Employee = typeof t.employees.$inferSelect;
type RouteRow = typeof t.routes.$inferSelect;

/** A tour to seed. */
export interface TourPlan {
  route: RouteRow;
  unitId: number;
  driverId: number | null;
  /** Minutes from the seed's clock to the departure (clamped to the local day). */
  offsetMinutes: number;
  /** Who is on the manifest, in order; the last of a finished tour did not show up. */
  passengers: Employee[];
  /** A tour called off: no departure, nobody boarded. */
  cancelled?: boolean;
  /** An exact departure (epoch ms, not clamped) instead of `offsetMinutes`. */
  departure?: number;
}

const minute = 60_000;
const fullName = (e: Employee) => [e.name, e.surname, e.lastname].filter(Boolean).join(' ');
const stopsOf = (route: RouteRow): SeedStop[] =>
  route.stops.map((s) => [s.name, s.location.latitude, s.location.longitude]);

/** Inserts the planned tours, their manifests and their units' fixes; returns the running tours' units. */
export async function seedTours(
  tx: Database,
  plans: TourPlan[],
  now: number,
): Promise<Set<number>> {
  const day = localDay(now);
  const timed = plans.map((plan) => {
    const wanted = Math.floor((now + plan.offsetMinutes * minute) / minute) * minute;
    const duration = (plan.route.estimatedMinutes ?? 40) * minute;
    // Kept inside today, except a tour meant to be over that would start before midnight (a run
    // just after midnight): it stays yesterday's, finished, rather than running again today.
    const departure =
      plan.departure ??
      (wanted < day.start + 5 * minute && wanted + duration <= now
        ? wanted
        : Math.min(Math.max(wanted, day.start + 5 * minute), day.end - 5 * minute));
    const arrival = departure + duration;
    const status = plan.cancelled
      ? 'cancelado'
      : arrival <= now
        ? 'finalizado'
        : departure <= now
          ? 'en_curso'
          : 'programado';
    return { plan, departure, arrival, status };
  });
  const tourRows = await tx
    .insert(t.tours)
    .values(
      timed.map(({ plan, departure, arrival, status }) => ({
        companyId: plan.route.companyId,
        routeId: plan.route.id,
        unitId: plan.unitId,
        driverEmployeeId: plan.driverId,
        status,
        scheduledDepartureAt: new Date(departure),
        departedAt: status === 'en_curso' || status === 'finalizado' ? new Date(departure) : null,
        arrivedAt: status === 'finalizado' ? new Date(arrival) : null,
        createdAt: new Date(Math.min(now, departure) - 2 * 86_400_000),
        updatedAt: new Date(Math.min(now, Math.max(departure, now - 60 * minute))),
      })),
    )
    .returning({ id: t.tours.id });

  const passengers: (typeof t.tourPassengers.$inferInsert)[] = [];
  const fixes: (typeof t.unitPositions.$inferInsert)[] = [];
  const running = new Set<number>();
  // Two tours of a unit squeezed together at the edge of the day must not repeat a fix.
  const fixed = new Set<string>();
  timed.forEach(({ plan, departure, arrival, status }, index) => {
    const tourId = tourRows[index]!.id;
    const stops = stopsOf(plan.route);
    const sums = cumulativeKm(stops);
    const total = sums[sums.length - 1] ?? 0;
    const reachedAt = (stop: number) =>
      total > 0 ? departure + ((arrival - departure) * sums[stop]!) / total : departure;
    const moving = status === 'en_curso' || status === 'finalizado';
    if (status === 'en_curso') running.add(plan.unitId);
    plan.passengers.forEach((employee, j) => {
      const stop = stops.length > 1 ? j % (stops.length - 1) : 0;
      const noShow = status === 'finalizado' && j === plan.passengers.length - 1;
      const boarded = moving && !noShow && reachedAt(stop) <= now;
      const alighted = boarded && status === 'finalizado';
      passengers.push({
        tourId,
        employeeId: employee.id,
        name: fullName(employee),
        boardedAt: boarded ? new Date(reachedAt(stop)) : null,
        boardingStop: boarded ? (stops[stop]?.[0] ?? null) : null,
        alightedAt: alighted ? new Date(arrival) : null,
        alightingStop: alighted ? (stops[stops.length - 1]?.[0] ?? null) : null,
      });
    });
    if (moving && stops.length > 1)
      for (const fix of trackOf(stops, departure, arrival, now)) {
        const key = `${plan.unitId}@${fix.recordedAt.getTime()}`;
        if (fixed.has(key)) continue;
        fixed.add(key);
        fixes.push({
          unitId: plan.unitId,
          ...fix,
          accuracyM: 8,
          ignition: true,
          source: 'driver',
          receivedAt: fix.recordedAt,
        });
      }
  });
  if (passengers.length) await tx.insert(t.tourPassengers).values(passengers);
  for (let i = 0; i < fixes.length; i += 1000)
    await tx.insert(t.unitPositions).values(fixes.slice(i, i + 1000));
  return running;
}

/** Sets the status of units: `en_ruta` for those running a tour, `disponible` for the rest. */
export async function settleUnits(tx: Database, unitIds: number[], running: Set<number>) {
  const idle = unitIds.filter((id) => !running.has(id));
  if (running.size)
    await tx
      .update(t.units)
      .set({ status: 'en_ruta' })
      .where(inArray(t.units.id, [...running]));
  if (idle.length)
    await tx.update(t.units).set({ status: 'disponible' }).where(inArray(t.units.id, idle));
}
