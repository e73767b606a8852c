/**
 * Issue a requested labour letter: the server drafted its text
 * from the company's and the person's data when it was requested; staff check the position and
 * dates, edit the text and issue it (`updateJobLetter` with status `emitida`). A failed issue
 * keeps the sheet open with what was typed and the server's messages on the fields.
 */
import { updateJobLetterMutationOptions } from '@jornada/api-client';
import { jobLetterUpdateInputFormSchema } from '@jornada/api-client/forms';
import { DateField, RecordSheet, TextareaField, TextField } from '@jornada/ui/forms';
import { lettersMessages } from '../../messages/letters-messages.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';
import type { JobLetter } from './letter-list.ts';

const m = lettersMessages.companyLetters;

// An issued letter states the position, the start date and its text.
const schema = jobLetterUpdateInputFormSchema({ start_date: m.required, body: m.bodyRequired })
  .pick({ position: true, start_date: true, end_date: true, body: true })
  .superRefine((v, context) => {
    const missing = { position: m.required, start_date: m.required, body: m.bodyRequired };
    for (const [field, error] of Object.entries(missing))
      if (!v[field as keyof typeof missing])
        context.addIssue({ code: 'custom', path: [field], message: error });
  });

/** Props of {@link IssueLetterSheet}. */
export interface IssueLetterSheetProps {
  letter: JobLetter;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The issue sheet of one requested letter; mount it with a `key` per letter. */
export function IssueLetterSheet({ letter, ...slot }: IssueLetterSheetProps) {
  const sheet = useRecordSheet({
    ...slot,
    title: m.sheetTitle(letter.folio),
    schema,
    defaultValues: {
      position: letter.position,
      start_date: letter.start_date,
      end_date: letter.end_date ?? '',
      body: letter.body,
    },
    record: letter,
    update: {
      mutation: updateJobLetterMutationOptions,
      variables: (body, { id }) => ({ jobLetterId: id, status: 'emitida' as const, ...body }),
      done: () => m.issued,
    },
  });
  return (
    <RecordSheet
      {...sheet}
      description={m.sheetText(letter.user.name, m.types[letter.type])}
      submitLabel={m.issue}
      className="sm:max-w-2xl"
    >
      <TextField name="position" label={m.position} required autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField name="start_date" label={m.startDate} required />
        <DateField name="end_date" label={m.endDate} />
      </div>
      <TextareaField name="body" label={m.body} required rows={14} />
    </RecordSheet>
  );
}
