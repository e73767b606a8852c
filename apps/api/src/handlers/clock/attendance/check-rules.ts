/**
 * The rules of a check before anything is stored (decision 39): who may say
 * which source, which instant a check happened at, and the coordinates it
 * carries.
 * - `manual` is staff's capture: an employee (or a link) sending it is refused (403),
 *   since it would let them set any time; staff may give any past instant.
 * - Every other source happens now, unless the device queued it offline: then
 *   `at` comes with `client_id` and is at most 24 h old and 5 min ahead.
 */
import type { components } from '@jornada/api-client/schema';
import { HttpError } from '../../../http/errors.ts';
import { serverMessages } from '../../../messages.ts';
import { unprocessable } from '../../../records/company-record.ts';
import { deviceTime, maxDeviceLeadMs } from '../../fleet-time.ts';
import type { Point } from './geofence.ts';

type AttendanceInput = components['schemas']['AttendanceInput'];

/** Who records the check: company staff (or an administrator), the employee signed in, or a signed link. */
export type CheckVia = 'staff' | 'employee' | 'kiosk' | 'personal_link';

/** What a check carries, whatever entry point it came through. */
export type CheckInput = Pick<
  AttendanceInput,
  'type' | 'source' | 'at' | 'client_id' | 'recess_id' | 'latitude' | 'longitude' | 'notes'
>;

/**
 * The instant of the check.
 * @throws 403 for `manual` from anyone but staff; 422 on `at` for an instant
 * ahead of the server, or (other sources) without `client_id`, over 24 h old
 * or over 5 min ahead.
 */
export function checkInstant(input: CheckInput, via: CheckVia, now: Date): Date {
  if (input.source === 'manual') {
    if (via !== 'staff')
      throw new HttpError(403, serverMessages.clockAttendance.manualStaffOnly, 'forbidden');
    if (!input.at) return now;
    const at = new Date(input.at);
    if (at.getTime() - now.getTime() > maxDeviceLeadMs)
      throw unprocessable({ at: [serverMessages.clockAttendance.future] });
    return at;
  }
  if (input.at && !input.client_id)
    throw unprocessable({ at: [serverMessages.clockAttendance.atNeedsClientId] });
  return deviceTime(input.at, 'at', now);
}

/**
 * The coordinates of a check, or `null`.
 * @throws 422 when only one of latitude and longitude is given.
 */
export function checkPoint(input: CheckInput): Point | null {
  const { latitude, longitude } = input;
  if ((latitude === undefined) !== (longitude === undefined)) {
    const field = latitude === undefined ? 'latitude' : 'longitude';
    throw unprocessable({ [field]: [serverMessages.clockAttendance.coordinatesTogether] });
  }
  return latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
}

/** Whether a check-in of this source must carry coordinates when the company requires them (the phone's). */
export const locatedSource = (source: CheckInput['source']) =>
  source === 'app' || source === 'geofence';
