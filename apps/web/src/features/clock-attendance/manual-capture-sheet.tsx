/**
 * 'Registrar entrada/salida' (issue 18 item 3; `createAttendance` with source `manual`, decision
 * 39): staff record a check for an employee — who, which (check-in, check-out, start or end of a
 * break), when (the company's time; now unless changed, never in the future) and why. The
 * server's refusals (a record already open, none to close) show in the sheet with the values
 * kept.
 */
import { createAttendanceMutationOptions, type components } from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import {
  RadioGroupField,
  RecordSheet,
  SelectField,
  TextareaField,
  useZodForm,
} from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { employeeFullName, useCompanyEmployees } from '../../app/company-employees.ts';
import { useSaveErrorToast } from '../../app/save-error-toast.ts';
import { messages } from '../../messages.ts';
import { CompanyDateTimeField } from './company-date-time-field.tsx';

type ClockAction = components['schemas']['ClockAction'];

const m = messages.clockAttendance;
const k = m.capture;
const actions = Object.keys(m.actions) as [ClockAction, ...ClockAction[]];
/** A check up to a minute ahead is the clocks' difference, not the future. */
const slackMs = 60_000;

const schema = z.object({
  employee_id: z.string().min(1, { error: k.employeeInvalid }),
  type: z.enum(actions, { error: k.typeInvalid }),
  at: z.iso
    .datetime({ error: k.atInvalid })
    .refine((at) => Date.parse(at) <= Date.now() + slackMs, { error: k.atFuture }),
  notes: z.string().trim().max(500, { error: k.notesInvalid }),
});

/** Now, to the minute. */
function thisMinute(): string {
  const now = new Date();
  now.setSeconds(0, 0);
  return now.toISOString();
}

/** Props of {@link ManualCaptureSheet}. */
export interface ManualCaptureSheetProps {
  companyId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The capture sheet; mount it with a `key` per opening. */
export function ManualCaptureSheet({ companyId, open, onOpenChange }: ManualCaptureSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const saveFailed = useSaveErrorToast();
  const people = useCompanyEmployees(companyId, { enabled: open });
  const create = useMutation(createAttendanceMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
    defaultValues: { employee_id: '', type: 'check_in', at: thisMinute(), notes: '' },
  });
  const names = new Map(people.employees.map((e) => [String(e.id), employeeFullName(e)]));

  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={k.title}
      description={k.description}
      submitLabel={k.submit}
      onSubmit={async ({ employee_id, type, at, notes }) => {
        await create.mutateAsync({
          employeeId: Number(employee_id),
          type,
          source: 'manual',
          at,
          ...(notes ? { notes } : {}),
        });
        toast({
          title: k.saved(m.actions[type], names.get(employee_id) ?? ''),
          variant: 'success',
        });
      }}
      onSubmitError={saveFailed}
    >
      <SelectField
        name="employee_id"
        label={k.employee}
        required
        options={people.employees.map((e) => ({
          value: String(e.id),
          label: `${employeeFullName(e)} · ${e.employee_number}`,
        }))}
      />
      <RadioGroupField
        name="type"
        label={k.type}
        required
        options={actions.map((value) => ({ value, label: m.actions[value] }))}
      />
      <CompanyDateTimeField name="at" label={k.at} description={k.atHint} required />
      <TextareaField name="notes" label={k.notes} description={k.notesHint} maxLength={500} />
    </RecordSheet>
  );
}
