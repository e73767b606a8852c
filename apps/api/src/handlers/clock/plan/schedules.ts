/**
 * Schedules (horarios, decision 39): which shift
 * a company works on each weekday between two dates, declared on the generic
 * company-owned record. A weekday appears once; its shift is the company's;
 * `weekly_hours` adds each day's shift less its unpaid recesses.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../../db/client.ts';
import { recesses, schedules, shifts, type StoredScheduleDay } from '../../../db/schema.ts';
import type { FieldErrors } from '../../../http/errors.ts';
import { serverMessages } from '../../../messages.ts';
import { unprocessable, type CompanyRecordDefinition } from '../../../records/company-record.ts';
import { companyTimeZone } from '../../fleet-time.ts';
import { spanMinutes } from './spans.ts';

type Schedule = components['schemas']['Schedule'];
type ScheduleInput = components['schemas']['ScheduleInput'];
type Row = typeof schedules.$inferSelect;

/**
 * Paid minutes of each shift: its length less its unpaid recesses, by shift id.
 * @param ids - shift ids; missing ones are left out.
 */
export async function paidMinutesOfShifts(
  db: Database,
  ids: number[],
): Promise<Map<number, number>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const [shiftRows, unpaid] = await Promise.all([
    db.select().from(shifts).where(inArray(shifts.id, wanted)),
    db
      .select()
      .from(recesses)
      .where(and(inArray(recesses.shiftId, wanted), eq(recesses.paid, false))),
  ]);
  return new Map(
    shiftRows.map((shift) => [
      shift.id,
      spanMinutes(shift.startTime, shift.endTime) -
        unpaid
          .filter((r) => r.shiftId === shift.id)
          .reduce((sum, r) => sum + spanMinutes(r.startTime, r.endTime), 0),
    ]),
  );
}

/** Schedules in the contract's shape; the shifts of all their days are read in bulk. */
export async function serializeSchedules(db: Database, rows: Row[]): Promise<Schedule[]> {
  const minutes = await paidMinutesOfShifts(
    db,
    rows.flatMap((row) => row.days.flatMap((d) => (d.shift_id ? [d.shift_id] : []))),
  );
  return rows.map((row) => {
    // A day whose shift was deleted since is a rest day.
    const days = row.days.map((d) => ({
      weekday: d.weekday,
      shift_id: d.shift_id && minutes.has(d.shift_id) ? d.shift_id : null,
    }));
    const total = days.reduce((sum, d) => sum + (d.shift_id ? minutes.get(d.shift_id)! : 0), 0);
    return {
      id: row.id,
      company_id: row.companyId,
      name: row.name,
      valid_from: row.validFrom,
      valid_until: row.validUntil,
      days,
      weekly_hours: Math.round(total / 6) / 10,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/**
 * The stored days of a schedule, by weekday; adds to `errors` a repeated
 * weekday (`days.<i>.weekday`) and a shift that is not the company's
 * (`days.<i>.shift_id`).
 */
async function checkedDays(
  db: Database,
  companyId: number,
  days: ScheduleInput['days'],
  errors: FieldErrors,
): Promise<StoredScheduleDay[]> {
  const ids = days.flatMap((d) => (d.shift_id ? [d.shift_id] : []));
  const known = new Set(
    ids.length
      ? (
          await db
            .select({ id: shifts.id })
            .from(shifts)
            .where(and(inArray(shifts.id, ids), eq(shifts.companyId, companyId)))
        ).map((s) => s.id)
      : [],
  );
  const seen = new Set<number>();
  days.forEach((day, i) => {
    if (seen.has(day.weekday))
      errors[`days.${i}.weekday`] = [serverMessages.schedules.repeatedWeekday];
    seen.add(day.weekday);
    if (day.shift_id && !known.has(day.shift_id))
      errors[`days.${i}.shift_id`] = [serverMessages.shifts.notInCompany];
  });
  return days
    .map((d) => ({ weekday: d.weekday, shift_id: d.shift_id ?? null }))
    .sort((a, b) => a.weekday - b.weekday);
}

/**
 * Current schedules first, then future ones, then past ones; newest start
 * first within each group (one sortable number: group × 100000 − days since 2000).
 */
const currentFirst = sql`(case
  when ${schedules.validFrom} <= (now() at time zone ${companyTimeZone})::date
    and (${schedules.validUntil} is null or ${schedules.validUntil} >= (now() at time zone ${companyTimeZone})::date) then 0
  when ${schedules.validFrom} > (now() at time zone ${companyTimeZone})::date then 1
  else 2 end) * 100000 - (${schedules.validFrom} - date '2000-01-01')`;

const operations = {
  list: ['listCompanySchedules', 'searchSchedules'],
  get: 'getSchedule',
  create: 'createSchedule',
  update: 'updateSchedule',
  delete: 'deleteSchedule',
  id: 'scheduleId',
} as const;

/** The schedules domain. */
export const scheduleRecord: CompanyRecordDefinition<Row, typeof operations> = {
  operations,
  table: schedules,
  notFoundMessage: serverMessages.records.byPlaceholder.scheduleId!,
  serialize: serializeSchedules,
  sorts: {
    current: currentFirst,
    valid_from: schedules.validFrom,
    name: schedules.name,
    created_at: schedules.createdAt,
  },
  defaultSort: 'current',
  searchable: true,
  async columns(input, { db, companyId }) {
    const errors: FieldErrors = {};
    if (!input.name.trim()) errors.name = [serverMessages.validation.required];
    if (input.valid_until && input.valid_until < input.valid_from)
      errors.valid_until = [serverMessages.schedules.validUntil];
    const days = await checkedDays(db, companyId, input.days, errors);
    if (Object.keys(errors).length) throw unprocessable(errors);
    return {
      name: input.name.trim(),
      validFrom: input.valid_from,
      validUntil: input.valid_until ?? null,
      days,
    };
  },
};
