/**
 * Create or edit a recess (contract `RecessInput`) in a `RecordSheet`: name, its shift or 'Toda
 * la empresa', start and end (HH:MM) and whether it is paid. A recess outside its shift answers
 * 422; the message appears on the time fields and the typed values stay.
 */
import {
  createRecessMutationOptions,
  updateRecessMutationOptions,
  type components,
} from '@jornada/api-client';
import { RecordSheet, SelectField, SwitchField, TextField } from '@jornada/ui/forms';
import { useRecordSheet } from '../../records/use-record-sheet.ts';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { timeRange } from './clock-time.ts';
import { recessFormValues, recessSchema } from './recess-form.ts';
import { useCompanyShifts } from './use-clock-records.ts';

type Recess = components['schemas']['Recess'];

const m = clockPlanMessages.recesses;
const t = clockPlanMessages.time;

/** Props of {@link RecessSheet}. */
export interface RecessSheetProps {
  companyId: number;
  /** The recess being edited; absent to create one. */
  recess?: Recess;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The recess sheet; mount it with a `key` per opening. */
export function RecessSheet({ companyId, recess, ...slot }: RecessSheetProps) {
  const shifts = useCompanyShifts(companyId, { enabled: slot.open });
  const sheet = useRecordSheet({
    ...slot,
    title: recess ? m.editTitle(recess.name) : m.createTitle,
    schema: recessSchema,
    defaultValues: recessFormValues(recess),
    record: recess,
    create: {
      mutation: createRecessMutationOptions,
      variables: (body) => ({ companyId, ...body }),
      done: (saved) => m.created(saved.name),
    },
    update: {
      mutation: updateRecessMutationOptions,
      variables: (body, { id }) => ({ recessId: id, ...body }),
      done: (saved) => m.updated(saved.name),
    },
  });
  const options = shifts.records.map((shift) => ({
    value: String(shift.id),
    label: `${shift.name} (${timeRange(shift.start_time, shift.end_time)})`,
  }));
  // The recess's shift is a choice even before the shifts arrive.
  if (recess?.shift_id && !options.some((o) => o.value === String(recess.shift_id)))
    options.unshift({ value: String(recess.shift_id), label: m.unknownShift });

  return (
    <RecordSheet {...sheet}>
      <TextField name="name" label={m.name} required autoComplete="off" maxLength={80} />
      <SelectField
        name="shift_id"
        label={m.shift}
        description={m.shiftHint}
        emptyLabel={m.companyWide}
        options={options}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          name="start_time"
          label={m.start}
          required
          description={t.hint}
          placeholder="13:00"
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
        />
        <TextField
          name="end_time"
          label={m.end}
          required
          description={t.hint}
          placeholder="13:30"
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
        />
      </div>
      <SwitchField name="paid" label={m.paidLabel} />
    </RecordSheet>
  );
}
