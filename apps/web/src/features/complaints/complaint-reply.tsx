/**
 * The reply box under a complaint's conversation: a message to the other side
 * (`createComplaintMessage`) and, for the company's staff, the status moves the server allows now
 * (`next_statuses`), each sending the typed message with the move (`updateComplaintStatus`; a
 * resolution needs one, the server says so otherwise). A closed complaint shows a line instead.
 */
import {
  createComplaintMessageMutationOptions,
  getComplaintQueryOptions,
  updateComplaintStatusMutationOptions,
  type components,
} from '@jornada/api-client';
import { Button, useToast } from '@jornada/ui';
import { Form, TextareaField, useZodForm } from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { StatusMoves } from '../../app/status-moves.tsx';
import { useStatusMove } from '../../app/use-status-move.ts';
import { messages } from '../../messages/messages.ts';
import { complaintMoveLabel } from './complaint-status.ts';

type ComplaintDetail = components['schemas']['ComplaintDetail'];

const m = messages.complaints;
const schema = z.object({
  message: z.string().trim().max(5000, { error: m.reply.required }),
});

/** Props of {@link ComplaintReply}. */
export interface ComplaintReplyProps {
  complaint: ComplaintDetail;
  /** Staff (and administrators in the workspace) also move the complaint. */
  canMove: boolean;
}

/** The reply box (see the module's comment). */
export function ComplaintReply({ complaint, canMove }: ComplaintReplyProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const form = useZodForm(schema, { defaultValues: { message: '' } });
  const send = useMutation(createComplaintMessageMutationOptions(api, queryClient));
  const { move, pending } = useStatusMove({
    mutation: updateComplaintStatusMutationOptions,
    moved: (saved) => m.moved(m.statuses[saved.status]),
    failed: m.moveError,
    detailQuery: getComplaintQueryOptions,
  });
  if (complaint.status === 'cerrada')
    return <p className="text-muted-foreground">{m.reply.closed}</p>;
  return (
    <div className="grid gap-6">
      <Form
        form={form}
        onSubmit={async ({ message }) => {
          if (!message) {
            form.setError('message', { message: m.reply.required });
            return;
          }
          try {
            const saved = await send.mutateAsync({ complaintId: complaint.id, message });
            queryClient.setQueryData(getComplaintQueryOptions(api, saved.id).queryKey, saved);
            form.reset({ message: '' });
            toast({ title: m.reply.sent, variant: 'success' });
          } catch (error) {
            toast({ title: m.reply.failed, description: errorText(error), variant: 'danger' });
          }
        }}
      >
        <TextareaField
          name="message"
          label={m.reply.label}
          description={canMove ? m.reply.staffHint : m.reply.reporterHint}
          rows={4}
        />
        <Button type="submit" className="w-fit" loading={send.isPending}>
          {m.reply.send}
        </Button>
      </Form>
      {canMove ? (
        <StatusMoves
          messages={m}
          moves={complaint.next_statuses}
          label={(to) => complaintMoveLabel(complaint.status, to)}
          quiet="improcedente"
          pending={pending}
          onMove={async (to) => {
            const message = form.getValues('message').trim();
            const saved = await move({
              complaintId: complaint.id,
              status: to,
              ...(message ? { message } : {}),
            });
            if (saved) form.reset({ message: '' });
          }}
        />
      ) : null}
    </div>
  );
}
