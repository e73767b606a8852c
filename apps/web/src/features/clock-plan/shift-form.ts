/**
 * The shift sheet's form (contract `ShiftInput`, spec section 7 "Shifts"): its zod schema with
 * Spanish messages, the values a shift starts from, and the body its values send. Times are
 * 'HH:MM'; an end before the start means the shift ends the next day, an equal one is refused.
 */
import type { components } from '@jornada/api-client';
import { z } from 'zod';
import { clockPlanMessages } from '../../clock-plan-messages.ts';
import { TIME_PATTERN } from './clock-time.ts';
import { fieldsValid } from './form-rules.ts';
import { shiftPalette } from './shift-colors.ts';
import { companyTimeZone } from '../../app/time-zone.ts';

type Shift = components['schemas']['Shift'];
type ShiftInput = components['schemas']['ShiftInput'];

const m = clockPlanMessages.shifts;
const t = clockPlanMessages.time;

const time = z.string().regex(TIME_PATTERN, { error: t.invalid });

/** The shift sheet's schema. */
export const shiftSchema = z
  .object({
    name: z.string().trim().min(1, { error: m.nameInvalid }).max(80, { error: m.nameInvalid }),
    start_time: time,
    end_time: time,
    weekdays: z.array(z.number().int().min(1).max(7)).min(1, { error: m.daysInvalid }),
    tolerance_minutes: z
      .number({ error: m.toleranceInvalid })
      .int({ error: m.toleranceInvalid })
      .min(0, { error: m.toleranceInvalid })
      .max(120, { error: m.toleranceInvalid }),
    timezone: z.string().min(1).max(64),
    color: z.string(),
  })
  .refine((v) => v.start_time !== v.end_time, {
    error: t.sameTimes,
    path: ['end_time'],
    when: fieldsValid('start_time', 'end_time'),
  });

/** The form's values. */
export type ShiftFormValues = z.input<typeof shiftSchema>;

/** The values the sheet starts from: the shift's, or a new weekday shift. */
export function shiftFormValues(shift?: Shift): ShiftFormValues {
  // A stored colour of the palette in other letter case still checks its swatch.
  const color =
    shiftPalette.find((c) => c.value.toLowerCase() === shift?.color?.toLowerCase())?.value ??
    shift?.color ??
    '';
  return {
    name: shift?.name ?? '',
    start_time: shift?.start_time ?? '',
    end_time: shift?.end_time ?? '',
    weekdays: shift?.weekdays ?? [1, 2, 3, 4, 5],
    tolerance_minutes: shift?.tolerance_minutes ?? 10,
    timezone: shift?.timezone ?? companyTimeZone,
    color: shift ? color : (shiftPalette[0]?.value ?? ''),
  };
}

/** The body of the validated values. */
export function shiftInput(values: z.output<typeof shiftSchema>): ShiftInput {
  return { ...values, color: values.color || null };
}
