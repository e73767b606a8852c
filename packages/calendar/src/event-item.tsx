import { useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useCalendarContext, type CalendarContextValue } from './calendar-context.ts';
import { cn } from './cn.ts';
import { addDays, atMinutes, dayKey, DAY_MINUTES, formatMinutes, minutesOf } from './date-utils.ts';
import type { Occurrence } from './events.ts';
import { fill } from './messages.ts';

/** Hold duration that reveals the delete button on touch (spec section 9). */
export const HOLD_MS = 1200;
/** Maximum gap between two taps of a double tap (spec section 9). */
export const DOUBLE_TAP_MS = 500;

interface EventItemProps {
  occ: Occurrence;
  variant: 'timed' | 'all-day' | 'month';
  style?: CSSProperties;
  /** Reachable with Tab (the event sits in the cursor cell). */
  tabbable: boolean;
  /** The last day-segment of the occurrence (shows the resize handle). */
  last?: boolean;
}

function occKeyAfterMove(occ: Occurrence, start: Date): string {
  return occ.event.source.repeat ? `${occ.event.key}@${dayKey(start)}` : occ.event.key;
}

function moveBy(ctx: CalendarContextValue, occ: Occurrence, e: KeyboardEvent): boolean {
  const { snap, timeFrom, timeTo, messages: m } = ctx;
  const title = occ.event.source.title ?? '';
  let start = occ.start,
    end = occ.end;
  const up = e.key === 'ArrowUp',
    down = e.key === 'ArrowDown';
  if (e.shiftKey && (up || down)) {
    if (!ctx.can(occ.event.source, 'resize')) return false;
    const endMin = Math.min(
      timeTo,
      Math.max(minutesOf(start) + 1, minutesOf(end) + (up ? -snap : snap)),
    );
    end = atMinutes(end, endMin);
    ctx.updateEvent(occ, start, end);
    ctx.announce(
      fill(m.resized, { title, end: formatMinutes(minutesOf(end), ctx.locale, ctx.twelveHour) }),
    );
  } else if (up || down || e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
    if (!ctx.can(occ.event.source, 'drag')) return false;
    let delta = 0;
    if (up || down) {
      const s = minutesOf(start),
        en = minutesOf(end);
      const d = up ? Math.max(-snap, timeFrom - s) : Math.min(snap, timeTo - en);
      delta = d * 60_000;
    } else {
      let day = addDays(start, e.key === 'ArrowLeft' ? -1 : 1);
      for (let i = 0; i < 7 && (ctx.isHiddenDay(day) || ctx.isDisabledDay(day)); i++)
        day = addDays(day, e.key === 'ArrowLeft' ? -1 : 1);
      if (ctx.isDisabledDay(day)) return true;
      delta = +day - +start;
    }
    start = new Date(+start + delta);
    end = new Date(+end + delta);
    ctx.updateEvent(occ, start, end);
    ctx.announce(fill(m.moved, { title, when: ctx.describeRange(start, end) }));
  } else return false;
  ctx.focusEventKey.current = occKeyAfterMove(occ, start);
  if (ctx.grab.current) ctx.grab.current.key = ctx.focusEventKey.current;
  if (ctx.view !== 'day' || dayKey(start) === dayKey(ctx.anchor))
    ctx.setCursor(start, undefined, undefined, false);
  else ctx.setCursor(start, undefined, undefined, false);
  return true;
}

/**
 * One event (spec section 3) in the time grid, the all-day row or a month
 * cell: a button named by its title and time, with inline title editing,
 * a delete button, a resize handle and keyboard moving (Space to pick up).
 */
export function EventItem({ occ, variant, style, tabbable, last }: EventItemProps) {
  const ctx = useCalendarContext();
  const { messages: m, locale, twelveHour } = ctx;
  const src = occ.event.source;
  const title = src.title ?? '';
  const editing = ctx.editingKey === occ.key;
  const selected = ctx.selectedEventKey === occ.key;
  const grabbed = ctx.grab.current?.key === occ.key;
  const hold = useRef<{ timer: number; tap: number }>({ timer: 0, tap: 0 });
  const time = src.allDay
    ? m.allDay
    : `${formatMinutes(minutesOf(occ.start), locale, twelveHour)} – ${formatMinutes(minutesOf(occ.end), locale, twelveHour)}`;

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    e.stopPropagation();
    const g = ctx.grab.current;
    if (g && g.key === occ.key) {
      if (e.key === ' ' || e.key === 'Enter') {
        ctx.grab.current = null;
        ctx.announce(fill(m.dropped, { title, when: ctx.describeRange(occ.start, occ.end) }));
      } else if (e.key === 'Escape') {
        ctx.grab.current = null;
        ctx.updateEvent(occ, g.start, g.end);
        ctx.focusEventKey.current = occKeyAfterMove(occ, g.start);
        ctx.setCursor(g.start, undefined, undefined, false);
        ctx.announce(fill(m.cancelled, { when: ctx.describeRange(g.start, g.end) }));
      } else if (!moveBy(ctx, occ, e)) return;
      e.preventDefault();
      return;
    }
    if (e.key === ' ' && (ctx.can(src, 'drag') || ctx.can(src, 'resize'))) {
      ctx.grab.current = { key: occ.key, start: occ.start, end: occ.end };
      ctx.announce(fill(m.grabbed, { title }));
      ctx.setSelectedEventKey(occ.key);
    } else if ((e.key === 'Enter' || e.key === 'F2') && ctx.can(src, 'title'))
      ctx.setEditingKey(occ.key);
    else if ((e.key === 'Delete' || e.key === 'Backspace') && ctx.can(src, 'delete'))
      ctx.deleteEvent(occ);
    else if (e.key === 'Escape') {
      ctx.setSelectedEventKey(null);
      (e.currentTarget.closest('[role="gridcell"]') as HTMLElement | null)?.focus();
    } else return;
    e.preventDefault();
  };

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    e.stopPropagation();
    if (e.button !== 0 || editing) return;
    const now = Date.now();
    if (e.pointerType === 'touch') {
      if (now - hold.current.tap < DOUBLE_TAP_MS && ctx.can(src, 'title'))
        ctx.setEditingKey(occ.key);
      hold.current.tap = now;
      window.clearTimeout(hold.current.timer);
      hold.current.timer = window.setTimeout(() => ctx.setSelectedEventKey(occ.key), HOLD_MS);
      const cancel = () => window.clearTimeout(hold.current.timer);
      window.addEventListener('pointerup', cancel, { once: true });
    }
    if (ctx.dnd && ctx.can(src, 'drag') && variant !== 'all-day')
      ctx.dnd.startEventDrag(e.nativeEvent, ctx, occ);
  };

  const onResizeDown = (e: PointerEvent<HTMLElement>) => {
    e.stopPropagation();
    e.preventDefault();
    const y0 = e.clientY;
    const endMin0 = minutesOf(occ.end);
    const startMin = dayKey(occ.start) === dayKey(occ.end) ? minutesOf(occ.start) : 0;
    let lastEnd = endMin0;
    const move = (ev: globalThis.PointerEvent) => {
      const raw = endMin0 + ((ev.clientY - y0) / ctx.cellHeight) * ctx.timeStep;
      // at least one minute after the start, at most the end of the visible range (spec section 5)
      const endMin = Math.min(
        ctx.timeTo,
        DAY_MINUTES,
        Math.max(startMin + 1, Math.round(raw / ctx.snap) * ctx.snap),
      );
      if (endMin === lastEnd) return;
      lastEnd = endMin;
      ctx.updateEvent(occ, occ.start, atMinutes(occ.end, endMin));
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  return (
    <div
      data-slot="event"
      data-event-key={occ.key}
      data-variant={variant}
      data-background={src.background ? '' : undefined}
      data-selected={selected ? '' : undefined}
      data-grabbed={grabbed ? '' : undefined}
      data-all-day={src.allDay ? '' : undefined}
      style={style}
      onPointerDown={onPointerDown}
      className={cn(
        'group/event min-h-5 rounded-sm border border-brand-300 bg-brand-100 text-xs text-brand-950 shadow-card',
        // a timed event has its box from the grid (top, height, left, width): block layout, and its
        // button is the one clipping box (each overflow clip costs layout and paint, ~100 a week)
        variant === 'timed' ? 'absolute z-10 block' : 'relative flex flex-col overflow-hidden',
        'data-[background]:z-0 data-[background]:border-dashed data-[background]:bg-muted data-[background]:text-muted-foreground data-[background]:shadow-none',
        'data-[grabbed]:opacity-80 data-[grabbed]:ring-2 data-[grabbed]:ring-primary data-[selected]:ring-2 data-[selected]:ring-ring',
        src.class,
      )}
    >
      {editing ? (
        <input
          aria-label={m.editTitle}
          defaultValue={title}
          ref={(el) => el?.focus()}
          className="m-0.5 rounded-sm border border-input bg-card px-1 text-xs text-foreground"
          onKeyDown={(e) => {
            e.stopPropagation();
            if (e.key === 'Enter') e.currentTarget.blur();
            if (e.key === 'Escape') {
              e.currentTarget.value = title;
              e.currentTarget.blur();
            }
          }}
          onBlur={(e) => {
            const v = e.currentTarget.value.trim();
            ctx.setEditingKey(null);
            ctx.focusEventKey.current = occ.key;
            if (v && v !== title) ctx.updateEvent(occ, occ.start, occ.end, { title: v });
          }}
        />
      ) : (
        <button
          type="button"
          data-slot="event-button"
          tabIndex={tabbable ? 0 : -1}
          onKeyDown={onKeyDown}
          onClick={(e) => {
            e.stopPropagation();
            ctx.setSelectedEventKey(occ.key);
          }}
          onDoubleClick={(e) => {
            e.stopPropagation();
            if (ctx.can(src, 'title')) ctx.setEditingKey(occ.key);
          }}
          onBlur={() => {
            if (ctx.grab.current?.key === occ.key && !ctx.focusEventKey.current)
              ctx.grab.current = null;
          }}
          className={cn(
            'block min-w-0 overflow-hidden rounded-sm px-1 py-0.5 text-left text-ellipsis whitespace-pre first-line:font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            // a button centres a fixed height's content: sized by its lines instead, with a
            // pseudo-element stretched over the whole event so that all of it is the button
            variant === 'timed'
              ? 'max-h-full w-full after:absolute after:inset-0 focus-visible:ring-0 focus-visible:after:rounded-sm focus-visible:after:ring-2 focus-visible:after:ring-ring'
              : 'flex-1',
          )}
        >
          {/* one text node, a line each (pre; the space before each break keeps the accessible name
              spaced): each line is cut with an ellipsis by the button itself */}
          {`${title} \n${time}${src.content && variant === 'timed' ? ` \n${src.content}` : ''}`}
        </button>
      )}
      {selected && ctx.can(src, 'delete') && (
        <button
          type="button"
          aria-label={fill(m.deleteEvent, { title })}
          onClick={(e) => {
            e.stopPropagation();
            ctx.deleteEvent(occ);
          }}
          className="absolute top-0.5 right-0.5 rounded-sm bg-danger px-1 text-danger-foreground"
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
      {variant === 'timed' && last && ctx.can(src, 'resize') && (
        <div
          aria-hidden="true"
          data-slot="resize-handle"
          onPointerDown={onResizeDown}
          className="absolute inset-x-0 bottom-0 h-1.5 cursor-ns-resize bg-brand-300 opacity-0 group-hover/event:opacity-100"
        />
      )}
    </div>
  );
}
