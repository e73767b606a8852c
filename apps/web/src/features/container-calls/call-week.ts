/**
 * The week on the calls calendar: its first and last day (Monday to Sunday, local time) as the
 * `from` and `to` of `listContainerCalls`, and a call as a calendar event (an hour long).
 */
import type { CalendarEvent } from '@jornada/calendar';
import type { components } from '@jornada/api-client';
import { localDay } from '../../app/local-day.ts';
import { containerMessages } from '../../messages/container-messages.ts';

type ContainerCall = components['schemas']['ContainerCall'];

const hourMs = 60 * 60 * 1000;

/** Monday and Sunday of the week holding `date`, 'YYYY-MM-DD'. */
export function weekRange(date: Date): { from: string; to: string } {
  const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  const sunday = new Date(monday);
  sunday.setDate(monday.getDate() + 6);
  return { from: localDay(monday), to: localDay(sunday) };
}

/** A call on the calendar: an hour from its time, titled by its type and container. */
export function callEvent(call: ContainerCall): CalendarEvent {
  const start = new Date(call.scheduled_at);
  return {
    id: call.id,
    start,
    end: new Date(start.getTime() + hourMs),
    title: containerMessages.calls.eventTitle(
      containerMessages.calls.types[call.type],
      call.container.number,
    ),
    content: call.terminal.name,
    class: call.status === 'cancelada' ? 'opacity-60 line-through' : '',
  };
}
