/**
 * The schedule sheet's form (contract `ScheduleInput`): name,
 * validity and, for each weekday Monday … Sunday, a shift or a rest day (''); its zod schema
 * (whose output is the body: all seven days, `shift_id: null` on rest days) and the values a
 * schedule starts from.
 */
import type { components } from '@jornada/api-client';
import { scheduleInputFormSchema } from '@jornada/api-client/forms';
import { z } from 'zod';
import { idChoice } from '../../records/id-choice.ts';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { today, WEEKDAYS } from './clock-time.ts';
import { fieldsValid } from './form-rules.ts';

type Schedule = components['schemas']['Schedule'];

const m = clockPlanMessages.schedules;
const t = clockPlanMessages.time;

/** The schedule sheet's schema: the contract's `ScheduleInput`, its wording, a shift picker per day. */
export const scheduleSchema = scheduleInputFormSchema({
  name: m.nameInvalid,
  valid_from: t.dateInvalid,
  valid_until: t.dateInvalid,
})
  .extend({ days: z.array(z.object({ weekday: z.number(), shift_id: idChoice(null) })) })
  .refine((v) => v.valid_until === null || v.valid_until >= v.valid_from, {
    error: m.untilBeforeFrom,
    path: ['valid_until'],
    when: fieldsValid('valid_from', 'valid_until'),
  })
  .refine((v) => v.days.some((d) => d.shift_id !== null), {
    error: m.noWorkDays,
    path: ['days', 0, 'shift_id'],
    when: fieldsValid('days'),
  });

/** The form's values. */
export type ScheduleFormValues = z.input<typeof scheduleSchema>;

/** The values the sheet starts from: the schedule's, or a new one valid from today. */
export function scheduleFormValues(schedule?: Schedule): ScheduleFormValues {
  return {
    name: schedule?.name ?? '',
    valid_from: schedule?.valid_from ?? today(),
    valid_until: schedule?.valid_until ?? '',
    days: WEEKDAYS.map((weekday) => {
      const shiftId = schedule?.days.find((d) => d.weekday === weekday)?.shift_id;
      return { weekday, shift_id: shiftId ? String(shiftId) : '' };
    }),
  };
}
