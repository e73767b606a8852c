/** The five calendar views. @default 'week' */
export type CalendarViewName = 'years' | 'year' | 'month' | 'week' | 'day';

/**
 * A date as a `Date` or a local string `'YYYY-MM-DD'` / `'YYYY-MM-DD HH:mm'`
 * (vue-cal 4.x format). `24:00` is read as 23:59:59 of that day.
 */
export type DateInput = Date | string;

/**
 * Recurrence of an event (`repeat`), expanded only for the
 * visible range.
 */
export interface EventRepeat {
  /** `'day'`, `'week'`, `'month'`, `'year'`, or a number of days between occurrences. */
  every: 'day' | 'week' | 'month' | 'year' | number;
  /** With `every: 'week'`: weekdays 1 (Monday) … 7 (Sunday), as in vue-cal 4.x. @default the start's weekday */
  weekdays?: number[];
  /** Last day (inclusive) an occurrence may start on. @default no end */
  until?: DateInput;
}

/** A calendar event ("Calendar event"). */
export interface CalendarEvent {
  /** Stable identity; generated from the index when missing. */
  id?: string | number;
  /** Start. */
  start: DateInput;
  /** End; an end of 24:00 counts as 23:59:59 and is shown as 24:00. */
  end: DateInput;
  /** Title. @default '' */
  title?: string;
  /** Extra text (plain text) shown under the title. */
  content?: string;
  /** A background event: drawn behind the others, never editable. @default false */
  background?: boolean;
  /**
   * Shown in the all-day row instead of the time grid. Its `end` day is its
   * last day, unless the calendar's `allDayEnd` is `'exclusive'` (then `end`
   * is the day after the last). @default false
   */
  allDay?: boolean;
  /** Id of the day split the event belongs to. */
  split?: string | number;
  /** Extra CSS class names of the event element. */
  class?: string;
  /** Recurrence rule. */
  repeat?: EventRepeat;
  /** Number of days a multi-day event spans (informative; computed from start and end). */
  daysCount?: number;
  /** Per-event override of the calendar's `editable.delete`. */
  deletable?: boolean;
  /** Per-event override of `editable.title`. */
  titleEditable?: boolean;
  /** Per-event override of `editable.resize`. */
  resizable?: boolean;
  /** Per-event override of `editable.drag`. */
  draggable?: boolean;
}

/** A day split: a sub-column of each day in week and day views. */
export interface DaySplit {
  /** Id matched by `CalendarEvent.split`; generated (1, 2, …) when missing. */
  id?: string | number;
  /** Visible label. */
  label?: string;
  /** Extra CSS class names of the split's cells. */
  class?: string;
  /** Hidden splits are not shown. @default false */
  hide?: boolean;
}

/** Special hours of a weekday, in minutes from midnight, clamped to the visible range. */
export interface SpecialHours {
  /** Start in minutes (0–1440). */
  from: number;
  /** End in minutes (0–1440). */
  to: number;
  /** Extra CSS class names. */
  class?: string;
  /** Label, shown and read by screen readers. */
  label?: string;
}

/** Editing capabilities; each can also be set per event. */
export interface EditableOptions {
  /** Inline title editing. @default false */
  title?: boolean;
  /** Drag and drop between days, splits and periods (loads the `./dnd` entry). @default false */
  drag?: boolean;
  /** Resizing the end of an event. @default false */
  resize?: boolean;
  /** Creating events (drag, click-and-hold 1200 ms, double click/tap, Enter). @default false */
  create?: boolean;
  /** Deleting events. @default false */
  delete?: boolean;
}

/**
 * How an event was created: dragging on the time grid, a double
 * click or double tap, Enter on a time cell, or click-and-hold (1200 ms).
 */
export type CreationMethod = 'drag' | 'double-click' | 'keyboard' | 'hold';

/** What changed in an {@link CalendarEvent} list. */
export type EventChange =
  | { type: 'create'; event: CalendarEvent; how: CreationMethod }
  | { type: 'update'; event: CalendarEvent; previous: CalendarEvent }
  | { type: 'delete'; event: CalendarEvent };

/**
 * A time cell, an all-day cell or a month day that was clicked or activated
 * with Enter: `start` is where it begins, `end` where it ends (exclusive; a
 * time cell spans `timeStep` minutes, a day cell the whole day).
 */
export interface CellClick {
  start: Date;
  end: Date;
  view: CalendarViewName;
}

/**
 * The view and the visible period after a change: `start` is the first
 * visible day at 00:00, `end` the day after the last visible one at 00:00
 * (exclusive). The month view's period is its 42 days (6 weeks) shown.
 */
export interface ViewChange {
  view: CalendarViewName;
  start: Date;
  end: Date;
}
