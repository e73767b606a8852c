import type { ComponentProps } from 'react';
import type { DndModule } from './calendar-context.ts';
import type { AllDayEnd } from './events.ts';
import type { CalendarMessages } from './messages.ts';
import type {
  CalendarEvent,
  CalendarViewName,
  CellClick,
  DateInput,
  DaySplit,
  EditableOptions,
  EventChange,
  SpecialHours,
  ViewChange,
} from './types.ts';

/**
 * What {@link useCalendarState} takes: the calendar's own props (views, dates,
 * events, locale, time grid, editing), without the root element's DOM props.
 */
export interface CalendarStateOptions {
  /** Controlled view; a disabled one logs a warning and shows the first enabled view (an unknown one, from untyped code, logs an error and shows week). */
  view?: CalendarViewName;
  /** Initial view when uncontrolled. @default 'week' */
  defaultView?: CalendarViewName;
  /**
   * Called with the view and its visible period (`start` inclusive, `end`
   * exclusive, both at 00:00) on the first render and on every change of view
   * or period (title bar, keyboard, a day opened), so an app can load the
   * events of what is visible. A controlled `view` follows it.
   */
  onViewChange?: (change: ViewChange) => void;
  /** Shows the title bar's "Hoy" button. @default true */
  todayButton?: boolean;
  /**
   * Called when a cell is clicked or activated with Enter: a time cell gives
   * its `timeStep` minutes, an all-day or month cell its whole day (`end`
   * exclusive), with the current view. Never called for a disabled day
   * (before `minDate`, after `maxDate`, in `disableDays`; its cells carry
   * `aria-disabled="true"` and `data-disabled`).
   */
  onCellClick?: (cell: CellClick) => void;
  /**
   * Called once per finished edit with what changed (creation, with how it
   * was made; a move or resize on release, never while dragging; deletion).
   * Called after `onEventsChange`.
   */
  onEventChange?: (change: EventChange) => void;
  /**
   * Events shown side by side in one slot of the week and day views; past
   * this, the rest of the slot collapses into a "+N" button that lists them.
   * @default 3
   */
  maxEventColumns?: number;
  /** Views that cannot be shown. @default [] */
  disableViews?: CalendarViewName[];
  /** Controlled selected day. */
  selectedDate?: DateInput | null;
  /** Initial selected day when uncontrolled; also the first day shown. @default today */
  defaultSelectedDate?: DateInput;
  /** Called with the newly selected day (never a disabled or out-of-range day). */
  onSelectedDateChange?: (date: Date) => void;
  /** Controlled events. */
  events?: CalendarEvent[];
  /** Initial events when uncontrolled. @default [] */
  defaultEvents?: CalendarEvent[];
  /**
   * How the `end` of an all-day event is read: `'inclusive'`, the end day is
   * its last day (`start: '2025-11-04', end: '2025-11-05'` covers two days);
   * `'exclusive'`, the end is the day after its last day, as iCalendar's
   * `DTEND` and FullCalendar write it (the same event covers one day). Moving
   * or resizing an event keeps its convention. @default 'inclusive'
   */
  allDayEnd?: AllDayEnd;
  /** Called with the full new list and what changed, after any edit. */
  onEventsChange?: (events: CalendarEvent[], change: EventChange) => void;
  /** BCP 47 locale; day and month names come from `Intl`, strings from `./locales` (loaded on demand). @default 'es-MX' */
  locale?: string;
  /** Overrides of individual strings. */
  messages?: Partial<CalendarMessages>;
  /** First day of the week, 1 (Monday) … 7 (Sunday). @default 1 */
  weekStartsOn?: number;
  /** Weekdays not shown, 1 (Monday) … 7 (Sunday). @default [] */
  hideWeekdays?: number[];
  /** Hides Saturday and Sunday. @default false */
  hideWeekends?: boolean;
  /** 12-hour clock. @default false */
  twelveHour?: boolean;
  /** First minute of the time grid (0–1440). @default 0 */
  timeFrom?: number;
  /** Last minute of the time grid (0–1440). @default 1440 */
  timeTo?: number;
  /** Minutes per time-grid row. @default 60 */
  timeStep?: number;
  /** Height of a time-grid row in px. @default 40 */
  cellHeight?: number;
  /** Minutes that dragging, resizing and keyboard moves snap to. @default 15 */
  snapToTime?: number;
  /** Shows the current-time line (updated every 60 s). @default true */
  showCurrentTime?: boolean;
  /** Special hours per weekday 1 (Monday) … 7 (Sunday), in minutes. */
  specialHours?: Partial<Record<number, SpecialHours | SpecialHours[]>>;
  /** Day splits (sub-columns) of week and day views. @default [] */
  splitDays?: DaySplit[];
  /** Earliest selectable day (the day itself is selectable). */
  minDate?: DateInput;
  /** Latest selectable day. */
  maxDate?: DateInput;
  /** Days that cannot be selected, created on or dropped on. @default [] */
  disableDays?: DateInput[];
  /** Editing capabilities; `true` enables all. Events can override each. @default false */
  editable?: boolean | EditableOptions;
  /** Events shown per month cell before a "+N más" button. @default 3 */
  monthEventsLimit?: number;
  /** Loads the drag-and-drop entry. @default () => import('./dnd.ts') */
  loadDragAndDrop?: () => Promise<DndModule>;
  /** Clock used for "today" and the current-time line (tests and stories). @default () => new Date() */
  now?: () => Date;
}

/** Props of {@link CalendarRoot} and {@link Calendar}: the state options plus the root `div`'s props. */
export interface CalendarRootProps
  extends CalendarStateOptions, Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {}

const stateKeys = {
  view: true,
  defaultView: true,
  onViewChange: true,
  todayButton: true,
  onCellClick: true,
  onEventChange: true,
  maxEventColumns: true,
  disableViews: true,
  selectedDate: true,
  defaultSelectedDate: true,
  onSelectedDateChange: true,
  events: true,
  defaultEvents: true,
  allDayEnd: true,
  onEventsChange: true,
  locale: true,
  messages: true,
  weekStartsOn: true,
  hideWeekdays: true,
  hideWeekends: true,
  twelveHour: true,
  timeFrom: true,
  timeTo: true,
  timeStep: true,
  cellHeight: true,
  snapToTime: true,
  showCurrentTime: true,
  specialHours: true,
  splitDays: true,
  minDate: true,
  maxDate: true,
  disableDays: true,
  editable: true,
  monthEventsLimit: true,
  loadDragAndDrop: true,
  now: true,
} satisfies Record<keyof CalendarStateOptions, true>;

/**
 * Splits the root's props into the state options and the props of its `div`
 * (everything else: `className`, `id`, `aria-*`, handlers…). @internal
 */
export function splitCalendarProps(
  props: CalendarRootProps,
): [CalendarStateOptions, Omit<CalendarRootProps, keyof CalendarStateOptions>] {
  const options: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props))
    (Object.hasOwn(stateKeys, key) ? options : rest)[key] = value;
  return [options as CalendarStateOptions, rest];
}
