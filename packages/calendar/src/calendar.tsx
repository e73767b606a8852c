import { useCalendarContext } from './calendar-context.ts';
import { CalendarRoot, type CalendarRootProps } from './calendar-root.tsx';
import { MonthView } from './month-view.tsx';
import { TimeGridView } from './time-grid.tsx';
import { CalendarTitleBar } from './title-bar.tsx';
import { YearsOrYearView } from './year-views.tsx';

/** The grid of the current view (years, year, month, week or day). Render inside {@link CalendarRoot}. */
export function CalendarGrid() {
  const { view } = useCalendarContext();
  if (view === 'month') return <MonthView />;
  if (view === 'week' || view === 'day') return <TimeGridView />;
  return <YearsOrYearView />;
}

/** Props of {@link Calendar}: the root's props. */
export type CalendarProps = CalendarRootProps;

/**
 * The complete calendar: `CalendarRoot` with a
 * `CalendarTitleBar` and a `CalendarGrid`. Compose the parts yourself for a
 * custom layout.
 *
 * @example
 * <Calendar defaultView="month" defaultEvents={events} editable />
 */
export function Calendar({ children, ...props }: CalendarProps) {
  return (
    <CalendarRoot {...props}>
      <CalendarTitleBar />
      <CalendarGrid />
      {children}
    </CalendarRoot>
  );
}
