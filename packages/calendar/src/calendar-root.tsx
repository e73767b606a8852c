import { CalendarContext } from './calendar-context.ts';
import { splitCalendarProps, type CalendarRootProps } from './calendar-props.ts';
import { cn } from './cn.ts';
import { useCalendarState } from './use-calendar-state.ts';

export type { CalendarRootProps };

/**
 * The calendar's root: runs {@link useCalendarState} and provides its state
 * to the parts (`CalendarTitleBar`, `CalendarGrid`) through context. Renders a
 * `div` with `role="group"` named by `messages.calendar`, `data-view` (the
 * view shown), `data-dnd="ready"` once drag and drop has loaded, and the
 * polite live region that announces edits. Other props go to the `div`.
 */
export function CalendarRoot(props: CalendarRootProps) {
  const [options, { className, children, ...rest }] = splitCalendarProps(props);
  const { context, announcement } = useCalendarState(options);
  return (
    <CalendarContext value={context}>
      <div
        role="group"
        aria-label={context.messages.calendar}
        data-slot="calendar"
        data-view={context.view}
        data-dnd={context.dnd ? 'ready' : undefined}
        className={cn('flex flex-col gap-2 bg-card text-card-foreground', className)}
        {...rest}
      >
        {children}
        <div
          role="status"
          aria-live="polite"
          aria-atomic="true"
          className="sr-only"
          data-slot="live-region"
        >
          {announcement}
        </div>
      </div>
    </CalendarContext>
  );
}
