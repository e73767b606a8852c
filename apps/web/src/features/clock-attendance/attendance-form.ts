/**
 * The correction's form (`AttendanceUpdateInput`, / decision 39): check-in, check-out
 * (empty while the employee is on shift), the shift and the reason, required since it goes to
 * the audit trail. Fields are named as the contract's, so a server 422 ("the check-out is before
 * the check-in", "another record overlaps") shows on its field. Only what changed is sent, with
 * the reason.
 */
import type { components } from '@jornada/api-client';
import { z } from 'zod';
import { messages } from '../../messages/messages.ts';

type Attendance = components['schemas']['Attendance'];
type UpdateInput = components['schemas']['AttendanceUpdateInput'];

const c = messages.clockAttendance.correction;

/** The form's schema. */
export const correctionSchema = z
  .object({
    check_in_at: z.iso.datetime({ error: c.checkInInvalid }),
    check_out_at: z.union([z.literal(''), z.iso.datetime({ error: c.checkInInvalid })]),
    shift_id: z.string(),
    notes: z.string().trim().min(3, { error: c.notesInvalid }).max(500, { error: c.notesInvalid }),
  })
  .refine((v) => v.check_out_at === '' || Date.parse(v.check_out_at) > Date.parse(v.check_in_at), {
    error: c.checkOutBeforeIn,
    path: ['check_out_at'],
  });

/** What the form holds. */
export type CorrectionValues = z.input<typeof correctionSchema>;

/** The record's values; the reason starts empty. */
export function correctionValues(record: Attendance): CorrectionValues {
  return {
    check_in_at: record.check_in_at,
    check_out_at: record.check_out_at ?? '',
    shift_id: record.shift_id === null ? '' : String(record.shift_id),
    notes: '',
  };
}

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/** The `AttendanceUpdateInput` of the validated values: the changed fields and the reason. */
export function correctionInput(
  record: Attendance,
  values: z.output<typeof correctionSchema>,
): UpdateInput {
  const checkOut = values.check_out_at === '' ? null : values.check_out_at;
  const shiftId = values.shift_id === '' ? null : Number(values.shift_id);
  return {
    ...(sameInstant(values.check_in_at, record.check_in_at)
      ? {}
      : { check_in_at: values.check_in_at }),
    ...(sameInstant(checkOut, record.check_out_at) ? {} : { check_out_at: checkOut }),
    ...(shiftId === record.shift_id ? {} : { shift_id: shiftId }),
    notes: values.notes,
  };
}
