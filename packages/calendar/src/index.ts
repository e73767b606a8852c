export { Calendar, CalendarGrid, type CalendarProps } from './calendar.tsx';
export { CalendarRoot, type CalendarRootProps } from './calendar-root.tsx';
export type { CalendarStateOptions } from './calendar-props.ts';
export type { AllDayEnd } from './events.ts';
export { useCalendarState, type CalendarState } from './use-calendar-state.ts';
export { CalendarTitleBar } from './title-bar.tsx';
export { CalendarContext } from './calendar-context.ts';
export type { CalendarContextValue, DndModule } from './calendar-context.ts';
export { calendarMessages, type CalendarMessages } from './messages.ts';
export { calendarLocales, loadLocaleMessages } from './locales/index.ts';
export {
  MONTH_CELLS,
  VIEWS,
  YEARS_PER_PAGE,
  resolveView,
  visibleRange,
  type ResolvedView,
} from './views.ts';
export { NEW_EVENT_MINUTES } from './grid-keyboard.ts';
export { CREATE_THRESHOLD_PX } from './use-create-gesture.ts';
export { DOUBLE_TAP_MS, HOLD_MS } from './event-pointer.ts';
export { NOW_TICK_MS } from './time-grid.tsx';
export type {
  CalendarEvent,
  CalendarViewName,
  CellClick,
  CreationMethod,
  DateInput,
  DaySplit,
  EditableOptions,
  EventChange,
  EventRepeat,
  SpecialHours,
  ViewChange,
} from './types.ts';
