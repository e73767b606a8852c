/**
 * The seeker's interviews on `@jornada/calendar` (docs/decisions/0028-applications-pipeline.md; /mis-entrevistas «Calendario»):
 * week view by default (month and day too), read-only, each interview titled by its vacancy and
 * status; the «Lista» tab keeps the links to each interview's detail. A proposal offering several
 * times (contract decision 51) shows each of them, «horario n de N», until one is picked.
 */
import type { components } from '@jornada/api-client';
import { Calendar, type CalendarEvent } from '@jornada/calendar';
import { messages } from '../../messages/messages.ts';
import { offersSlots } from './slot-choice.tsx';

type Interview = components['schemas']['Interview'];
const m = messages.interviews;

function interviewEvents(interview: Interview): CalendarEvent[] {
  if (offersSlots(interview)) {
    const slots = interview.proposed_slots!;
    return slots.map((at, index) => {
      const start = new Date(at);
      return {
        id: `${interview.id}-${index}`,
        start,
        end: new Date(start.getTime() + interview.duration_minutes * 60_000),
        title: m.eventTitle(interview.vacancy.title, m.slotOf(index + 1, slots.length)),
        content: interview.vacancy.company.name,
      };
    });
  }
  const start = new Date(interview.scheduled_at);
  return [
    {
      id: interview.id,
      start,
      end: new Date(start.getTime() + interview.duration_minutes * 60_000),
      title: m.eventTitle(interview.vacancy.title, m.status[interview.status] ?? interview.status),
      content: interview.vacancy.company.name,
      class: ['rechazada', 'cancelada'].includes(interview.status) ? 'opacity-60 line-through' : '',
    },
  ];
}

/** The calendar of the interviews (see the module's comment). */
export function InterviewsCalendar({ interviews }: { interviews: Interview[] }) {
  return (
    <Calendar
      aria-label={m.calendarLabel}
      defaultView="week"
      disableViews={['years', 'year']}
      events={interviews.flatMap(interviewEvents)}
      timeFrom={7 * 60}
      timeTo={21 * 60}
      cellHeight={32}
    />
  );
}
