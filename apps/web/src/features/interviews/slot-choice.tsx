/**
 * The candidate's choice among the times a company offers (contract decision
 * 51): one radio per `proposed_slots` entry and «Confirmar este horario», which sends
 * `confirmInterview` with the chosen `slot` (queued in the seeker's outbox when offline, decision
 * 0026). Used on /mis-entrevistas and on the interview's page.
 */
import { confirmInterviewMutationOptions, type components } from '@jornada/api-client';
import { Button, formatDateTime, Label, RadioGroup, RadioGroupItem } from '@jornada/ui';
import { onlineManager, useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useActionFeedback } from '../../app/action-feedback.ts';
import { useAppContext } from '../../app/app-context.ts';
import { seekerOutbox } from '../../app/seeker-outbox.ts';
import { useSession } from '../../app/use-session.ts';
import { messages } from '../../messages/messages.ts';
import { seekerOfflineMessages } from '../../messages/seeker-offline-messages.ts';

type Interview = components['schemas']['Interview'];
const m = messages.interviews;

/** Whether the interview waits for the candidate to pick one of several times. */
export function offersSlots(interview: Interview): boolean {
  return interview.status === 'propuesta' && (interview.proposed_slots?.length ?? 0) > 1;
}

/** The slot choice (see the module's comment); renders nothing unless {@link offersSlots}. */
export function SlotChoice({ interview }: { interview: Interview }) {
  const context = useAppContext();
  const { api, queryClient } = context;
  const { userId } = useSession();
  const confirm = useMutation(confirmInterviewMutationOptions(api, queryClient));
  const feedback = useActionFeedback();
  const [slot, setSlot] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  if (!offersSlots(interview)) return null;
  const slots = interview.proposed_slots ?? [];
  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-offered`}>
      <legend id={`${id}-legend`} className="font-medium">
        {m.slotsLegend}
      </legend>
      <p id={`${id}-offered`} className="text-sm text-muted-foreground">
        {m.slotsOffered(slots.length)}
      </p>
      <RadioGroup
        value={slot}
        onValueChange={(value) => {
          setSlot(value);
          setMissing(false);
        }}
        aria-labelledby={`${id}-legend`}
        aria-invalid={missing || undefined}
        aria-errormessage={missing ? `${id}-missing` : undefined}
      >
        {slots.map((at, index) => (
          <div key={at} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${index}`} value={at} />
            <Label htmlFor={`${id}-${index}`}>{formatDateTime(at, 'full')}</Label>
          </div>
        ))}
      </RadioGroup>
      {missing ? (
        <p id={`${id}-missing`} role="alert" className="text-sm text-danger">
          {m.chooseSlotFirst}
        </p>
      ) : null}
      <Button
        className="w-fit"
        loading={confirm.isPending}
        onClick={() => {
          if (!slot) return setMissing(true);
          // Offline, the choice waits in the seeker's outbox like a plain confirmation (0026).
          if (!onlineManager.isOnline() && userId !== null) {
            seekerOutbox(context, userId).add({
              type: 'confirmInterview',
              interviewId: interview.id,
              slot,
            });
            feedback.succeeded(seekerOfflineMessages.confirmQueued);
            return;
          }
          confirm.mutate(
            { interviewId: interview.id, slot },
            {
              onSuccess: () => feedback.succeeded(messages.feedback.interviewConfirmed),
              onError: (error) => feedback.failed(error),
            },
          );
        }}
      >
        {m.confirmSlot}
      </Button>
    </fieldset>
  );
}
