import { useCallback, useRef, useState } from 'react';
import { dayDiff, formatDayLong, formatMinutes, isEndOfDay, minutesOf } from './date-utils.ts';
import type { EventPreview, Occurrence } from './events.ts';
import { fill, type CalendarMessages } from './messages.ts';
import type {
  CalendarEvent,
  CreationMethod,
  DateInput,
  EditableOptions,
  EventChange,
} from './types.ts';

interface Options {
  events: CalendarEvent[];
  setEvents: (e: CalendarEvent[]) => void;
  onEventsChange: ((events: CalendarEvent[], change: EventChange) => void) | undefined;
  onEventChange: ((change: EventChange) => void) | undefined;
  editOpts: EditableOptions;
  isDisabledDay: (d: Date) => boolean;
  messages: CalendarMessages;
  announce: (msg: string) => void;
  locale: string;
  twelveHour: boolean;
}

const perEvent = {
  title: 'titleEditable',
  drag: 'draggable',
  resize: 'resizable',
  delete: 'deletable',
} as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** Writes a date back in the form the source used (string `'YYYY-MM-DD HH:mm'`, 24:00 for 23:59:59, or `Date`). */
function like(original: DateInput, d: Date): DateInput {
  if (original instanceof Date) return d;
  const time = isEndOfDay(d) ? '24:00' : `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${time}`;
}

let created = 0;

/** Event editing operations shared by pointer, keyboard and drag-and-drop. @internal */
export function useEventEditing(o: Options) {
  const {
    events,
    setEvents,
    onEventsChange,
    onEventChange,
    editOpts,
    isDisabledDay,
    messages,
    announce,
    locale,
    twelveHour,
  } = o;
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [selectedEventKey, setSelectedEventKey] = useState<string | null>(null);
  const focusEventKey = useRef<string | null>(null);
  const grab = useRef<{ key: string; start: Date; end: Date } | null>(null);
  const [preview, setPreview] = useState<EventPreview | null>(null);

  const commit = (next: CalendarEvent[], change: EventChange) => {
    setEvents(next);
    onEventsChange?.(next, change);
    onEventChange?.(change);
  };

  const describeRange = useCallback(
    (start: Date, end: Date) => {
      const t = (d: Date) => formatMinutes(minutesOf(d), locale, twelveHour);
      const day = formatDayLong(start, locale);
      return dayDiff(start, end) > 0
        ? `${day}, ${t(start)} – ${formatDayLong(end, locale)}, ${t(end)}`
        : `${day}, ${t(start)} – ${t(end)}`;
    },
    [locale, twelveHour],
  );

  const can = (e: CalendarEvent, what: keyof EditableOptions): boolean => {
    if (e.background) return false;
    const own = what === 'create' ? undefined : e[perEvent[what]];
    return own ?? !!editOpts[what];
  };

  const createEvent = (
    start: Date,
    end: Date,
    how: CreationMethod,
    extra?: Partial<CalendarEvent>,
  ): CalendarEvent | null => {
    if (!editOpts.create || isDisabledDay(start)) return null;
    const event: CalendarEvent = {
      id: `nuevo-${++created}`,
      title: messages.newEvent,
      ...extra,
      start,
      end,
    };
    commit([...events, event], { type: 'create', event, how });
    focusEventKey.current = String(event.id);
    announce(fill(messages.created, { title: event.title ?? '', when: describeRange(start, end) }));
    return event;
  };

  const updateEvent = (occ: Occurrence, start: Date, end: Date, patch?: Partial<CalendarEvent>) => {
    const i = occ.event.index;
    const previous = events[i];
    if (!previous) return;
    if (+end < +start + 60_000) end = new Date(+start + 60_000); // the one-minute minimum
    // a recurring occurrence moves its whole series by the same offsets
    const base = occ.event;
    const s = new Date(+base.start + (+start - +occ.start));
    const e = new Date(+base.end + (+end - +occ.end));
    const event: CalendarEvent = {
      ...previous,
      ...patch,
      start: like(previous.start, s),
      end: like(previous.end, e),
    };
    const next = events.slice();
    next[i] = event;
    commit(next, { type: 'update', event, previous });
  };

  const deleteEvent = (occ: Occurrence) => {
    const event = events[occ.event.index];
    if (!event || !can(event, 'delete')) return;
    commit(
      events.filter((_, j) => j !== occ.event.index),
      { type: 'delete', event },
    );
    announce(fill(messages.deleted, { title: event.title ?? '' }));
  };

  return {
    can,
    createEvent,
    updateEvent,
    deleteEvent,
    editingKey,
    setEditingKey,
    selectedEventKey,
    setSelectedEventKey,
    focusEventKey,
    grab,
    describeRange,
    preview,
    setPreview,
  };
}
