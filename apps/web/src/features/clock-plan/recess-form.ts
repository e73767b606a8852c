/**
 * The recess sheet's form (contract `RecessInput`, spec section 7 "Recesses"): its zod schema,
 * the values a recess starts from and the body its values send. The shift is a select whose
 * empty choice is 'Toda la empresa' (`shift_id: null`).
 */
import type { components } from '@jornada/api-client';
import { z } from 'zod';
import { clockPlanMessages } from '../../clock-plan-messages.ts';
import { TIME_PATTERN } from './clock-time.ts';
import { fieldsValid } from './form-rules.ts';

type Recess = components['schemas']['Recess'];
type RecessInput = components['schemas']['RecessInput'];

const m = clockPlanMessages.recesses;
const t = clockPlanMessages.time;

const time = z.string().regex(TIME_PATTERN, { error: t.invalid });

/** The recess sheet's schema. */
export const recessSchema = z
  .object({
    name: z.string().trim().min(1, { error: m.nameInvalid }).max(80, { error: m.nameInvalid }),
    shift_id: z.string(),
    start_time: time,
    end_time: time,
    paid: z.boolean(),
  })
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

/** The body of the validated values. */
export function recessInput(values: z.output<typeof recessSchema>): RecessInput {
  return { ...values, shift_id: values.shift_id ? Number(values.shift_id) : null };
}
