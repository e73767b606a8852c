import { createContext, use } from 'react';
import type { EventIndex, EventPreview, Occurrence } from './events.ts';
import type { CalendarMessages } from './messages.ts';
import type {
  CalendarEvent,
  CalendarViewName,
  CreationMethod,
  DaySplit,
  EditableOptions,
  SpecialHours,
} from './types.ts';

/**
 * Resolved settings and state shared by the calendar's parts: what
 * {@link useCalendarState} returns as `context` and {@link CalendarContext} carries.
 * Minutes are minutes since midnight; days are `Date`s at 00:00.
 */
export interface CalendarContextValue {
  view: CalendarViewName;
  setView: (v: CalendarViewName) => void;
  disableViews: readonly CalendarViewName[];
  /** The day the keyboard cursor is on; the visible period contains it. */
  anchor: Date;
  setAnchor: (d: Date) => void;
  cursorMin: number;
  cursorSplit: number;
  setCursor: (date: Date, min?: number, split?: number, focus?: boolean) => void;
  /** True when the next render should move DOM focus to the cursor cell. */
  focusPending: { current: boolean };
  selectedDate: Date | null;
  select: (d: Date) => void;
  navigate: (n: number) => void;
  goToday: () => void;
  openNarrower: (d: Date) => void;
  locale: string;
  messages: CalendarMessages;
  weekStartsOn: number;
  isHiddenDay: (d: Date) => boolean;
  isDisabledDay: (d: Date) => boolean;
  twelveHour: boolean;
  timeFrom: number;
  timeTo: number;
  timeStep: number;
  cellHeight: number;
  snap: number;
  showCurrentTime: boolean;
  now: () => Date;
  specialHours: Partial<Record<number, SpecialHours | SpecialHours[]>>;
  splits: Array<DaySplit & { id: string | number }>;
  monthEventsLimit: number;
  index: EventIndex;
  can: (e: CalendarEvent, what: keyof EditableOptions) => boolean;
  createEvent: (
    start: Date,
    end: Date,
    how: CreationMethod,
    extra?: Partial<CalendarEvent>,
  ) => CalendarEvent | null;
  updateEvent: (occ: Occurrence, start: Date, end: Date, patch?: Partial<CalendarEvent>) => void;
  deleteEvent: (occ: Occurrence) => void;
  editingKey: string | null;
  setEditingKey: (k: string | null) => void;
  selectedEventKey: string | null;
  setSelectedEventKey: (k: string | null) => void;
  focusEventKey: { current: string | null };
  /** The event picked up with Space for keyboard moving, and where it was. */
  grab: { current: { key: string; start: Date; end: Date } | null };
  announce: (msg: string) => void;
  describeRange: (start: Date, end: Date) => string;
  dnd: DndModule | null;
  title: string;
  /** Shows the title bar's "Hoy" button. */
  todayButton: boolean;
  /** Reports a clicked or activated cell (`onCellClick`). */
  cellClick: (start: Date, end: Date) => void;
  /** Events side by side per slot before a "+N" button. */
  maxEventColumns: number;
  /** Live preview of an event being resized or moved (not yet committed), keyed by occurrence. */
  preview: EventPreview | null;
  setPreview: (p: EventPreview | null) => void;
}

/** The drag-and-drop entry's shape (`@jornada/calendar/dnd`). */
export interface DndModule {
  /** Starts a pointer drag of an event; resolves when dropped or cancelled. */
  startEventDrag: (e: PointerEvent, ctx: CalendarContextValue, occ: Occurrence) => void;
}

/**
 * The context the parts read (`CalendarTitleBar`, `CalendarGrid`): provided by
 * {@link CalendarRoot}, or by your own root with `value={useCalendarState(props).context}`.
 * `null` outside a root, where the parts throw.
 */
export const CalendarContext = createContext<CalendarContextValue | null>(null);

/** Reads the nearest calendar root's context; throws outside a `CalendarRoot`. @internal */
export function useCalendarContext(): CalendarContextValue {
  const ctx = use(CalendarContext);
  if (!ctx) throw new Error('Calendar parts must be rendered inside <CalendarRoot>.');
  return ctx;
}
