/**
 * Create or edit a shift (contract `ShiftInput`) in a `RecordSheet`: name, entry and exit times
 * (a hint says when it ends the next day), working days, late tolerance, colour, time zone and
 * whether a check-in asks for the phone's position (docs/decisions/0043-location-policy-per-shift.md).
 * The server's 409 (name taken) and 422 messages appear on their fields and the typed values
 * stay.
 */
import {
  createShiftMutationOptions,
  updateShiftMutationOptions,
  type components,
} from '@jornada/api-client';
import { locationPolicyLabels } from '@jornada/api-client/enum-labels';
import { NumberField, RecordSheet, SelectField, TextField } from '@jornada/ui/forms';
import { useWatch } from 'react-hook-form';
import { useRecordSheet } from '../../records/use-record-sheet.ts';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { endsNextDay, TIME_PATTERN } from './clock-time.ts';
import { ColorField } from './color-field.tsx';
import { shiftFormValues, shiftSchema } from './shift-form.ts';
import { WeekdaysField } from './weekdays-field.tsx';

type Shift = components['schemas']['Shift'];

const m = clockPlanMessages.shifts;
const t = clockPlanMessages.time;
const policies = Object.entries(locationPolicyLabels).map(([value, label]) => ({ value, label }));

/** Props of {@link ShiftSheet}. */
export interface ShiftSheetProps {
  companyId: number;
  /** The shift being edited; absent to create one. */
  shift?: Shift;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The shift sheet; mount it with a `key` per opening. */
export function ShiftSheet({ companyId, shift, ...slot }: ShiftSheetProps) {
  const sheet = useRecordSheet({
    ...slot,
    title: shift ? m.editTitle(shift.name) : m.createTitle,
    schema: shiftSchema,
    defaultValues: shiftFormValues(shift),
    record: shift,
    create: {
      mutation: createShiftMutationOptions,
      variables: (body) => ({ companyId, ...body }),
      done: (saved) => m.created(saved.name),
    },
    update: {
      mutation: updateShiftMutationOptions,
      variables: (body, { id }) => ({ shiftId: id, ...body }),
      done: (saved) => m.updated(saved.name),
    },
  });
  const [start, end] = useWatch({ control: sheet.form.control, name: ['start_time', 'end_time'] });
  const overnight = TIME_PATTERN.test(start) && TIME_PATTERN.test(end) && endsNextDay(start, end);
  const zones = Object.entries(m.timezones).map(([value, label]) => ({ value, label }));
  if (shift && !m.timezones[shift.timezone])
    zones.push({ value: shift.timezone, label: shift.timezone });

  return (
    <RecordSheet {...sheet} className="sm:max-w-lg">
      <TextField name="name" label={m.name} required autoComplete="off" maxLength={80} />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          name="start_time"
          label={m.start}
          required
          description={t.hint}
          placeholder="06:00"
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
        />
        <TextField
          name="end_time"
          label={m.end}
          required
          description={t.hint}
          placeholder="14:00"
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
        />
      </div>
      <p role="status" className={overnight ? 'rounded-md bg-muted p-3 text-sm' : 'sr-only'}>
        {overnight ? m.overnightHint : ''}
      </p>
      <WeekdaysField name="weekdays" label={m.weekdays} required />
      <NumberField
        name="tolerance_minutes"
        label={m.toleranceLabel}
        description={m.toleranceHint}
        required
        min={0}
        max={120}
        unit={m.minutesUnit}
      />
      <ColorField name="color" label={m.color} current={shift?.color ?? null} />
      <SelectField name="timezone" label={m.timezone} required options={zones} />
      <SelectField
        name="location_policy"
        label={m.locationPolicy}
        description={m.locationPolicyHint}
        emptyLabel={m.locationPolicyCompany}
        options={policies}
      />
    </RecordSheet>
  );
}
