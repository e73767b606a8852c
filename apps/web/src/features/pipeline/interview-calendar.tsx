/**
 * /empresa/{companyId}/entrevistas (issue 16 item 3): a vacancy's interviews on
 * `@jornada/calendar` (week view). With an application in the URL (`?postulacion=`, from the
 * candidate panel's «Proponer entrevista») a click, Enter or a drag on free time opens the
 * proposal dialog for that time (`createInterview`); dragging an interview — or picking it up
 * with Space and moving it with the arrows — moves it (`updateInterview`, which the server marks
 * `reprogramada` and tells the candidate). The candidate's answers arrive over the socket
 * (use-live-interviews.ts), so a confirmation shows without reloading.
 */
import {
  createInterviewMutationOptions,
  getJobApplicationQueryOptions,
  listVacancyInterviewsQueryOptions,
  updateInterviewMutationOptions,
  type components,
  type JornadaClient,
} from '@jornada/api-client';
import {
  CalendarGrid,
  CalendarRoot,
  CalendarTitleBar,
  type CalendarEvent,
  type EventChange,
} from '@jornada/calendar';
import {
  Badge,
  Button,
  Card,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  formatDateTime,
  useToast,
} from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { pipelineMessages } from '../../pipeline-messages.ts';
import { LabelledSelect } from '../../app/labelled-select.tsx';
import { pipelineVacanciesQuery } from './pipeline-screen.tsx';
import { useLiveInterviews } from '../../app/use-live-interviews.ts';
import { hasVideoRoom, InterviewRoomActions } from './interview-recording.tsx';

type Interview = components['schemas']['Interview'];
type Mode = components['schemas']['InterviewMode'];

const m = pipelineMessages.interviews;
const modes = Object.keys(m.modes) as Mode[];

/** The vacancy's interviews (50, the contract's page limit). */
export const vacancyInterviewsQuery = (api: JornadaClient, vacancyId: number) =>
  listVacancyInterviewsQueryOptions(api, vacancyId, { per_page: 50 });

/** A calendar date (a Date, or 'YYYY-MM-DD HH:mm' in local time) as a Date. */
function toDate(value: CalendarEvent['start']): Date {
  return value instanceof Date ? value : new Date(value.replace(' ', 'T'));
}

function interviewEvent(interview: Interview): CalendarEvent {
  const start = new Date(interview.scheduled_at);
  return {
    id: interview.id,
    start,
    end: new Date(start.getTime() + interview.duration_minutes * 60_000),
    title: m.eventTitle(interview.candidate.name, m.statuses[interview.status]),
    draggable: ['propuesta', 'confirmada', 'reprogramada'].includes(interview.status),
    class: ['rechazada', 'cancelada'].includes(interview.status) ? 'opacity-60 line-through' : '',
  };
}

/** The screen (see the module's comment). */
export function InterviewCalendarScreen({ companyId }: { companyId: number }) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  useLiveInterviews();
  const [search] = useSearchParams();
  const vacancies = useQuery(pipelineVacanciesQuery(api, companyId));
  const vacancyId = Number(search.get('vacante')) || vacancies.data?.data[0]?.id || 0;
  const vacancy = vacancies.data?.data.find((v) => v.id === vacancyId);
  const applicationId = Number(search.get('postulacion')) || 0;
  const application = useQuery({
    ...getJobApplicationQueryOptions(api, applicationId),
    enabled: applicationId > 0,
  });
  const interviews = useQuery({
    ...vacancyInterviewsQuery(api, vacancyId),
    enabled: vacancyId > 0,
  });
  const create = useMutation(createInterviewMutationOptions(api, queryClient));
  const update = useMutation(updateInterviewMutationOptions(api, queryClient));
  const [proposal, setProposal] = useState<{ at: Date; mode: Mode } | null>(null);
  const [date, setDate] = useState(() => new Date());
  const rows = interviews.data?.data ?? [];
  const candidate = application.data?.candidate ?? null;

  const propose = (at: Date) => {
    if (!candidate) return;
    setProposal({ at, mode: 'videollamada' });
  };
  const send = () => {
    if (!proposal || !candidate || !application.data) return;
    const when = formatDateTime(proposal.at.toISOString(), 'full');
    create.mutate(
      {
        vacancyId,
        candidate_user_id: candidate.id,
        job_application_id: application.data.id,
        mode: proposal.mode,
        scheduled_at: proposal.at.toISOString(),
        duration_minutes: 45,
      },
      {
        onSuccess: () => {
          toast({ title: m.proposed(candidate.name, when), variant: 'success' });
          setProposal(null);
        },
        onError: (error) =>
          toast({ title: m.proposeFailed, description: errorText(error), variant: 'danger' }),
      },
    );
  };
  const onEventsChange = (_events: CalendarEvent[], change: EventChange) => {
    if (change.type === 'create') {
      propose(toDate(change.event.start));
      return;
    }
    if (change.type !== 'update') return;
    const interview = rows.find((row) => String(row.id) === String(change.event.id));
    if (!interview) return;
    const at = toDate(change.event.start);
    if (at.getTime() === new Date(interview.scheduled_at).getTime()) return;
    update.mutate(
      { interviewId: interview.id, scheduled_at: at.toISOString() },
      {
        onSuccess: (saved) =>
          toast({
            title: m.moved(saved.candidate.name, formatDateTime(saved.scheduled_at, 'full')),
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: m.moveFailed, description: errorText(error), variant: 'danger' }),
      },
    );
  };

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </header>
      <p role="status" className="font-medium">
        {candidate ? m.proposeFor(candidate.name) : m.chooseApplication}
      </p>
      {vacancy ? (
        <Card className="grid gap-3 p-3">
          <CalendarRoot
            aria-label={m.calendar(vacancy.title)}
            defaultView="week"
            disableViews={['years', 'year', 'month']}
            selectedDate={date}
            onSelectedDateChange={setDate}
            events={rows.map(interviewEvent)}
            editable={{ drag: true, create: candidate !== null }}
            onEventsChange={onEventsChange}
            onCellClick={({ start, view }) => {
              if (view === 'week' || view === 'day') propose(start);
            }}
            timeFrom={7 * 60}
            timeTo={21 * 60}
            timeStep={30}
            cellHeight={32}
          >
            <CalendarTitleBar />
            <CalendarGrid />
          </CalendarRoot>
        </Card>
      ) : null}
      <Card className="grid gap-3 p-5">
        <h2 className="text-lg font-semibold">{m.listCaption}</h2>
        {rows.length === 0 ? (
          <p className="text-muted-foreground">{m.empty}</p>
        ) : (
          <ul className="grid gap-2">
            {[...rows]
              .sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at))
              .map((interview) => (
                <li key={interview.id} className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{interview.candidate.name}</span>
                  <span>{formatDateTime(interview.scheduled_at, 'full')}</span>
                  <Badge variant={interview.status === 'confirmada' ? 'success' : 'outline'}>
                    {m.statuses[interview.status]}
                  </Badge>
                  {hasVideoRoom(interview) ? <InterviewRoomActions interview={interview} /> : null}
                </li>
              ))}
          </ul>
        )}
      </Card>
      <Dialog
        open={proposal !== null}
        onOpenChange={(open) => (open ? undefined : setProposal(null))}
      >
        {proposal && candidate ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{m.proposeTitle(candidate.name)}</DialogTitle>
              <DialogDescription>
                {m.proposeAt(formatDateTime(proposal.at.toISOString(), 'full'))}
              </DialogDescription>
            </DialogHeader>
            <LabelledSelect
              label={m.mode}
              value={proposal.mode}
              onValueChange={(mode) => setProposal((p) => (p ? { ...p, mode: mode as Mode } : p))}
              options={modes.map((mode) => ({ value: mode, label: m.modes[mode] }))}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => setProposal(null)}>
                {m.cancel}
              </Button>
              <Button loading={create.isPending} onClick={send}>
                {m.send}
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
