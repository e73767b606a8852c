/**
 * The test run's clock. The demo data is seeded once per run (global setup)
 * around "now": today's tours, today's shifts, two weeks of attendance. A run
 * that crosses the companies' local midnight would check yesterday's seed
 * against today's date. So a run that starts late in the local evening (or
 * just after midnight) is moved back to {@link eveningHour}:00 of its local
 * day: the seed and every test file of the `node` project see the same
 * shifted clock (`Date` only; timers stay real), far from midnight.
 *
 * `TEST_CLOCK` (an ISO instant) starts the run at that time instead of the
 * real one, to rehearse a run at any hour, e.g. `TEST_CLOCK=2026-12-02T05:59:00Z`.
 */
import { companyTimeZone } from '../time-zone.ts';

/** The local hour (company time zone) a late run is moved back to: 21 (9 p.m.). */
export const eveningHour = 21;

/** How late in the local evening a run may start without being moved: 21:30. */
const latestStartMinutes = eveningHour * 60 + 30;

/** How early after local midnight a run is still moved (to the evening before): 00:30. */
const earliestStartMinutes = 30;

/** Minutes since local midnight of `at` in the companies' time zone. */
function localMinutes(at: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: companyTimeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * The instant the run's clock starts at, in epoch ms: `start` itself, or
 * {@link eveningHour}:00 local when `start` is after 21:30 or before 00:30 local.
 * @param start - the run's real (or `TEST_CLOCK`) start, epoch ms.
 */
export function runClockStart(start: number): number {
  const minutes = localMinutes(start);
  const minute = 60_000;
  const seconds = start % minute;
  if (minutes >= latestStartMinutes) return start - (minutes - eveningHour * 60) * minute - seconds;
  if (minutes < earliestStartMinutes)
    return start - (minutes + (24 - eveningHour) * 60) * minute - seconds;
  return start;
}

/**
 * How far the run's clock is from the real one, in ms (0 on a daytime run).
 * @param env - the environment, read for `TEST_CLOCK`.
 * @throws Error when `TEST_CLOCK` is not an ISO instant.
 */
export function runClockOffset(env: NodeJS.ProcessEnv = process.env, now = Date.now()): number {
  const wanted = env.TEST_CLOCK ? Date.parse(env.TEST_CLOCK) : now;
  if (Number.isNaN(wanted)) throw new Error(`TEST_CLOCK is not an ISO instant: ${env.TEST_CLOCK}`);
  return runClockStart(wanted) - now;
}
