/**
 * /empresa/{companyId}/entrevistas (docs/decisions/0028-applications-pipeline.md): a vacancy's interviews on
 * `@jornada/calendar` (week view). With an application in the URL (`?postulacion=`, from the
 * candidate panel's «Proponer entrevista») a click, Enter or a drag on free time adds a slot to
 * the proposal (up to 5, drawn on the calendar and listed in `proposal-slots.tsx`; a slot is
 * dragged to move it); «Enviar propuesta» sends them all as `proposed_slots` (`createInterview`,
 * contract decision 51) and the candidate picks one. Dragging an interview — or picking it up
 * with Space and moving it with the arrows — moves it (`updateInterview`, which the server marks
 * `reprogramada` and tells the candidate). A proposal still waiting shows each offered slot. The
 * candidate's answers arrive over the socket (use-live-interviews.ts), so a confirmation shows
 * without reloading.
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
import { ApiError } from '@jornada/api-client';
import { Badge, Card, formatDateTime, useToast } from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { pipelineMessages } from '../../messages/pipeline-messages.ts';
import { pipelineVacanciesQuery } from './pipeline-queries.ts';
import { useAllPages } from '../../app/all-pages.ts';
import { maxSlots, ProposalSlots } from './proposal-slots.tsx';
import { useLiveInterviews } from '../../app/use-live-interviews.ts';
import { hasVideoRoom, InterviewRoomActions } from './interview-recording.tsx';

type Interview = components['schemas']['Interview'];
type Mode = components['schemas']['InterviewMode'];

const m = pipelineMessages.interviews;
/** Minutes of a proposed slot. */
const slotMinutes = 45;
const slotPrefix = 'horario-';

/** The vacancy's interviews (50, the contract's page limit). */
export const vacancyInterviewsQuery = (api: JornadaClient, vacancyId: number) =>
  listVacancyInterviewsQueryOptions(api, vacancyId, { per_page: 50 });

/** A calendar date (a Date, or 'YYYY-MM-DD HH:mm' in local time) as a Date. */
function toDate(value: CalendarEvent['start']): Date {
  return value instanceof Date ? value : new Date(value.replace(' ', 'T'));
}

/** The server's message and its field errors, for a failure toast. */
function failureText(error: unknown): string {
  const fields = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
  return [errorText(error), ...fields].join(' ');
}

function interviewEvents(interview: Interview): CalendarEvent[] {
  const slots = interview.status === 'propuesta' ? (interview.proposed_slots ?? []) : [];
  if (slots.length > 1)
    return slots.map((at, index) => {
      const start = new Date(at);
      return {
        id: `${interview.id}-${index}`,
        start,
        end: new Date(start.getTime() + interview.duration_minutes * 60_000),
        title: m.eventTitle(
          interview.candidate.name,
          `${m.statuses.propuesta} (${m.slotOf(index + 1, slots.length)})`,
        ),
        draggable: false,
      };
    });
  const start = new Date(interview.scheduled_at);
  return [
    {
      id: interview.id,
      start,
      end: new Date(start.getTime() + interview.duration_minutes * 60_000),
      title: m.eventTitle(interview.candidate.name, m.statuses[interview.status]),
      draggable: ['propuesta', 'confirmada', 'reprogramada'].includes(interview.status),
      class: ['rechazada', 'cancelada'].includes(interview.status) ? 'opacity-60 line-through' : '',
    },
  ];
}

function slotEvent(at: Date, index: number): CalendarEvent {
  return {
    id: `${slotPrefix}${index}`,
    start: at,
    end: new Date(at.getTime() + slotMinutes * 60_000),
    title: m.slotEvent(index + 1),
    draggable: true,
    class: 'border-2 border-dashed',
  };
}

const bySoonest = (a: Date, b: Date) => a.getTime() - b.getTime();

/** The screen (see the module's comment). */
export function InterviewCalendarScreen({ companyId }: { companyId: number }) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  useLiveInterviews();
  const [search] = useSearchParams();
  const vacancies = useAllPages(pipelineVacanciesQuery(api, companyId));
  const vacancyId = Number(search.get('vacante')) || vacancies.records[0]?.id || 0;
  const vacancy = vacancies.records.find((v) => v.id === vacancyId);
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
  const [slots, setSlots] = useState<Date[]>([]);
  const [mode, setMode] = useState<Mode>('videollamada');
  const [notice, setNotice] = useState('');
  const [date, setDate] = useState(() => new Date());
  const rows = interviews.data?.data ?? [];
  const candidate = application.data?.candidate ?? null;

  // Enter on a cell reports it twice (a cell click and a created event): a time already chosen
  // is ignored rather than repeated.
  const addSlot = (at: Date) => {
    if (!candidate) return;
    const when = formatDateTime(at.toISOString(), 'full');
    if (slots.some((slot) => slot.getTime() === at.getTime())) return;
    if (slots.length >= maxSlots) return setNotice(m.tooManySlots);
    setSlots((list) =>
      list.some((slot) => slot.getTime() === at.getTime()) || list.length >= maxSlots
        ? list
        : [...list, at].sort(bySoonest),
    );
    setNotice(m.slotAdded(when));
  };
  const removeSlot = (at: Date) => {
    setSlots((list) => list.filter((slot) => slot.getTime() !== at.getTime()));
    setNotice(m.slotRemoved(formatDateTime(at.toISOString(), 'full')));
  };
  const send = () => {
    if (slots.length === 0 || !candidate || !application.data) return;
    create.mutate(
      {
        vacancyId,
        candidate_user_id: candidate.id,
        job_application_id: application.data.id,
        mode,
        proposed_slots: slots.map((slot) => slot.toISOString()),
        duration_minutes: slotMinutes,
      },
      {
        onSuccess: () => {
          toast({
            title:
              slots.length === 1
                ? m.proposed(candidate.name, formatDateTime(slots[0]!.toISOString(), 'full'))
                : m.proposedSlots(candidate.name, slots.length),
            variant: 'success',
          });
          setSlots([]);
          setNotice('');
        },
        onError: (error) =>
          toast({ title: m.proposeFailed, description: failureText(error), variant: 'danger' }),
      },
    );
  };
  const onEventsChange = (_events: CalendarEvent[], change: EventChange) => {
    if (change.type === 'create') {
      addSlot(toDate(change.event.start));
      return;
    }
    if (change.type !== 'update') return;
    const draft = String(change.event.id);
    if (draft.startsWith(slotPrefix)) {
      const index = Number(draft.slice(slotPrefix.length));
      const at = toDate(change.event.start);
      setSlots((list) =>
        list.some((slot) => slot.getTime() === at.getTime())
          ? list
          : list.map((slot, i) => (i === index ? at : slot)).sort(bySoonest),
      );
      setNotice(m.slotMoved(formatDateTime(at.toISOString(), 'full')));
      return;
    }
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
          toast({ title: m.moveFailed, description: failureText(error), variant: 'danger' }),
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
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {notice}
      </p>
      {candidate ? (
        <ProposalSlots
          candidate={candidate.name}
          slots={slots}
          mode={mode}
          onModeChange={setMode}
          onRemove={removeSlot}
          onSend={send}
          sending={create.isPending}
        />
      ) : null}
      {vacancy ? (
        <Card className="grid gap-3 p-3">
          <CalendarRoot
            aria-label={m.calendar(vacancy.title)}
            defaultView="week"
            disableViews={['years', 'year', 'month']}
            selectedDate={date}
            onSelectedDateChange={setDate}
            events={[...rows.flatMap(interviewEvents), ...slots.map(slotEvent)]}
            editable={{ drag: true, create: candidate !== null }}
            onEventsChange={onEventsChange}
            onCellClick={({ start, view }) => {
              if (view === 'week' || view === 'day') addSlot(start);
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
                  <span>
                    {interview.status === 'propuesta' && (interview.proposed_slots?.length ?? 0) > 1
                      ? m.offered(interview.proposed_slots!.map((at) => formatDateTime(at, 'full')))
                      : formatDateTime(interview.scheduled_at, 'full')}
                  </span>
                  <Badge variant={interview.status === 'confirmada' ? 'success' : 'outline'}>
                    {m.statuses[interview.status]}
                  </Badge>
                  {hasVideoRoom(interview) ? <InterviewRoomActions interview={interview} /> : null}
                </li>
              ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
