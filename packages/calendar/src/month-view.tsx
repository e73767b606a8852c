import { useMemo, useRef } from 'react';
import { useCalendarContext } from './calendar-context.ts';
import { cn } from './cn.ts';
import { addDays, dayKey, formatDayLong, isoDay, startOfWeek, weekdayNames } from './date-utils.ts';
import { EventItem } from './event-item.tsx';
import { occurrencesByDay, withPreview } from './events.ts';
import { fill } from './messages.ts';
import { onGridKeyDown } from './grid-keyboard.ts';
import { useGridFocus } from './use-grid-focus.ts';
import { MONTH_CELLS } from './views.ts';

/**
 * The month view: a WAI-ARIA grid of always 42 days (6 × 7,
 * minus hidden weekdays), with the month's events and a "+N más" button when
 * a day has more than `monthEventsLimit` events.
 */
export function MonthView() {
  const ctx = useCalendarContext();
  const { anchor, locale, index, messages: m, monthEventsLimit } = ctx;
  const first = new Date(anchor.getFullYear(), anchor.getMonth(), 1);
  const gridStart = startOfWeek(first, ctx.weekStartsOn);
  const { preview } = ctx;
  // keyed by the grid's first instant: `gridStart` is a new Date on every render
  const gridStartMs = +gridStart;
  const occs = useMemo(() => {
    const from = new Date(gridStartMs);
    return withPreview(occurrencesByDay(index, from, MONTH_CELLS), from, preview);
  }, [index, gridStartMs, preview]);
  const names = weekdayNames(locale, 'long', ctx.weekStartsOn);
  const short = weekdayNames(locale, 'short', ctx.weekStartsOn);
  const visibleCols = [0, 1, 2, 3, 4, 5, 6].filter((i) => !ctx.isHiddenDay(addDays(gridStart, i)));
  const today = dayKey(ctx.now());
  const selected = ctx.selectedDate ? dayKey(ctx.selectedDate) : null;
  const anchorVisible = !ctx.isHiddenDay(anchor);
  const activeKey = anchorVisible
    ? dayKey(anchor)
    : dayKey(addDays(gridStart, visibleCols[0] ?? 0));
  const grid = useRef<HTMLDivElement>(null);
  useGridFocus(ctx, grid);
  const template = { gridTemplateColumns: `repeat(${visibleCols.length}, minmax(0, 1fr))` };

  return (
    <div
      ref={grid}
      role="grid"
      tabIndex={-1}
      aria-label={ctx.title}
      data-slot="month-grid"
      className="rounded-md border border-border text-sm"
      onKeyDown={(e) => onGridKeyDown(e, ctx)}
      onClick={(e) => {
        const cell = (e.target as HTMLElement).closest<HTMLElement>('[role="gridcell"]');
        if (!cell) return;
        const d = addDays(gridStart, Number(cell.dataset.index));
        ctx.setSelectedEventKey(null);
        ctx.select(d);
        ctx.setCursor(d, undefined, undefined, false);
        ctx.cellClick(d, addDays(d, 1));
      }}
      onDoubleClick={(e) => {
        const cell = (e.target as HTMLElement).closest<HTMLElement>('[role="gridcell"]');
        if (cell) ctx.openNarrower(addDays(gridStart, Number(cell.dataset.index)));
      }}
    >
      <div role="row" className="grid border-b border-border" style={template}>
        {visibleCols.map((i) => (
          <div
            key={i}
            role="columnheader"
            className="p-1 text-center text-xs font-medium text-muted-foreground capitalize"
          >
            <abbr title={names[i]} className="no-underline">
              {short[i]}
            </abbr>
          </div>
        ))}
      </div>
      {[0, 1, 2, 3, 4, 5].map((w) => (
        <div
          key={w}
          role="row"
          className="grid border-b border-border last:border-b-0"
          style={template}
        >
          {visibleCols.map((c) => {
            const i = w * 7 + c;
            const d = addDays(gridStart, i);
            const k = dayKey(d);
            const list = occs[i] ?? [];
            const shown = list.slice(0, monthEventsLimit);
            const more = list.length - shown.length;
            const disabled = ctx.isDisabledDay(d);
            const active = k === activeKey;
            return (
              <div
                key={i}
                role="gridcell"
                tabIndex={active ? 0 : -1}
                data-index={i}
                data-date={isoDay(d)}
                data-today={k === today ? '' : undefined}
                data-outside={d.getMonth() !== first.getMonth() ? '' : undefined}
                data-disabled={disabled ? '' : undefined}
                aria-selected={k === selected}
                aria-disabled={disabled || undefined}
                className={cn(
                  'flex min-h-24 min-w-0 flex-col gap-0.5 border-l border-border p-1 outline-none first:border-l-0',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                  'aria-selected:bg-secondary data-[disabled]:bg-muted data-[outside]:text-muted-foreground',
                )}
              >
                <span className="sr-only">
                  {formatDayLong(d, locale)}
                  {list.length
                    ? `, ${list.length === 1 ? m.oneEvent : fill(m.events, { n: list.length })}`
                    : ''}
                </span>
                <span
                  aria-hidden="true"
                  className="self-end rounded-full px-1.5 text-xs in-data-[today]:bg-primary in-data-[today]:text-primary-foreground"
                >
                  {d.getDate()}
                </span>
                {shown.map((o, j) => (
                  <EventItem key={j} occ={o} variant="month" tabbable={active} />
                ))}
                {more > 0 && (
                  <button
                    type="button"
                    tabIndex={active ? 0 : -1}
                    aria-label={fill(m.moreLabel, { n: more })}
                    onClick={(e) => {
                      e.stopPropagation();
                      ctx.setAnchor(d);
                      ctx.setView(ctx.disableViews.includes('day') ? 'week' : 'day');
                    }}
                    className="self-start rounded-sm px-1 text-xs font-medium text-primary hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {fill(m.more, { n: more })}
                  </button>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
