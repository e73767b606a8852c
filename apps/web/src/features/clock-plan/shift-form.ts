/**
 * The shift sheet's form (contract `ShiftInput`): its zod schema with
 * Spanish messages and the values a shift starts from. Times are
 * 'HH:MM'; an end before the start means the shift ends the next day, an equal one is refused.
 */
import type { components } from '@jornada/api-client';
import { shiftInputFormSchema } from '@jornada/api-client/forms';
import { z } from 'zod';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { fieldsValid } from './form-rules.ts';
import { shiftPalette } from './shift-colors.ts';
import { companyTimeZone } from '../../app/time-zone.ts';

type Shift = components['schemas']['Shift'];

const m = clockPlanMessages.shifts;
const t = clockPlanMessages.time;

const contract = shiftInputFormSchema({
  name: m.nameInvalid,
  start_time: t.invalid,
  end_time: t.invalid,
  weekdays: m.daysInvalid,
  tolerance_minutes: m.toleranceInvalid,
  location_policy: m.locationPolicyInvalid,
});

/**
 * The shift sheet's schema: the contract's `ShiftInput` and its wording. The location rule's
 * select holds `''` for «as the company says», sent as null
 * (docs/decisions/0043-location-policy-per-shift.md).
 */
export const shiftSchema = contract
  .extend({
    location_policy: z
      .union([z.literal(''), contract.shape.location_policy])
      .transform((value) => value || null),
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
    location_policy: shift?.location_policy ?? '',
  };
}
