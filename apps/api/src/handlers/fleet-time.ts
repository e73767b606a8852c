/**
 * Times of the fleet (decision 38): a company's local day, which tour lists
 * and tracks filter by, and the device's clock, whose times (a fix, a tour
 * started or a passenger marked while offline) are kept when they are
 * believable: at most 24 hours old and at most 5 minutes ahead of the server.
 */
import { sql, type SQL } from 'drizzle-orm';
import { serverMessages } from '../messages.ts';
import { unprocessable } from '../records/company-record.ts';
import { companyTimeZone } from '../time-zone.ts';

/** The time zone of a company's days (decision 38), re-exported for the fleet's and clock's modules. */
export { companyTimeZone };

/** The instant a local day (`YYYY-MM-DD`) starts, as SQL `timestamptz`. */
export const localDayStart = (day: string): SQL =>
  sql`(${day}::date)::timestamp at time zone ${companyTimeZone}`;

/** The instant after a local day (`YYYY-MM-DD`) ends: the next day's start, as SQL `timestamptz`. */
export const localDayEnd = (day: string): SQL =>
  sql`((${day}::date) + 1)::timestamp at time zone ${companyTimeZone}`;

/** How old a device's time may be: 24 h in milliseconds (a change queued offline). */
export const maxDeviceAgeMs = 24 * 3600 * 1000;

/** How far ahead of the server a device's clock may be: 5 min in milliseconds. */
export const maxDeviceLeadMs = 5 * 60 * 1000;

/**
 * Why a device's time is refused, or `null` when it is believable.
 * @param now - the server's time. @default new Date()
 */
export function deviceTimeProblem(at: Date, now: Date = new Date()): string | null {
  if (Number.isNaN(at.getTime())) return serverMessages.positions.invalidTime;
  if (now.getTime() - at.getTime() > maxDeviceAgeMs) return serverMessages.positions.tooOld;
  if (at.getTime() - now.getTime() > maxDeviceLeadMs) return serverMessages.positions.ahead;
  return null;
}

/**
 * The time a device says something happened (`recorded_at`), or the server's
 * time when it says none.
 * @param field - the body field, named in the error.
 * @throws 422 on `field` when the time is more than 24 h old or 5 min ahead.
 */
export function deviceTime(
  value: string | null | undefined,
  field: string,
  now: Date = new Date(),
): Date {
  if (!value) return now;
  const at = new Date(value);
  const problem = deviceTimeProblem(at, now);
  if (problem) throw unprocessable({ [field]: [problem] });
  return at;
}
