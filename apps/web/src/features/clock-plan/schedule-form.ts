/**
 * The schedule sheet's form (contract `ScheduleInput`, spec section 7 "Schedules"): name,
 * validity and, for each weekday Monday … Sunday, a shift or a rest day (''); its zod schema, the
 * values a schedule starts from and the body its values send (all seven days, `shift_id: null` on
 * rest days).
 */
import type { components } from '@jornada/api-client';
import { z } from 'zod';
import { clockPlanMessages } from '../../clock-plan-messages.ts';
import { today, WEEKDAYS } from './clock-time.ts';
import { fieldsValid } from './form-rules.ts';

type Schedule = components['schemas']['Schedule'];
type ScheduleInput = components['schemas']['ScheduleInput'];

const m = clockPlanMessages.schedules;
const t = clockPlanMessages.time;

const day = z.iso.date({ error: t.dateInvalid });

/** The schedule sheet's schema. */
export const scheduleSchema = z
  .object({
    name: z.string().trim().min(1, { error: m.nameInvalid }).max(80, { error: m.nameInvalid }),
    valid_from: day,
    valid_until: z.union([z.literal(''), day]),
    days: z.array(z.object({ weekday: z.number().int().min(1).max(7), shift_id: z.string() })),
  })
  .refine((v) => v.valid_until === '' || v.valid_until >= v.valid_from, {
    error: m.untilBeforeFrom,
    path: ['valid_until'],
    when: fieldsValid('valid_from', 'valid_until'),
  })
  .refine((v) => v.days.some((d) => d.shift_id !== ''), {
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

/** The body of the validated values. */
export function scheduleInput(values: z.output<typeof scheduleSchema>): ScheduleInput {
  return {
    name: values.name,
    valid_from: values.valid_from,
    valid_until: values.valid_until || null,
    days: values.days.map((d) => ({
      weekday: d.weekday,
      shift_id: d.shift_id ? Number(d.shift_id) : null,
    })),
  };
}
