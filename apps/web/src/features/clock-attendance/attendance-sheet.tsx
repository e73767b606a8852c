/**
 * Correct an attendance record in a `RecordSheet` (`getAttendance`,
 * `updateAttendance`, decision 39): the record at a glance (breaks, place, coordinates), the
 * form (check-in and check-out in the company's time, shift, the reason) and the record's
 * history. A 422 shows on its field and every typed value stays.
 */
import {
  getAttendanceQueryOptions,
  updateAttendanceMutationOptions,
  type components,
} from '@jornada/api-client';
import { RecordSheet, SelectField, TextareaField } from '@jornada/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { SignRecordButton } from '../../app/sign-record-button.tsx';
import { messages } from '../../messages/messages.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';
import { AttendanceHistory } from './attendance-history.tsx';
import { AttendanceSummary } from './attendance-summary.tsx';
import { correctionInput, correctionSchema, correctionValues } from './attendance-form.ts';
import { formatDay } from './clock-time.ts';
import { CompanyDateTimeField } from './company-date-time-field.tsx';
import { useClockShifts, useClockTerminals } from './use-clock-lookups.ts';

type Attendance = components['schemas']['Attendance'];

const m = messages.clockAttendance;
const c = m.correction;

/** Props of {@link AttendanceSheet}. */
export interface AttendanceSheetProps {
  companyId: number;
  record: Attendance;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The correction sheet; mount it with a `key` per opening. */
export function AttendanceSheet({ companyId, record, open, onOpenChange }: AttendanceSheetProps) {
  const { api } = useAppContext();
  const historyId = useId();
  const signId = useId();
  const detail = useQuery({ ...getAttendanceQueryOptions(api, record.id), enabled: open });
  const { shifts } = useClockShifts(companyId, { enabled: open });
  const terminalName = useClockTerminals(companyId, { enabled: open });
  const sheet = useRecordSheet({
    open,
    onOpenChange,
    title: c.title,
    schema: correctionSchema,
    defaultValues: correctionValues(record),
    record,
    update: {
      mutation: updateAttendanceMutationOptions,
      variables: (values, edited) => ({
        attendanceId: edited.id,
        ...correctionInput(edited, values),
      }),
      done: () => c.saved,
    },
  });
  const shown = detail.data ?? record;
  const shiftOptions = new Map<string, string>();
  if (record.shift) shiftOptions.set(String(record.shift.id), record.shift.name);
  for (const shift of shifts) shiftOptions.set(String(shift.id), shift.name);
  const shiftName = new Map([...shiftOptions].map(([id, name]) => [Number(id), name]));

  return (
    <RecordSheet
      {...sheet}
      className="sm:max-w-xl"
      description={c.description(record.employee.name, formatDay(record.date))}
    >
      <AttendanceSummary record={shown} terminalName={terminalName} />
      <div className="grid gap-4 border-t border-border pt-4 sm:grid-cols-2">
        <CompanyDateTimeField name="check_in_at" label={c.checkIn} required />
        <CompanyDateTimeField name="check_out_at" label={c.checkOut} description={c.checkOutHint} />
      </div>
      <SelectField
        name="shift_id"
        label={c.shift}
        emptyLabel={m.noShift}
        options={[...shiftOptions].map(([value, label]) => ({ value, label }))}
      />
      <TextareaField
        name="notes"
        label={c.notes}
        description={c.notesHint}
        required
        maxLength={500}
      />
      {shown.corrected || shown.source === 'manual' ? (
        <section aria-labelledby={signId} className="grid gap-2 border-t border-border pt-4">
          <h3 id={signId} className="font-semibold">
            {c.signTitle}
          </h3>
          <p className="text-sm text-muted-foreground">{c.signText}</p>
          <SignRecordButton
            kind="attendance"
            id={record.id}
            label={formatDay(record.date)}
            fileLabel={record.date}
          />
        </section>
      ) : null}
      <div className="border-t border-border pt-4">
        <AttendanceHistory
          history={detail.data?.history ?? null}
          failed={detail.isError}
          shiftName={shiftName}
          headingId={historyId}
        />
      </div>
    </RecordSheet>
  );
}
