/**
 * Issue a requested labour letter (spec section 7 "Job letters"): the server drafted its text
 * from the company's and the person's data when it was requested; staff check the position and
 * dates, edit the text and issue it (`updateJobLetter` with status `emitida`). A failed issue
 * keeps the sheet open with what was typed and the server's messages on the fields.
 */
import { updateJobLetterMutationOptions } from '@jornada/api-client';
import { DateField, RecordSheet, TextareaField, TextField, useZodForm } from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useActionFeedback } from '../../app/action-feedback.ts';
import { useAppContext } from '../../app/app-context.ts';
import type { JobLetter } from './letter-list.ts';
import { lettersMessages } from '../../letters-messages.ts';

const m = lettersMessages.companyLetters;

const schema = z.object({
  position: z.string().trim().min(1, { error: m.required }).max(150),
  start_date: z.iso.date({ error: m.required }),
  end_date: z.union([z.literal(''), z.iso.date()]),
  body: z.string().trim().min(1, { error: m.bodyRequired }).max(20000),
});

/** Props of {@link IssueLetterSheet}. */
export interface IssueLetterSheetProps {
  letter: JobLetter;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The issue sheet of one requested letter; mount it with a `key` per letter. */
export function IssueLetterSheet({ letter, open, onOpenChange }: IssueLetterSheetProps) {
  const { api, queryClient } = useAppContext();
  const feedback = useActionFeedback();
  const update = useMutation(updateJobLetterMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
    defaultValues: {
      position: letter.position,
      start_date: letter.start_date,
      end_date: letter.end_date ?? '',
      body: letter.body,
    },
  });
  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={m.sheetTitle(letter.folio)}
      description={m.sheetText(letter.user.name, m.types[letter.type])}
      submitLabel={m.issue}
      className="sm:max-w-2xl"
      onSubmit={async ({ end_date: endDate, ...values }) => {
        await update.mutateAsync({
          jobLetterId: letter.id,
          status: 'emitida',
          ...values,
          end_date: endDate || null,
        });
        feedback.succeeded(m.issued);
      }}
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
