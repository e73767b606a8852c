/**
 * Create or edit a shift (contract `ShiftInput`) in a `RecordSheet`: name, entry and exit times
 * (a hint says when it ends the next day), working days, late tolerance, colour and time zone.
 * The server's 409 (name taken) and 422 messages appear on their fields and the typed values
 * stay.
 */
import {
  createShiftMutationOptions,
  updateShiftMutationOptions,
  type components,
} from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import { NumberField, RecordSheet, SelectField, TextField, useZodForm } from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useAppContext } from '../../app/app-context.ts';
import { useSaveErrorToast } from '../../app/save-error-toast.ts';
import { clockPlanMessages } from '../../clock-plan-messages.ts';
import { endsNextDay, TIME_PATTERN } from './clock-time.ts';
import { ColorField } from './color-field.tsx';
import { shiftFormValues, shiftInput, shiftSchema } from './shift-form.ts';
import { WeekdaysField } from './weekdays-field.tsx';

type Shift = components['schemas']['Shift'];

const m = clockPlanMessages.shifts;
const t = clockPlanMessages.time;

/** Props of {@link ShiftSheet}. */
export interface ShiftSheetProps {
  companyId: number;
  /** The shift being edited; absent to create one. */
  shift?: Shift;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The shift sheet; mount it with a `key` per opening. */
export function ShiftSheet({ companyId, shift, open, onOpenChange }: ShiftSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const saveFailed = useSaveErrorToast();
  const create = useMutation(createShiftMutationOptions(api, queryClient));
  const update = useMutation(updateShiftMutationOptions(api, queryClient));
  const form = useZodForm(shiftSchema, { defaultValues: shiftFormValues(shift) });
  const [start, end] = useWatch({ control: form.control, name: ['start_time', 'end_time'] });
  const overnight = TIME_PATTERN.test(start) && TIME_PATTERN.test(end) && endsNextDay(start, end);
  const zones = Object.entries(m.timezones).map(([value, label]) => ({ value, label }));
  if (shift && !m.timezones[shift.timezone])
    zones.push({ value: shift.timezone, label: shift.timezone });

  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      className="sm:max-w-lg"
      title={shift ? m.editTitle(shift.name) : m.createTitle}
      onSubmit={async (values) => {
        const input = shiftInput(values);
        const saved = shift
          ? await update.mutateAsync({ shiftId: shift.id, ...input })
          : await create.mutateAsync({ companyId, ...input });
        toast({
          title: shift ? m.updated(saved.name) : m.created(saved.name),
          variant: 'success',
        });
      }}
      onSubmitError={saveFailed}
    >
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
    </RecordSheet>
  );
}
