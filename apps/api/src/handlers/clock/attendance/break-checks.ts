/**
 * Breaks of an open record (decision 39): a break starts against one of the
 * shift's recesses, a company-wide one or none (unplanned), never while
 * another is open, and ends; the record's unpaid break minutes follow.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { attendanceBreaks, attendances, recesses } from '../../../db/schema.ts';
import { HttpError } from '../../../http/errors.ts';
import { serverMessages } from '../../../messages.ts';
import { unprocessable } from '../../../records/company-record.ts';
import type { CheckRequest } from './record-check.ts';
import { breaksOfRecord, openRecord, unpaidMinutes } from './record-queries.ts';
import type { AttendanceRow } from './serialize.ts';

const conflict = (message: string, code: string) => new HttpError(409, message, code);
const messages = serverMessages.clockAttendance;

/**
 * Starts a break of the employee's open record.
 * @throws 409 without an open record or with a break open; 422 a recess not of the shift or a start before the check-in.
 */
export async function startBreak(
  db: Database,
  request: CheckRequest,
  at: Date,
): Promise<AttendanceRow> {
  const { companyId, employeeId, input } = request;
  const open = await openRecord(db, employeeId);
  if (!open) throw conflict(messages.notCheckedIn, 'not_checked_in');
  if (at < open.checkInAt) throw unprocessable({ at: [messages.breakBeforeIn] });
  const breaks = await breaksOfRecord(db, open.id);
  if (breaks.some((b) => !b.endedAt)) throw conflict(messages.breakOpen, 'break_already_started');
  let recess: typeof recesses.$inferSelect | undefined;
  if (input.recess_id !== undefined) {
    [recess] = await db
      .select()
      .from(recesses)
      .where(
        and(
          eq(recesses.id, input.recess_id),
          eq(recesses.companyId, companyId),
          open.shiftId === null
            ? isNull(recesses.shiftId)
            : or(isNull(recesses.shiftId), eq(recesses.shiftId, open.shiftId)),
        ),
      );
    if (!recess) throw unprocessable({ recess_id: [messages.recessNotInShift] });
  }
  await db.insert(attendanceBreaks).values({
    attendanceId: open.id,
    recessId: recess?.id ?? null,
    recessName: recess?.name ?? null,
    paid: recess?.paid ?? false,
    startedAt: at,
    clientId: input.client_id ?? null,
  });
  const [row] = await db
    .update(attendances)
    .set({ updatedAt: new Date() })
    .where(eq(attendances.id, open.id))
    .returning();
  return row!;
}

/**
 * Ends the open break of the employee's open record.
 * @throws 409 without an open record or an open break; 422 an end before the start.
 */
export async function endBreak(
  db: Database,
  request: CheckRequest,
  at: Date,
): Promise<AttendanceRow> {
  const { employeeId, input } = request;
  const open = await openRecord(db, employeeId);
  if (!open) throw conflict(messages.notCheckedIn, 'not_checked_in');
  const breaks = await breaksOfRecord(db, open.id);
  const current = breaks.find((b) => !b.endedAt);
  if (!current) throw conflict(messages.noBreakOpen, 'no_break_open');
  if (at < current.startedAt) throw unprocessable({ at: [messages.breakEndBeforeStart] });
  const [ended] = await db
    .update(attendanceBreaks)
    .set({ endedAt: at, endClientId: input.client_id ?? null })
    .where(and(eq(attendanceBreaks.id, current.id), isNull(attendanceBreaks.endedAt)))
    .returning();
  if (!ended) throw conflict(messages.noBreakOpen, 'no_break_open');
  const breakMinutes = unpaidMinutes(breaks.map((b) => (b.id === ended.id ? ended : b)));
  const [row] = await db
    .update(attendances)
    .set({ breakMinutes, updatedAt: new Date() })
    .where(eq(attendances.id, open.id))
    .returning();
  return row!;
}
