/**
 * «Retirar invitación» on a hired candidate's panel while the invitation to the workforce waits
 * for an answer (contract decision 56, docs/decisions/0036-hire-link.md «Withdrawing»):
 * after a confirmation (APG alert dialog) the invitation and the employee record it prepared are
 * deleted and the candidate is told; the panel then offers «Incorporar a la plantilla» again.
 */
import { withdrawCompanyInvitationMutationOptions, type components } from '@jornada/api-client';
import { Button, ConfirmDeleteDialog } from '@jornada/ui';
import { useMutation } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { useActionFeedback } from '../../app/action-feedback.ts';
import { useAppContext } from '../../app/app-context.ts';
import { pipelineMessages } from '../../messages/pipeline-messages.ts';

type Application = components['schemas']['JobApplication'];

const m = pipelineMessages.hire;

/** The button and its confirmation, for an application whose invitation is `pendiente`. */
export function WithdrawInvitation({ application }: { application: Application }) {
  const { api, queryClient } = useAppContext();
  const feedback = useActionFeedback();
  const [open, setOpen] = useState(false);
  const withdraw = useMutation(withdrawCompanyInvitationMutationOptions(api, queryClient));
  const name = application.candidate.name;
  return (
    <>
      <Button
        variant="outline"
        className="justify-self-start print:hidden"
        onClick={() => setOpen(true)}
      >
        <UserX aria-hidden="true" />
        {m.withdraw}
      </Button>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        recordName={name}
        title={m.withdrawTitle(name)}
        description={m.withdrawDescription}
        confirmLabel={m.withdraw}
        onConfirm={async () => {
          await withdraw.mutateAsync(application.id);
          feedback.succeeded(m.withdrawn(name));
        }}
        onError={(error) => feedback.failed(error, m.withdrawFailed)}
      />
    </>
  );
}
