/**
 * Create or edit a schedule (contract `ScheduleInput`) in a `RecordSheet`: name, validity and,
 * for each weekday Monday … Sunday, one of the company's shifts or 'Descanso'. The weekly hours
 * are estimated as the days change (schedule-hours.ts); once saved, the list shows the server's
 * figure, and an edited schedule shows it here too.
 */
import {
  createScheduleMutationOptions,
  updateScheduleMutationOptions,
  type components,
} from '@jornada/api-client';
import { DateField, RecordSheet, SelectField, TextField } from '@jornada/ui/forms';
import { useWatch } from 'react-hook-form';
import { useRecordSheet } from '../../records/use-record-sheet.ts';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { timeRange } from './clock-time.ts';
import { scheduleFormValues, scheduleSchema } from './schedule-form.ts';
import { estimateWeeklyHours } from './schedule-hours.ts';
import { useCompanyRecesses, useCompanyShifts } from './use-clock-records.ts';

type Schedule = components['schemas']['Schedule'];

const m = clockPlanMessages.schedules;
const t = clockPlanMessages.time;
const w = clockPlanMessages.weekdays;

/** Props of {@link ScheduleSheet}. */
export interface ScheduleSheetProps {
  companyId: number;
  /** The schedule being edited; absent to create one. */
  schedule?: Schedule;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The schedule sheet; mount it with a `key` per opening. */
export function ScheduleSheet({ companyId, schedule, ...slot }: ScheduleSheetProps) {
  const shifts = useCompanyShifts(companyId, { enabled: slot.open });
  const recesses = useCompanyRecesses(companyId, { enabled: slot.open });
  const sheet = useRecordSheet({
    ...slot,
    title: schedule ? m.editTitle(schedule.name) : m.createTitle,
    schema: scheduleSchema,
    defaultValues: scheduleFormValues(schedule),
    record: schedule,
    create: {
      mutation: createScheduleMutationOptions,
      variables: (body) => ({ companyId, ...body }),
      done: (done) => m.created(done.name),
      detail: (done) => m.saved(t.hours(done.weekly_hours)),
    },
    update: {
      mutation: updateScheduleMutationOptions,
      variables: (body, { id }) => ({ scheduleId: id, ...body }),
      done: (done) => m.updated(done.name),
      detail: (done) => m.saved(t.hours(done.weekly_hours)),
    },
  });
  const days = useWatch({ control: sheet.form.control, name: 'days' });
  const estimate = estimateWeeklyHours(
    days.map((d) => d.shift_id),
    shifts.records,
    recesses.records,
  );
  const options = shifts.records.map((shift) => ({
    value: String(shift.id),
    label: `${shift.name} (${timeRange(shift.start_time, shift.end_time)})`,
  }));
  // The schedule's shifts are choices even before the shifts arrive.
  for (const d of schedule?.days ?? [])
    if (d.shift_id && !options.some((o) => o.value === String(d.shift_id)))
      options.push({ value: String(d.shift_id), label: m.unknownShift });

  return (
    <RecordSheet {...sheet} className="sm:max-w-lg">
      <TextField name="name" label={m.name} required autoComplete="off" maxLength={80} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField name="valid_from" label={m.validFrom} required />
        <DateField name="valid_until" label={m.validUntil} description={m.validUntilHint} />
      </div>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">{m.weekHeading}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {w.title.map((label, index) => (
            <SelectField
              key={label}
              name={`days.${index}.shift_id`}
              label={label}
              emptyLabel={m.rest}
              placeholder={m.rest}
              options={options}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-1 rounded-md bg-muted p-3 text-sm">
        <p role="status" className="font-medium">
          {m.estimate(t.hours(estimate))}
        </p>
        <p className="text-muted-foreground">{m.estimateHint}</p>
        {schedule ? (
          <p className="text-muted-foreground">{m.saved(t.hours(schedule.weekly_hours))}</p>
        ) : null}
      </div>
    </RecordSheet>
  );
}
