/**
 * /entrevistas/{id}: one interview with confirm / reject actions and the way
 * into the room. The id must be a positive integer of one of the user's
 * interviews, else 404 (validity check).
 */
import {
  confirmInterviewMutationOptions,
  rejectInterviewMutationOptions,
  userInterviewsQueryOptions,
} from '@jornada/api-client';
import {
  Badge,
  Button,
  ButtonLink,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
} from '@jornada/ui';
import { onlineManager, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { useActionFeedback } from '../app/action-feedback.ts';
import { useAppContext, type AppContext } from '../app/app-context.ts';
import { useSession } from '../app/use-session.ts';
import { formatInterviewDate } from '../features/interviews/interview-card.tsx';
import { offersSlots, SlotChoice } from '../features/interviews/slot-choice.tsx';
import { seekerOutbox } from '../app/seeker-outbox.ts';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';
import { seekerOfflineMessages } from '../messages/seeker-offline-messages.ts';
import { pageNotFound } from './page-not-found.ts';

const m = messages.interviews;

/** Validity check of the id. */
export function interviewLoader(_context: AppContext) {
  return ({ params, request }: LoaderFunctionArgs) => {
    if (!/^[1-9]\d{0,9}$/.test(params.id ?? '')) throw pageNotFound(new URL(request.url).pathname);
    return null;
  };
}

/** The interview detail screen. */
export function InterviewDetailRoute() {
  const context = useAppContext();
  const { api, queryClient } = context;
  const { userId } = useSession();
  const id = Number(useParams().id);
  const interviews = useQuery({
    ...userInterviewsQueryOptions(api, userId ?? 0, { per_page: 50 }),
    enabled: userId !== null,
  });
  const confirm = useMutation(confirmInterviewMutationOptions(api, queryClient));
  const reject = useMutation(rejectInterviewMutationOptions(api, queryClient));
  const feedback = useActionFeedback();
  const [reason, setReason] = useState<keyof typeof m.reasons>('horario');
  const [comments, setComments] = useState('');
  const [otherTime, setOtherTime] = useState('');
  if (!interviews.data) return null;
  const interview = interviews.data.data.find((candidate) => candidate.id === id);
  if (!interview) {
    return <p role="alert">{m.notFound}</p>;
  }
  const open = interview.status === 'propuesta' || interview.status === 'reprogramada';
  return (
    <article className="mx-auto grid max-w-2xl gap-5">
      <ButtonLink asChild variant="ghost" size="sm" className="w-fit">
        <Link to={paths.interviews.href()}>{m.back}</Link>
      </ButtonLink>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{interview.vacancy.title}</h1>
        <Badge variant="secondary">{m.status[interview.status] ?? interview.status}</Badge>
        <p className="text-muted-foreground">
          {offersSlots(interview)
            ? m.slotsOffered(interview.proposed_slots!.length)
            : m.when(formatInterviewDate(interview.scheduled_at))}{' '}
          · {m.mode[interview.mode] ?? interview.mode} · {m.duration(interview.duration_minutes)}
        </p>
        {interview.location ? <p>{`${m.location}: ${interview.location}`}</p> : null}
        {interview.notes ? <p className="text-sm">{`${m.notes}: ${interview.notes}`}</p> : null}
      </header>
      {open ? (
        <div className="grid gap-3">
          {offersSlots(interview) ? (
            <SlotChoice interview={interview} />
          ) : (
            <Button
              className="w-fit"
              loading={confirm.isPending}
              onClick={() => {
                // Offline, the confirmation waits in the seeker's outbox (decision 0026).
                if (!onlineManager.isOnline() && userId !== null) {
                  seekerOutbox(context, userId).add({ type: 'confirmInterview', interviewId: id });
                  feedback.succeeded(seekerOfflineMessages.confirmQueued);
                  return;
                }
                confirm.mutate(
                  { interviewId: id },
                  {
                    onSuccess: () => feedback.succeeded(messages.feedback.interviewConfirmed),
                    onError: (error) => feedback.failed(error),
                  },
                );
              }}
            >
              {m.confirm}
            </Button>
          )}
          <div className="grid gap-2">
            <Label htmlFor="motivo">{m.rejectReason}</Label>
            <Select
              value={reason}
              onValueChange={(value) => setReason(value as keyof typeof m.reasons)}
            >
              <SelectTrigger id="motivo" className="w-full sm:w-80">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {Object.entries(m.reasons).map(([value, label]) => (
                  <SelectItem key={value} value={value}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Label htmlFor="comentarios">{m.rejectComments}</Label>
            <Textarea
              id="comentarios"
              value={comments}
              onChange={(event) => setComments(event.target.value)}
            />
            <Label htmlFor="otro-horario">{m.otherTime}</Label>
            <Input
              id="otro-horario"
              type="datetime-local"
              className="w-full sm:w-80"
              aria-describedby="otro-horario-ayuda"
              value={otherTime}
              onChange={(event) => setOtherTime(event.target.value)}
            />
            <p id="otro-horario-ayuda" className="text-sm text-muted-foreground">
              {m.otherTimeHint}
            </p>
            <Button
              variant="outline"
              className="w-fit"
              loading={reject.isPending}
              onClick={() =>
                reject.mutate(
                  {
                    interviewId: id,
                    reason,
                    ...(comments.trim() ? { comments: comments.trim() } : {}),
                    ...(otherTime ? { proposed_at: new Date(otherTime).toISOString() } : {}),
                  },
                  {
                    onSuccess: () =>
                      feedback.succeeded(
                        otherTime ? m.askedOtherTime : messages.feedback.interviewRejected,
                      ),
                    onError: (error) => feedback.failed(error),
                  },
                )
              }
            >
              {otherTime ? m.askOtherTime : m.reject}
            </Button>
          </div>
        </div>
      ) : null}
      {interview.mode === 'videollamada' &&
      interview.status === 'confirmada' &&
      interview.room_name ? (
        <ButtonLink asChild className="w-fit">
          <Link to={paths.interviewVerify.href({ interviewId: id, roomName: interview.room_name })}>
            {m.enterRoom}
          </Link>
        </ButtonLink>
      ) : null}
    </article>
  );
}

export { InterviewDetailRoute as Component };
