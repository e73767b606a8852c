/**
 * 'Registrar entrada/salida' (docs/decisions/0020-clock-in.md; `createAttendance` with source `manual`, decision
 * 39): staff record a check for an employee — who, which (check-in, check-out, start or end of a
 * break), when (the company's time; now unless changed, never in the future) and why. The
 * server's refusals (a record already open, none to close) show in the sheet with the values
 * kept.
 */
import { createAttendanceMutationOptions, type components } from '@jornada/api-client';
import { attendanceInputFormSchema } from '@jornada/api-client/forms';
import { RadioGroupField, RecordSheet, SelectField, TextareaField } from '@jornada/ui/forms';
import { z } from 'zod';
import { employeeFullName, useCompanyEmployees } from '../../app/company-employees.ts';
import { messages } from '../../messages/messages.ts';
import { requiredIdChoice } from '../../records/id-choice.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';
import { CompanyDateTimeField } from './company-date-time-field.tsx';

type ClockAction = components['schemas']['ClockAction'];

const m = messages.clockAttendance;
const k = m.capture;
const actions = Object.keys(m.actions) as [ClockAction, ...ClockAction[]];
/** A check up to a minute ahead is the clocks' difference, not the future. */
const slackMs = 60_000;

// Staff pick the employee (its id as a string) and always give when; the source is `manual`.
const schema = attendanceInputFormSchema({ type: k.typeInvalid, notes: k.notesInvalid })
  .pick({ type: true, notes: true })
  .extend({
    employee_id: requiredIdChoice(k.employeeInvalid),
    at: z.iso
      .datetime({ error: k.atInvalid })
      .refine((at) => Date.parse(at) <= Date.now() + slackMs, { error: k.atFuture }),
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
  const people = useCompanyEmployees(companyId, { enabled: open });
  const sheet = useRecordSheet({
    open,
    onOpenChange,
    title: k.title,
    schema,
    defaultValues: { employee_id: '', type: 'check_in', at: thisMinute(), notes: '' },
    create: {
      mutation: createAttendanceMutationOptions,
      variables: ({ employee_id, ...body }) => ({
        employeeId: employee_id,
        source: 'manual' as const,
        ...body,
      }),
      // The record does not say which check it was: the toast names the one chosen.
      done: (): string =>
        k.saved(
          m.actions[sheet.form.getValues('type')],
          names.get(sheet.form.getValues('employee_id')) ?? '',
        ),
    },
  });
  const names = new Map(people.employees.map((e) => [String(e.id), employeeFullName(e)]));

  return (
    <RecordSheet {...sheet} description={k.description} submitLabel={k.submit}>
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
