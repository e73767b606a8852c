/**
 * A complaint's audit trail and conversation (`ComplaintDetail.events`, oldest first): who wrote
 * (the filer — 'Tú' for themself; nameless to the company when the complaint is anonymous —, the
 * company or Jornada's administration), when, and the message or status change.
 */
import type { components } from '@jornada/api-client';
import { Badge, formatDateTime } from '@jornada/ui';
import { useId } from 'react';
import { messages } from '../../messages/messages.ts';

type ComplaintEvent = components['schemas']['ComplaintEvent'];

const m = messages.complaints;

/** Props of {@link ComplaintEvents}. */
export interface ComplaintEventsProps {
  events: readonly ComplaintEvent[];
  /** Who reads: the filer sees their own entries as 'Tú'. */
  viewer: 'reporter' | 'staff' | 'admin';
}

function authorOf(event: ComplaintEvent, viewer: ComplaintEventsProps['viewer']) {
  if (event.author_role === 'reporter' && viewer === 'reporter') return m.events.you;
  return event.author?.name ?? m.events.roles[event.author_role];
}

function whatOf(event: ComplaintEvent) {
  if (event.type === 'filed') return m.events.filed;
  if (event.type === 'status' && event.from_status && event.to_status)
    return m.events.moved(m.statuses[event.from_status], m.statuses[event.to_status]);
  return m.events.message;
}

/** The trail as a list (see the module's comment). */
export function ComplaintEvents({ events, viewer }: ComplaintEventsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {m.events.heading}
      </h2>
      <ol className="grid gap-3">
        {events.map((event) => (
          <li
            key={event.id}
            data-role={event.author_role}
            className="grid gap-1 rounded-lg border border-border p-3 data-[role=reporter]:bg-muted"
          >
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold">{authorOf(event, viewer)}</span>
              <Badge variant="outline">{m.events.roles[event.author_role]}</Badge>
              <span className="text-muted-foreground">
                {whatOf(event)} · {formatDateTime(event.created_at)}
              </span>
            </p>
            {event.message ? <p className="whitespace-pre-line">{event.message}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
