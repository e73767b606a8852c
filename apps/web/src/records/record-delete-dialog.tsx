/**
 * Deleting a company record after a confirmation (`ConfirmDeleteDialog`): it sends the generated
 * delete mutation, says so in a success toast and, from the record's own page, goes back to the
 * list; when the server refuses, a failure toast carries its Spanish message (or `inUse` for a
 * 409, a record other records still use) and the dialog stays open.
 */
import { ApiError, type JornadaClient } from '@jornada/api-client';
import { ConfirmDeleteDialog, useToast } from '@jornada/ui';
import { useMutation, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '../messages/messages.ts';
import { useAppContext } from '../app/app-context.ts';
import { errorText } from '../app/error-text.ts';

/** Props of {@link RecordDeleteDialog}. */
export interface RecordDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the record to delete; null while none is chosen (confirming then does nothing). */
  recordId: number | null;
  /** How people name the record (the dialog's question, the toast). */
  recordName: string;
  /** What deleting does, under the question. */
  description: string;
  /** The generated delete mutation options, e.g. `deleteTicketMutationOptions`. */
  deleteMutation: (
    api: JornadaClient,
    queryClient: QueryClient,
  ) => UseMutationOptions<undefined, ApiError, number>;
  /** The success toast's title, from the record's name. */
  deleted: (name: string) => string;
  /** Shown instead of the server's message when the delete answers 409. @default the server's message */
  inUse?: string | undefined;
  /** Where to go once deleted (the list, from the record's page); without it the page stays. */
  leaveTo?: string;
}

/** The delete confirmation of a record (see the module's comment). */
export function RecordDeleteDialog({
  open,
  onOpenChange,
  recordId,
  recordName,
  description,
  deleteMutation,
  deleted,
  inUse,
  leaveTo,
}: RecordDeleteDialogProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const navigate = useNavigate();
  const remove = useMutation(deleteMutation(api, queryClient));
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      recordName={recordName}
      description={description}
      onConfirm={async () => {
        if (recordId === null) return;
        await remove.mutateAsync(recordId);
        toast({ title: deleted(recordName), variant: 'success' });
        if (leaveTo !== undefined) await navigate(leaveTo);
      }}
      onError={(error) =>
        toast({
          title: messages.workspace.deleteError,
          description:
            inUse && error instanceof ApiError && error.status === 409 ? inUse : errorText(error),
          variant: 'danger',
        })
      }
    />
  );
}
