import type { ComponentProps } from 'react';
import { useCalendarContext } from './calendar-context.ts';
import { cn } from './cn.ts';
import { VIEWS } from './views.ts';

const btn =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md border border-border bg-card px-3 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The title bar: previous, title, next, today, and a view
 * selector (a group of toggle buttons with `aria-pressed`). Every control has
 * a Spanish accessible name by default.
 */
export function CalendarTitleBar({ className, ...props }: ComponentProps<'div'>) {
  const {
    messages: m,
    navigate,
    goToday,
    title,
    view,
    setView,
    disableViews,
    announce,
    todayButton,
  } = useCalendarContext();
  const go = navigate;
  return (
    <div
      data-slot="title-bar"
      className={cn('flex flex-wrap items-center gap-2', className)}
      {...props}
    >
      <button
        type="button"
        className={btn}
        aria-label={m.previous}
        data-nav="-1"
        onClick={() => go(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <h2
        className="min-w-48 flex-1 text-center text-lg font-semibold first-letter:uppercase"
        data-slot="title"
        aria-live="polite"
      >
        {title}
      </h2>
      <button type="button" className={btn} aria-label={m.next} data-nav="1" onClick={() => go(1)}>
        <span aria-hidden="true">›</span>
      </button>
      {todayButton && (
        <button
          type="button"
          className={btn}
          data-slot="today"
          onClick={() => {
            goToday();
            announce(m.today);
          }}
        >
          {m.today}
        </button>
      )}
      <div
        role="group"
        aria-label={m.viewSelector}
        data-slot="view-selector"
        className="inline-flex rounded-md border border-border"
      >
        {VIEWS.filter((v) => !disableViews.includes(v)).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={v === view}
            data-view-option={v}
            data-state={v === view ? 'on' : 'off'}
            onClick={() => setView(v)}
            className="h-9 px-3 text-sm text-foreground first:rounded-l-md last:rounded-r-md hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
          >
            {m[v]}
          </button>
        ))}
      </div>
    </div>
  );
}
