/**
 * Shifts (turnos, decision 39): a company's daily
 * time windows on some weekdays, declared on the generic company-owned record
 * (records/company-record.ts). A shift may end the next day (`end_time`
 * before `start_time`); its name is unique in the company regardless of case.
 */
import { and, eq, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../../db/client.ts';
import { departmentShifts, employeeShifts, shifts } from '../../../db/schema.ts';
import { HttpError } from '../../../http/errors.ts';
import { serverMessages } from '../../../messages.ts';
import { unprocessable, type CompanyRecordDefinition } from '../../../records/company-record.ts';
import { companyTimeZone } from '../../fleet-time.ts';
import { localDate } from '../time.ts';

type Shift = components['schemas']['Shift'];
type Row = typeof shifts.$inferSelect;

/** A shift's tolerance when the body names none, in minutes. */
export const defaultToleranceMinutes = 10;

/** The company's today (`YYYY-MM-DD`, America/Mexico_City): assignments end and start on local days. */
export const companyToday = (now: Date = new Date()) => localDate(now, companyTimeZone);

/** A stored shift as the contract's `Shift`. */
export const toShift = (row: Row): Shift => ({
  id: row.id,
  company_id: row.companyId,
  name: row.name,
  start_time: row.startTime,
  end_time: row.endTime,
  weekdays: [...row.weekdays],
  tolerance_minutes: row.toleranceMinutes,
  timezone: row.timezone,
  color: row.color,
  location_policy: row.locationPolicy ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The canonical name of an IANA time zone (`america/mexico_city` →
 * `America/Mexico_City`), or `null` when the runtime does not know it.
 */
export function canonicalTimeZone(timeZone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Assignments of a shift (employee or department) that have not ended by `today`. */
const notEnded = (table: typeof employeeShifts | typeof departmentShifts, today: string): SQL =>
  or(isNull(table.endsOn), gte(table.endsOn, today))!;

/**
 * Refuses to delete a shift that employees or departments still work (an
 * assignment that has not ended by the company's today); the ended ones are
 * history and go with it (their foreign key restricts the delete), while the
 * attendance records keep their day and lose the shift (`set null`).
 * @param db - the delete's transaction.
 * @throws HttpError 409 `shift_in_use`.
 */
export async function clearEndedAssignments(db: Database, shiftId: number): Promise<void> {
  const today = companyToday();
  for (const table of [employeeShifts, departmentShifts]) {
    const [current] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.shiftId, shiftId), notEnded(table, today)))
      .limit(1);
    if (current) throw new HttpError(409, serverMessages.shifts.inUse, 'shift_in_use');
  }
  for (const table of [employeeShifts, departmentShifts])
    await db.delete(table).where(and(eq(table.shiftId, shiftId), lt(table.endsOn, today)));
}

const operations = {
  list: ['listCompanyShifts', 'searchShifts'],
  get: 'getShift',
  create: 'createShift',
  update: 'updateShift',
  delete: 'deleteShift',
  id: 'shiftId',
} as const;

/** The shifts domain. */
export const shiftRecord: CompanyRecordDefinition<Row, typeof operations> = {
  operations,
  table: shifts,
  notFoundMessage: serverMessages.records.byPlaceholder.shiftId!,
  serialize: async (_db, rows) => rows.map(toShift),
  sorts: { start_time: shifts.startTime, name: shifts.name, created_at: shifts.createdAt },
  defaultSort: 'start_time',
  unique: [
    {
      index: 'shifts_company_name_idx',
      field: 'name',
      message: serverMessages.shifts.nameTaken,
      conflict: { code: 'name_taken' },
    },
  ],
  searchable: true,
  async columns(input) {
    const errors: Record<string, string[]> = {};
    if (!input.name.trim()) errors.name = [serverMessages.validation.required];
    if (input.end_time === input.start_time) errors.end_time = [serverMessages.shifts.sameTimes];
    const timezone = canonicalTimeZone(input.timezone ?? companyTimeZone);
    if (!timezone) errors.timezone = [serverMessages.shifts.timezone];
    if (Object.keys(errors).length) throw unprocessable(errors);
    return {
      name: input.name.trim(),
      startTime: input.start_time,
      endTime: input.end_time,
      weekdays: [...new Set(input.weekdays)].sort((a, b) => a - b),
      toleranceMinutes: input.tolerance_minutes ?? defaultToleranceMinutes,
      timezone,
      color: input.color ?? null,
      locationPolicy: input.location_policy ?? null,
    };
  },
  beforeDelete: (row, { db }) => clearEndedAssignments(db, row.id),
};
