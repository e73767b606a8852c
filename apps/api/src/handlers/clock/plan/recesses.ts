/**
 * Recesses (recesos: comida, descanso, decision
 * 39): breaks inside a shift, or company-wide when they name no shift,
 * declared on the generic company-owned record. A shift's recess lies inside
 * the shift's window (through midnight for a night shift); a company-wide one
 * cannot cross midnight. Unpaid recesses are subtracted from worked time.
 */
import { eq } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import { recesses, shifts } from '../../../db/schema.ts';
import { serverMessages } from '../../../messages.ts';
import { unprocessable, type CompanyRecordDefinition } from '../../../records/company-record.ts';
import { minutesOf } from '../time.ts';
import { recessOutsideShift, spanMinutes } from './spans.ts';

type Recess = components['schemas']['Recess'];
type Row = typeof recesses.$inferSelect;

/** A stored recess as the contract's `Recess` (`duration_minutes` from its times). */
export const toRecess = (row: Row): Recess => ({
  id: row.id,
  company_id: row.companyId,
  shift_id: row.shiftId,
  name: row.name,
  start_time: row.startTime,
  end_time: row.endTime,
  duration_minutes: spanMinutes(row.startTime, row.endTime),
  paid: row.paid,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const operations = {
  list: ['listCompanyRecesses', 'searchRecesses'],
  get: 'getRecess',
  create: 'createRecess',
  update: 'updateRecess',
  delete: 'deleteRecess',
  id: 'recessId',
} as const;

/** The recesses domain. */
export const recessRecord: CompanyRecordDefinition<Row, typeof operations> = {
  operations,
  table: recesses,
  notFoundMessage: serverMessages.records.byPlaceholder.recessId!,
  serialize: async (_db, rows) => rows.map(toRecess),
  sorts: { start_time: recesses.startTime, name: recesses.name, created_at: recesses.createdAt },
  defaultSort: 'start_time',
  references: {
    shift_id: { table: shifts, message: serverMessages.shifts.notInCompany },
  },
  searchable: true,
  async columns(input, { db }) {
    const errors: Record<string, string[]> = {};
    if (!input.name.trim()) errors.name = [serverMessages.validation.required];
    const shiftId = input.shift_id ?? null;
    // The reference itself (of the company) was checked before this runs.
    const [shift] = shiftId ? await db.select().from(shifts).where(eq(shifts.id, shiftId)) : [];
    const times = { startTime: input.start_time, endTime: input.end_time };
    if (input.end_time === input.start_time) errors.end_time = [serverMessages.recesses.sameTimes];
    else if (shift) {
      const field = recessOutsideShift(times, shift);
      if (field)
        errors[field] = [serverMessages.recesses.outsideShift(shift.startTime, shift.endTime)];
    } else if (minutesOf(input.end_time) < minutesOf(input.start_time))
      errors.end_time = [serverMessages.recesses.crossesMidnight];
    if (Object.keys(errors).length) throw unprocessable(errors);
    return {
      shiftId,
      name: input.name.trim(),
      startTime: input.start_time,
      endTime: input.end_time,
      paid: input.paid ?? false,
    };
  },
};
