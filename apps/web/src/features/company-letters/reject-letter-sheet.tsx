/**
 * Reject a requested labour letter with a reason the person sees: the reason goes in the letter's
 * `rejection_reason` (contract decision 51) and the drafted text stays as it was; the person reads
 * the reason at `/cartas-laborales/ver-carta-laboral/{id}` and in their list.
 */
import { updateJobLetterMutationOptions } from '@jornada/api-client';
import { RecordSheet, TextareaField, useZodForm } from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useActionFeedback } from '../../app/action-feedback.ts';
import { useAppContext } from '../../app/app-context.ts';
import type { JobLetter } from './letter-list.ts';
import { lettersMessages } from '../../letters-messages.ts';

const m = lettersMessages.companyLetters;

const schema = z.object({
  rejection_reason: z.string().trim().min(5, { error: m.rejectReasonRequired }).max(1000),
});

/** Props of {@link RejectLetterSheet}. */
export interface RejectLetterSheetProps {
  letter: JobLetter;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The reject sheet of one requested letter; mount it with a `key` per letter. */
export function RejectLetterSheet({ letter, open, onOpenChange }: RejectLetterSheetProps) {
  const { api, queryClient } = useAppContext();
  const feedback = useActionFeedback();
  const update = useMutation(updateJobLetterMutationOptions(api, queryClient));
  const form = useZodForm(schema, { defaultValues: { rejection_reason: '' } });
  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={m.rejectTitle}
      description={m.sheetText(letter.user.name, m.types[letter.type])}
      submitLabel={m.confirmReject}
      onSubmit={async ({ rejection_reason }) => {
        await update.mutateAsync({ jobLetterId: letter.id, status: 'rechazada', rejection_reason });
        feedback.succeeded(m.rejected);
      }}
    >
      <TextareaField name="rejection_reason" label={m.rejectReason} required rows={5} />
    </RecordSheet>
  );
}
