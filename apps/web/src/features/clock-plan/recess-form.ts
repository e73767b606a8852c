/**
 * The recess sheet's form (contract `RecessInput`): its zod schema,
 * and the values a recess starts from. The shift is a select whose
 * empty choice is 'Toda la empresa' (`shift_id: null`).
 */
import type { components } from '@jornada/api-client';
import { recessInputFormSchema } from '@jornada/api-client/forms';
import type { z } from 'zod';
import { idChoice } from '../../records/id-choice.ts';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { fieldsValid } from './form-rules.ts';

type Recess = components['schemas']['Recess'];

const m = clockPlanMessages.recesses;
const t = clockPlanMessages.time;

/** The recess sheet's schema: the contract's `RecessInput`, its wording and the shift picker. */
export const recessSchema = recessInputFormSchema({
  name: m.nameInvalid,
  start_time: t.invalid,
  end_time: t.invalid,
})
  .extend({ shift_id: idChoice(null) })
  .refine((v) => v.start_time !== v.end_time, {
    error: t.sameTimes,
    path: ['end_time'],
    when: fieldsValid('start_time', 'end_time'),
  });

/** The form's values. */
export type RecessFormValues = z.input<typeof recessSchema>;

/** The values the sheet starts from: the recess's, or an unpaid company-wide one. */
export function recessFormValues(recess?: Recess): RecessFormValues {
  return {
    name: recess?.name ?? '',
    shift_id: recess?.shift_id ? String(recess.shift_id) : '',
    start_time: recess?.start_time ?? '',
    end_time: recess?.end_time ?? '',
    paid: recess?.paid ?? false,
  };
}
