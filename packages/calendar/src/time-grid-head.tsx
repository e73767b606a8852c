import type { CSSProperties } from 'react';
import { useCalendarContext } from './calendar-context.ts';
import { cn } from './cn.ts';
import { dayKey, dtf, formatDayLong } from './date-utils.ts';
import { EventItem } from './event-item.tsx';
import type { Occurrence } from './events.ts';

interface TimeGridHeadProps {
  days: Date[];
  occs: Occurrence[][];
  template: CSSProperties;
  activeKey: number;
  allDayActive: boolean;
  /** The id of a day's hidden label, which names the time cells with their row header. */
  dayLabelId: (dayIndex: number) => string;
}

const allDay = (o: Occurrence) => !!o.event.source.allDay;
const rowCls = 'grid border-b border-border';
const cellCls =
  'relative border-l border-border outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring data-[disabled]:bg-muted data-[today]:bg-secondary/40';

/** The header rows of the time grid: day column headers, split headers and the all-day row. @internal */
export function TimeGridHead(props: TimeGridHeadProps) {
  const { days, occs, template, activeKey, allDayActive, dayLabelId } = props;
  const ctx = useCalendarContext();
  const { view, locale, splits, messages: m } = ctx;
  const cols = splits.length ? splits : [null];
  const dayHead = dtf(locale, { weekday: 'short', day: 'numeric' });
  const cursorMin = allDayActive ? -1 : 0;
  return (
    <>
      <div role="row" className={cn(rowCls, 'sticky top-0 z-30 bg-card')} style={template}>
        <div role="columnheader" className="sr-only">
          {m.time}
        </div>
        <div aria-hidden="true" />
        {days.map((d, di) => (
          <div
            key={di}
            role="columnheader"
            aria-colspan={cols.length > 1 ? cols.length : undefined}
            style={{ gridColumn: `span ${cols.length}` }}
            className="border-l border-border p-1 text-center"
          >
            {/* the first part of the day's time cells' names (aria-labelledby), not shown; one text
                node: Chrome joins a hidden label's text nodes with spaces ("2025 , 09:00") */}
            <span id={dayLabelId(di)} hidden>
              {`${formatDayLong(d, locale)},`}
            </span>
            {view === 'week' ? (
              <button
                type="button"
                onClick={() => ctx.openNarrower(d)}
                className="rounded-sm px-1 capitalize hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span aria-hidden="true">{dayHead.format(d)}</span>
                <span className="sr-only">{formatDayLong(d, locale)}</span>
              </button>
            ) : (
              <span className="inline-block first-letter:uppercase">
                {formatDayLong(d, locale)}
              </span>
            )}
          </div>
        ))}
      </div>
      {splits.length > 0 && (
        <div role="row" className={rowCls} style={template}>
          <div role="columnheader" className="sr-only">
            {m.time}
          </div>
          <div aria-hidden="true" />
          {days.flatMap((_, di) =>
            cols.map((s, si) => (
              <div
                key={`${di}-${si}`}
                role="columnheader"
                className={cn(
                  'border-l border-border p-1 text-center text-xs text-muted-foreground',
                  s?.class,
                )}
              >
                {s?.label}
              </div>
            )),
          )}
        </div>
      )}
      <div role="row" data-min={-1} className={rowCls} style={template}>
        <div role="rowheader" className="px-1 py-1 text-right text-xs text-muted-foreground">
          {m.allDay}
        </div>
        {days.map((d, di) => (
          <div
            key={di}
            role="gridcell"
            data-disabled={ctx.isDisabledDay(d) ? '' : undefined}
            aria-disabled={ctx.isDisabledDay(d) || undefined}
            tabIndex={dayKey(d) === activeKey && cursorMin < 0 ? 0 : -1}
            aria-colspan={cols.length > 1 ? cols.length : undefined}
            style={{ gridColumn: `span ${cols.length}` }}
            className={cn(cellCls, 'flex min-h-8 flex-col gap-0.5 p-0.5')}
          >
            <span className="sr-only">
              {formatDayLong(d, locale)}, {m.allDay}
            </span>
            {occs[di]!.filter(allDay).map((o) => (
              <EventItem
                key={o.key}
                occ={o}
                variant="all-day"
                tabbable={dayKey(d) === activeKey && cursorMin < 0}
              />
            ))}
          </div>
        ))}
      </div>
    </>
  );
}
