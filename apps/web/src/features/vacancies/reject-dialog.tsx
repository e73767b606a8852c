/**
 * Rejecting a vacancy under revision (ADR 0003): a dialog asking the reason the
 * company will read on its vacancy (required, up to 1000 characters), sent with the move to
 * `rechazada`; the server's refusal shows on the field and keeps what was typed.
 */
import { updateVacancyStatusMutationOptions, type components } from '@jornada/api-client';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@jornada/ui';
import { Form, TextareaField, useZodForm } from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useActionFeedback } from '../../app/action-feedback.ts';
import { useAppContext } from '../../app/app-context.ts';
import { recruitingMessages } from '../../messages/recruiting-messages.ts';

type VacancySummary = components['schemas']['VacancySummary'];

const m = recruitingMessages.admin.revision;

const schema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: m.reasonRequired })
    .max(1000, { error: m.reasonTooLong }),
});

/** Props of {@link RejectDialog}. */
export interface RejectDialogProps {
  vacancy: VacancySummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog; mount it with a `key` per opening. */
export function RejectDialog({ vacancy, open, onOpenChange }: RejectDialogProps) {
  const { api, queryClient } = useAppContext();
  const feedback = useActionFeedback();
  const reject = useMutation(updateVacancyStatusMutationOptions(api, queryClient));
  const form = useZodForm(schema, { defaultValues: { reason: '' } });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{m.rejectTitle(vacancy.title)}</DialogTitle>
          <DialogDescription>{m.rejectText}</DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          onSubmit={async ({ reason }) => {
            await reject.mutateAsync({ vacancyId: vacancy.id, status: 'rechazada', reason });
            feedback.succeeded(m.rejected(vacancy.title));
            onOpenChange(false);
          }}
        >
          <TextareaField name="reason" label={m.reason} required rows={4} maxLength={1000} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{m.cancel}</Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
              {m.confirmReject}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
