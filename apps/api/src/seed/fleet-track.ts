/**
 * Geometry and time of the demo fleet: the local day of the
 * companies (America/Mexico_City), distances along a route's stops, and the
 * GPS fixes a unit would have sent every 30 seconds while driving a tour.
 */
import type { SeedStop } from './fleet-data.ts';
import { companyTimeZone } from '../time-zone.ts';

/** Seconds between two recorded fixes. */
export const fixIntervalSeconds = 30;

/**
 * The local day (in {@link companyTimeZone}) that contains `now`.
 * @returns its start and end, in epoch milliseconds.
 */
export function localDay(now: number): { start: number; end: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: companyTimeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  const offset = wall - Math.floor(now / 1000) * 1000;
  const start = Date.UTC(parts.year!, parts.month! - 1, parts.day!) - offset;
  return { start, end: start + 86_400_000 };
}

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in kilometres. */
export function distanceKm(a: SeedStop, b: SeedStop): number {
  const [, lat1, lng1] = a;
  const [, lat2, lng2] = b;
  const h =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Heading from `a` to `b`, in degrees clockwise from north (0–360). */
function bearing(a: SeedStop, b: SeedStop): number {
  const [, lat1, lng1] = a;
  const [, lat2, lng2] = b;
  const y = Math.sin(rad(lng2 - lng1)) * Math.cos(rad(lat2));
  const x =
    Math.cos(rad(lat1)) * Math.sin(rad(lat2)) -
    Math.sin(rad(lat1)) * Math.cos(rad(lat2)) * Math.cos(rad(lng2 - lng1));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** Cumulative straight-line distance (km) at each stop, 0 at the first. */
export function cumulativeKm(stops: SeedStop[]): number[] {
  const sums = [0];
  for (let i = 1; i < stops.length; i++)
    sums.push(sums[i - 1]! + distanceKm(stops[i - 1]!, stops[i]!));
  return sums;
}

/** A fix of a unit while driving. */
export interface TrackFix {
  latitude: number;
  longitude: number;
  speedKmh: number;
  heading: number;
  recordedAt: Date;
}

/**
 * The fixes of a tour driven at an even pace from the first stop (at
 * `departure`) to the last (at `arrival`), one every 30 s, up to `until`.
 * Positions are interpolated on the straight line between stops; the speed
 * is the road distance (1.3 × straight line) over the time.
 */
export function trackOf(
  stops: SeedStop[],
  departure: number,
  arrival: number,
  until: number,
): TrackFix[] {
  const sums = cumulativeKm(stops);
  const total = sums[sums.length - 1]!;
  const hours = (arrival - departure) / 3_600_000;
  const speedKmh = Math.round(((total * 1.3) / hours) * 10) / 10;
  const fixes: TrackFix[] = [];
  const last = Math.min(arrival, until);
  for (let at = departure; at <= last; at += fixIntervalSeconds * 1000) {
    const along = (total * (at - departure)) / (arrival - departure);
    let leg = 1;
    while (leg < stops.length - 1 && sums[leg]! < along) leg++;
    const from = stops[leg - 1]!;
    const to = stops[leg]!;
    const span = sums[leg]! - sums[leg - 1]!;
    const share = span > 0 ? Math.min(1, (along - sums[leg - 1]!) / span) : 1;
    fixes.push({
      latitude: Math.round((from[1] + (to[1] - from[1]) * share) * 1e6) / 1e6,
      longitude: Math.round((from[2] + (to[2] - from[2]) * share) * 1e6) / 1e6,
      speedKmh: at === last && last === arrival ? 0 : speedKmh,
      heading: Math.round(bearing(from, to)),
      recordedAt: new Date(at),
    });
  }
  return fixes;
}
