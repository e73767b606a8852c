import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useCalendarContext, type CalendarContextValue } from './calendar-context.ts';
import { cn } from './cn.ts';
import {
  addDays,
  atMinutes,
  dayKey,
  formatDayLong,
  formatMinutes,
  isoDay,
  minutesOf,
  startOfDay,
  startOfWeek,
} from './date-utils.ts';
import { eventDetails } from './event-text.ts';
import { cellPosition, inOverflowList } from './grid-cell.ts';
import { layoutDay, occurrencesByDay, withPreview, type Segment } from './events.ts';
import { onGridKeyDown } from './grid-keyboard.ts';
import type { SpecialHours } from './types.ts';
import { useCreateGesture } from './use-create-gesture.ts';
import { useGridFocus } from './use-grid-focus.ts';
import { TimeGridHead } from './time-grid-head.tsx';
import { TimeCell } from './time-cell.tsx';
import { fill } from './messages.ts';

/** Interval of the current-time line's updates in ms. */
export const NOW_TICK_MS = 60_000;

const NONE: SpecialHours[] = [];

function specialFor(ctx: CalendarContextValue, d: Date): SpecialHours[] {
  const v = ctx.specialHours[d.getDay() || 7];
  return (v ? (Array.isArray(v) ? v : [v]) : [])
    .map((s) => ({ ...s, from: Math.max(ctx.timeFrom, s.from), to: Math.min(ctx.timeTo, s.to) }))
    .filter((s) => s.to > s.from);
}

/**
 * The week and day views: a WAI-ARIA grid with a row per
 * time step and a column per visible day (and day split), an all-day row,
 * special hours, the current-time line, and events laid out side by side.
 */
export function TimeGridView() {
  const ctx = useCalendarContext();
  const {
    view,
    anchor,
    locale,
    timeFrom,
    timeTo,
    timeStep,
    cellHeight,
    splits,
    index,
    messages: m,
  } = ctx;
  const start = view === 'day' ? startOfDay(anchor) : startOfWeek(anchor, ctx.weekStartsOn);
  const count = view === 'day' ? 1 : 7;
  // keyed by the period's first instant: `start` is a new Date on every render
  const startMs = +start;
  const { isHiddenDay, preview } = ctx;
  const days = useMemo(() => {
    const all = Array.from({ length: count }, (_, i) => addDays(new Date(startMs), i));
    return count === 1 ? all : all.filter((d) => !isHiddenDay(d));
  }, [startMs, count, isHiddenDay]);
  const occs = useMemo(() => {
    // an event being moved or resized shows where it goes (nothing is committed until it is dropped)
    const first = new Date(startMs);
    const byDay = withPreview(occurrencesByDay(index, first, count), first, preview);
    return days.map((d) => byDay[Math.round((+d - startMs) / 864e5)] ?? []);
  }, [index, startMs, count, days, preview]);
  const cols = useMemo(() => (splits.length ? splits : [null]), [splits]);
  const maxCols = Math.max(1, ctx.maxEventColumns);
  const slots: number[] = [];
  for (let t = timeFrom; t < timeTo; t += timeStep) slots.push(t);
  const activeKey = days.some((d) => dayKey(d) === dayKey(anchor))
    ? dayKey(anchor)
    : dayKey(days[0] ?? anchor);
  const cursorMin =
    ctx.cursorMin < 0 ? -1 : slots.includes(ctx.cursorMin) ? ctx.cursorMin : (slots[0] ?? 0);
  const cursorSplit = Math.min(ctx.cursorSplit, cols.length - 1);

  const clock = ctx.now;
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const id = setInterval(() => setNow(clock()), NOW_TICK_MS);
    return () => clearInterval(id);
  }, [clock]);
  const nowMin = minutesOf(now);

  const grid = useRef<HTMLDivElement>(null);
  useGridFocus(ctx, grid);
  const gesture = useCreateGesture(ctx, days);

  // segments per [day][split][slot]
  const cells = useMemo(
    () =>
      days.map((d, di) =>
        cols.map((s) => {
          const mine = occs[di]!.filter(
            (o) =>
              !o.event.source.allDay &&
              (s === null || (o.event.source.split ?? splits[0]?.id) === s.id),
          );
          const bySlot = new Map<number, Segment[]>();
          // past maxEventColumns side by side, a slot's other events go behind its "+N"
          const hidden = new Map<number, Segment[]>();
          for (const seg of layoutDay(d, mine)) {
            if (seg.endMin <= timeFrom || seg.startMin >= timeTo) continue;
            const slot = Math.max(0, Math.floor((seg.startMin - timeFrom) / timeStep));
            let into = bySlot;
            if (seg.cols > maxCols) {
              if (seg.col >= maxCols) into = hidden;
              seg.cols = maxCols + 1;
            }
            const list = into.get(slot);
            if (list) list.push(seg);
            else into.set(slot, [seg]);
          }
          return { bySlot, hidden };
        }),
      ),
    [days, cols, occs, splits, timeFrom, timeTo, timeStep, maxCols],
  );

  const template: CSSProperties = {
    gridTemplateColumns: `4rem repeat(${days.length * cols.length}, minmax(0, 1fr))`,
  };

  // per-day and per-slot values computed once per render, not per cell
  const dayLabels = days.map((d) => formatDayLong(d, locale));
  const dayIsos = days.map(isoDay);
  const dayDisabled = days.map((d) => ctx.isDisabledDay(d));
  const daySpecial = days.map((d) => specialFor(ctx, d));
  const timeLabels = slots.map((t) => formatMinutes(t, locale, ctx.twelveHour));
  const todayKey = dayKey(now);

  const ids = useId();
  // an empty cell is named by IDs that stay the same from one period to the next (bench/RESULTS.md): its
  // day's hidden label ("miércoles, 5 de noviembre de 2025,") and its row header ("09:00"), so
  // moving to another period changes the day headers' text, not the names of ~170 cells. A cell
  // with events, a split or special hours is named by text (day, time, then the rest, by commas).
  const cellLabel = (di: number, si: number, slotIdx: number, special: SpecialHours[]) => {
    let label = `${dayLabels[di]}, ${timeLabels[slotIdx]}`;
    if (cols[si]?.label) label += `, ${cols[si]!.label}`;
    for (const s of special) label += `, ${s.label ?? m.special}`;
    return label;
  };

  const renderCell = (d: Date, di: number, si: number, slotIdx: number, t: number): ReactNode => {
    const key = dayKey(d);
    const segs = cells[di]![si]!.bySlot.get(slotIdx);
    const more = cells[di]![si]!.hidden.get(slotIdx);
    const active = key === activeKey && t === cursorMin && si === cursorSplit;
    const dayS = daySpecial[di]!;
    const special = dayS.length ? dayS.filter((s) => s.from < t + timeStep && s.to > t) : NONE;
    // with a special-hours label (aria-hidden text) the name is visually hidden text, as axe wants it
    const specialText = slotIdx === 0 && dayS.some((s) => s.label);
    const byIds = !segs && !more && !cols[si]?.label && !special.length && !specialText;
    const label = byIds ? undefined : cellLabel(di, si, slotIdx, special);
    let name = label;
    if (!byIds && !specialText) {
      // the name its content would give: the events' titles and details, then the "+N"
      for (const seg of segs ?? [])
        name += `, ${seg.occ.event.source.title ?? ''} ${eventDetails(seg.occ, ctx, true).replace(' \n', ' ')}`;
      if (more) name += `, ${fill(m.more, { n: more.length })}`;
    }
    const draft = gesture.draft;
    const hasDraft =
      draft &&
      draft.day === di &&
      draft.split === si &&
      slotIdx === Math.floor((draft.from - timeFrom) / timeStep);
    const extras = (slotIdx === 0 || hasDraft) && (
      <>
        {slotIdx === 0 && (
          // the whole day (and split) as one element spanning its column: where a dragged event drops
          <div
            aria-hidden="true"
            data-slot="day-column"
            data-date={dayIsos[di]}
            data-split={si}
            className="jc-column"
            style={{ height: slots.length * cellHeight }}
          />
        )}
        {slotIdx === 0 &&
          dayS.map((s, i) => (
            <div
              key={i}
              aria-hidden="true"
              data-slot="special-hours"
              className={cn(
                'pointer-events-none absolute inset-x-0 bg-secondary/60 px-1 text-[10px] text-secondary-foreground',
                s.class,
              )}
              style={{
                top: ((s.from - timeFrom) / timeStep) * cellHeight,
                height: ((s.to - s.from) / timeStep) * cellHeight,
              }}
            >
              {s.label}
            </div>
          ))}
        {slotIdx === 0 &&
          ctx.showCurrentTime &&
          key === todayKey &&
          nowMin >= timeFrom &&
          nowMin <= timeTo && (
            <div
              aria-hidden="true"
              data-slot="now-line"
              className="pointer-events-none absolute inset-x-0 z-20 border-t-2 border-danger"
              style={{ top: ((nowMin - timeFrom) / timeStep) * cellHeight }}
            />
          )}
        {hasDraft && (
          <div
            aria-hidden="true"
            data-slot="draft"
            className="pointer-events-none absolute inset-x-0 z-20 rounded-sm border border-primary bg-secondary/70"
            style={{
              top: ((draft.from - t) / timeStep) * cellHeight,
              height: ((draft.to - draft.from) / timeStep) * cellHeight,
            }}
          />
        )}
      </>
    );
    return (
      <TimeCell
        key={`${di}-${si}`}
        labelledBy={byIds ? `${ids}d${di} ${ids}t${slotIdx}` : undefined}
        label={byIds || specialText ? undefined : name}
        hiddenLabel={specialText ? label : undefined}
        active={active}
        today={key === todayKey}
        disabled={dayDisabled[di]!}
        special={special.length > 0}
        className={cols[si]?.class ? `jc-cell ${cols[si]!.class}` : 'jc-cell'}
        t={t}
        timeFrom={timeFrom}
        timeTo={timeTo}
        timeStep={timeStep}
        cellHeight={cellHeight}
        maxCols={maxCols}
        segs={segs}
        more={more}
        moreLabel={label}
        extras={extras || undefined}
      />
    );
  };

  return (
    <div
      ref={grid}
      role="grid"
      tabIndex={-1}
      aria-label={ctx.title}
      data-slot="time-grid"
      data-dates={dayIsos.join(' ')}
      data-splits={cols.length}
      style={{ '--cell-h': `${cellHeight}px` } as CSSProperties}
      className="max-h-[640px] overflow-auto rounded-md border border-border text-sm select-none"
      onKeyDown={(e) => onGridKeyDown(e, ctx)}
      onPointerDown={gesture.onPointerDown}
      onDoubleClick={gesture.onDoubleClick}
      onClick={(e) => {
        if (inOverflowList(e.target)) return;
        const cell = (e.target as HTMLElement).closest<HTMLElement>('[role="gridcell"]');
        const at = cell && cellPosition(cell);
        if (!at) return;
        ctx.setSelectedEventKey(null);
        ctx.select(at.date);
        ctx.setCursor(at.date, at.min ?? 0, at.split, false);
        const from = at.min ?? -1;
        if (from >= 0) {
          const start = atMinutes(at.date, from);
          ctx.cellClick(start, new Date(+start + timeStep * 60_000));
        } else ctx.cellClick(at.date, addDays(at.date, 1));
      }}
    >
      <TimeGridHead
        days={days}
        occs={occs}
        template={template}
        activeKey={activeKey}
        allDayActive={cursorMin < 0}
        dayLabelId={(di) => `${ids}d${di}`}
      />
      {slots.map((t, slotIdx) => (
        <div key={t} role="row" data-min={t} className="jc-row">
          <div id={`${ids}t${slotIdx}`} role="rowheader" className="jc-time">
            {timeLabels[slotIdx]}
          </div>
          {days.flatMap((d, di) => cols.map((_, si) => renderCell(d, di, si, slotIdx, t)))}
        </div>
      ))}
    </div>
  );
}
