/**
 * One check of an employee (decision 39), the same for every
 * entry point (`createAttendance` by staff or the employee, the kiosk and
 * personal links): a check-in opens a record, a check-out closes it, a break
 * opens or closes inside it. A check sent again with its `client_id` changes
 * nothing and answers the stored record (the offline queue replays); two
 * check-ins raced at once store one (the partial unique index of open
 * records). Every change is pushed to the company's staff as `clock.status`.
 */
import { and, eq, gt, isNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { attendanceBreaks, attendanceChanges, attendances } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { HttpError } from '../../../http/errors.ts';
import { serverMessages } from '../../../messages.ts';
import { unprocessable } from '../../../records/company-record.ts';
import { earlyLeaveMinutes, lateMinutes } from '../day-status.ts';
import { endBreak, startBreak } from './break-checks.ts';
import {
  checkInstant,
  checkPoint,
  locatedSource,
  type CheckInput,
  type CheckVia,
} from './check-rules.ts';
import { placeCheckIn } from './geofence.ts';
import { locationPolicyOf } from './location-policy.ts';
import { pushEmployeeStatus } from './push-status.ts';
import {
  breaksOfRecord,
  openRecord,
  recordById,
  shiftOfRecord,
  unpaidMinutes,
  workDayAt,
} from './record-queries.ts';
import { minutesBetween, type AttendanceRow } from './serialize.ts';
import { clockSettingsOf } from './settings.ts';

/** A check to record. */
export interface CheckRequest {
  companyId: number;
  employeeId: number;
  input: CheckInput;
  /** The signed-in user who records it (staff or the employee); `null` through a link. */
  actorUserId: number | null;
  via: CheckVia;
  /** The server's time. @default new Date() */
  now?: Date;
}

/** The outcome of {@link recordCheck}. */
export interface CheckOutcome {
  /** The record the check opened, closed or changed (the stored one for a replay). */
  row: AttendanceRow;
  /** False when the `client_id` was already stored (answer 200, nothing changed). */
  created: boolean;
}

const conflict = (message: string, code: string) => new HttpError(409, message, code);
const messages = serverMessages.clockAttendance;

/** The record a `client_id` already stored for this action of the employee, if any. */
async function replayed(db: Database, employeeId: number, input: CheckInput) {
  const clientId = input.client_id;
  if (!clientId) return null;
  if (input.type === 'check_in' || input.type === 'check_out') {
    const column = input.type === 'check_in' ? attendances.clientId : attendances.checkOutClientId;
    const [row] = await db
      .select()
      .from(attendances)
      .where(and(eq(attendances.employeeId, employeeId), eq(column, clientId)));
    return row ?? null;
  }
  const column =
    input.type === 'break_start' ? attendanceBreaks.clientId : attendanceBreaks.endClientId;
  const [found] = await db
    .select({ id: attendances.id })
    .from(attendanceBreaks)
    .innerJoin(attendances, eq(attendances.id, attendanceBreaks.attendanceId))
    .where(and(eq(attendances.employeeId, employeeId), eq(column, clientId)));
  return found ? recordById(db, found.id) : null;
}

async function checkIn(db: Database, request: CheckRequest, at: Date): Promise<AttendanceRow> {
  const { companyId, employeeId, input, via } = request;
  const given = checkPoint(input);
  const settings = await clockSettingsOf(db, companyId);
  const { date, shift } = await workDayAt(db, companyId, employeeId, at);
  const policy = locatedSource(input.source)
    ? locationPolicyOf(shift, settings.require_location)
    : 'optional';
  if (policy === 'required' && !given)
    throw unprocessable({ latitude: [messages.locationRequired] });
  // A shift that does not ask for the position stores none from the phone.
  const point = policy === 'off' ? null : given;
  if (await openRecord(db, employeeId))
    throw conflict(messages.alreadyCheckedIn, 'already_checked_in');
  // A capture or an offline check-in may not fall inside a stored record.
  const [around] = await db
    .select({ id: attendances.id })
    .from(attendances)
    .where(
      and(
        eq(attendances.employeeId, employeeId),
        lte(attendances.checkInAt, at),
        gt(attendances.checkOutAt, at),
      ),
    )
    .limit(1);
  if (around) throw unprocessable({ at: [messages.overlaps] });
  const place = await placeCheckIn(db, companyId, point, settings.geofence_mode);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(attendances)
      .values({
        companyId,
        employeeId,
        shiftId: shift?.id ?? null,
        date,
        checkInAt: at,
        source: input.source,
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
        terminalId: place.terminalId,
        outsideGeofence: place.outsideGeofence,
        lateMinutes: lateMinutes(shift, date, at),
        notes: input.notes?.trim() || null,
        clientId: input.client_id ?? null,
      })
      .returning();
    if (via === 'staff' && input.source === 'manual')
      await tx.insert(attendanceChanges).values({
        companyId,
        attendanceId: row!.id,
        employeeId,
        action: 'created',
        changedByUserId: request.actorUserId,
        changes: [{ field: 'check_in_at', from: null, to: at.toISOString() }],
        notes: input.notes?.trim() || null,
      });
    return row!;
  });
}

async function checkOut(db: Database, request: CheckRequest, at: Date): Promise<AttendanceRow> {
  const { employeeId, input, via } = request;
  const open = await openRecord(db, employeeId);
  if (!open) throw conflict(messages.notCheckedIn, 'not_checked_in');
  if (at < open.checkInAt) throw unprocessable({ at: [messages.outBeforeIn] });
  // A capture of an earlier day ends before the employee's next record starts.
  const [next] = await db
    .select({ id: attendances.id })
    .from(attendances)
    .where(
      and(
        eq(attendances.employeeId, employeeId),
        gt(attendances.checkInAt, open.checkInAt),
        lt(attendances.checkInAt, at),
      ),
    )
    .limit(1);
  if (next) throw unprocessable({ at: [messages.overlaps] });
  const breaks = await breaksOfRecord(db, open.id);
  const openBreak = breaks.find((b) => !b.endedAt);
  if (openBreak && at < openBreak.startedAt) throw unprocessable({ at: [messages.outBeforeBreak] });
  const closed = breaks.map((b) => (b === openBreak ? { ...b, endedAt: at } : b));
  const breakMinutes = unpaidMinutes(closed);
  const shift = await shiftOfRecord(db, open.shiftId);
  const notes = input.notes?.trim();
  return db.transaction(async (tx) => {
    if (openBreak)
      await tx
        .update(attendanceBreaks)
        .set({ endedAt: at })
        .where(eq(attendanceBreaks.id, openBreak.id));
    const [row] = await tx
      .update(attendances)
      .set({
        checkOutAt: at,
        checkOutSource: input.source,
        checkOutClientId: input.client_id ?? null,
        breakMinutes,
        earlyLeaveMinutes: earlyLeaveMinutes(shift, open.date, at),
        workedMinutes: Math.max(0, minutesBetween(open.checkInAt, at) - breakMinutes),
        notes: notes ? (open.notes ? `${open.notes}\n${notes}` : notes) : open.notes,
        updatedAt: new Date(),
      })
      .where(and(eq(attendances.id, open.id), isNull(attendances.checkOutAt)))
      .returning();
    // Another check-out closed it in between.
    if (!row) throw conflict(messages.notCheckedIn, 'not_checked_in');
    if (via === 'staff' && input.source === 'manual')
      await tx.insert(attendanceChanges).values({
        companyId: row.companyId,
        attendanceId: row.id,
        employeeId,
        action: 'updated',
        changedByUserId: request.actorUserId,
        changes: [{ field: 'check_out_at', from: null, to: at.toISOString() }],
        notes: notes || null,
      });
    return row;
  });
}

const actions = {
  check_in: checkIn,
  check_out: checkOut,
  break_start: startBreak,
  break_end: endBreak,
} as const;

/**
 * Records one check of an employee of the company and pushes their status.
 * @throws 403 `manual` from anyone but staff; 409 checking in with a record
 * open, out or into a break with none, a break already open or none open;
 * 422 a bad `at`, coordinates missing or outside a refusing geofence, a recess
 * not of the shift, a check-out before the check-in.
 */
export async function recordCheck(db: Database, request: CheckRequest): Promise<CheckOutcome> {
  const now = request.now ?? new Date();
  // A replay answers what was stored, even once its time has grown older than a new check may be.
  const stored = await replayed(db, request.employeeId, request.input);
  if (stored) return { row: stored, created: false };
  const at = checkInstant(request.input, request.via, now);
  let row: AttendanceRow;
  try {
    row = await actions[request.input.type](db, request, at);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A raced copy of the same check stored it first, or a raced check-in opened a record.
    const raced = await replayed(db, request.employeeId, request.input);
    if (raced) return { row: raced, created: false };
    if (request.input.type === 'check_in')
      throw conflict(messages.alreadyCheckedIn, 'already_checked_in');
    if (request.input.type === 'break_start')
      throw conflict(messages.breakOpen, 'break_already_started');
    throw error;
  }
  await pushEmployeeStatus(db, row.companyId, row.employeeId, now);
  return { row, created: true };
}
