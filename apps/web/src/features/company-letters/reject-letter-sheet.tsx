/**
 * Reject a requested labour letter with a reason the person sees: the reason goes in the letter's
 * `rejection_reason` (contract decision 51) and the drafted text stays as it was; the person reads
 * the reason at `/cartas-laborales/ver-carta-laboral/{id}` and in their list.
 */
import { updateJobLetterMutationOptions } from '@jornada/api-client';
import { jobLetterUpdateInputFormSchema } from '@jornada/api-client/forms';
import { RecordSheet, TextareaField } from '@jornada/ui/forms';
import { lettersMessages } from '../../messages/letters-messages.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';
import type { JobLetter } from './letter-list.ts';

const m = lettersMessages.companyLetters;

// The person reads the reason: at least 5 characters, more than the contract asks.
const schema = jobLetterUpdateInputFormSchema({ rejection_reason: m.rejectReasonRequired })
  .pick({ rejection_reason: true })
  .refine((v) => (v.rejection_reason?.length ?? 0) >= 5, {
    error: m.rejectReasonRequired,
    path: ['rejection_reason'],
  });

/** Props of {@link RejectLetterSheet}. */
export interface RejectLetterSheetProps {
  letter: JobLetter;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The reject sheet of one requested letter; mount it with a `key` per letter. */
export function RejectLetterSheet({ letter, ...slot }: RejectLetterSheetProps) {
  const sheet = useRecordSheet({
    ...slot,
    title: m.rejectTitle,
    schema,
    defaultValues: { rejection_reason: '' },
    record: letter,
    update: {
      mutation: updateJobLetterMutationOptions,
      variables: (body, { id }) => ({ jobLetterId: id, status: 'rechazada' as const, ...body }),
      done: () => m.rejected,
    },
  });
  return (
    <RecordSheet
      {...sheet}
      description={m.sheetText(letter.user.name, m.types[letter.type])}
      submitLabel={m.confirmReject}
    >
      <TextareaField name="rejection_reason" label={m.rejectReason} required rows={5} />
    </RecordSheet>
  );
}
