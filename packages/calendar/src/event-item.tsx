import {
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useCalendarContext } from './calendar-context.ts';
import { cn } from './cn.ts';
import { onEventKeyDown } from './event-keys.ts';
import { eventDetails } from './event-text.ts';
import { onEventPointerDown, onResizePointerDown, type TouchMemory } from './event-pointer.ts';
import type { Occurrence } from './events.ts';
import { fill } from './messages.ts';

/** Where a timed event sits in its cell: px from the cell's top, px tall, column `col` of `cols`. */
export interface EventBox {
  top: number;
  height: number;
  col: number;
  cols: number;
}

interface EventItemProps {
  occ: Occurrence;
  variant: 'timed' | 'all-day' | 'month';
  /** A timed event's place in its cell (required for `timed`). */
  box?: EventBox;
  /** Reachable with Tab (the event sits in the cursor cell). */
  tabbable: boolean;
  /** The last day-segment of the occurrence (shows the resize handle). */
  last?: boolean;
}

const focusRing = 'outline-none focus-visible:ring-2 focus-visible:ring-ring';
// each line cut with an ellipsis by the one clipping box
const cut = 'overflow-hidden text-left text-ellipsis whitespace-pre';

/**
 * One event in the time grid, the all-day row or a month
 * cell: a button named by its title and time, with inline title editing,
 * a delete button, a resize handle and keyboard moving (Space to pick up).
 * A timed event is one element (the button itself, absolutely placed by
 * `box`, styled by `jc-event` in styles.css), as a week holds ~100 of them;
 * its delete button is a sibling.
 */
export function EventItem({ occ, variant, box, tabbable, last }: EventItemProps) {
  const ctx = useCalendarContext();
  const { messages: m } = ctx;
  const src = occ.event.source;
  const title = src.title ?? '';
  const touch = useRef<TouchMemory>({ timer: 0, tap: 0 });
  const timed = variant === 'timed';
  // the title, then a line each (pre). The space before each break, and the one at the end, keep
  // the accessible names and the visible text spaced (two events in a cell read as two, and axe's
  // label-content-name-mismatch finds the cell's text in its name)
  const lines = (
    <>
      <b>{title}</b>
      {` \n${eventDetails(occ, ctx, timed)} `}
    </>
  );
  const place: CSSProperties | undefined = box && {
    top: box.top,
    height: box.height,
    left: `${(box.col / box.cols) * 100}%`,
    width: `${100 / box.cols}%`,
  };
  const state = {
    'data-event-key': occ.key,
    'data-variant': variant,
    'data-background': src.background ? '' : undefined,
    'data-selected': ctx.selectedEventKey === occ.key ? '' : undefined,
    'data-grabbed': ctx.grab.current?.key === occ.key ? '' : undefined,
    'data-all-day': src.allDay ? '' : undefined,
    'data-draggable': ctx.dnd && variant !== 'all-day' && ctx.can(src, 'drag') ? '' : undefined,
  };
  const onPointerDown = (e: PointerEvent<HTMLElement>) =>
    onEventPointerDown(ctx, occ, variant !== 'all-day', touch.current, e);
  const button = {
    tabIndex: tabbable ? 0 : -1,
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => onEventKeyDown(ctx, occ, e),
    onClick: (e: MouseEvent) => {
      e.stopPropagation();
      ctx.setSelectedEventKey(occ.key);
    },
    onDoubleClick: (e: MouseEvent) => {
      e.stopPropagation();
      if (ctx.can(src, 'title')) ctx.setEditingKey(occ.key);
    },
    onBlur: () => {
      // focus left a picked-up event (not its own move to another cell): the move is cancelled
      if (ctx.grab.current?.key === occ.key && !ctx.focusEventKey.current) {
        ctx.grab.current = null;
        ctx.setPreview(null);
      }
    },
  };
  const del = ctx.selectedEventKey === occ.key && ctx.can(src, 'delete') && (
    <button
      type="button"
      aria-label={fill(m.deleteEvent, { title })}
      onClick={(e) => {
        e.stopPropagation();
        ctx.deleteEvent(occ);
      }}
      style={
        box && { top: box.top + 2, right: `calc(${(1 - (box.col + 1) / box.cols) * 100}% + 2px)` }
      }
      className={cn(
        'absolute z-20 rounded-sm bg-danger px-1 text-xs text-danger-foreground',
        !box && 'top-0.5 right-0.5',
      )}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
  const editor = ctx.editingKey === occ.key && (
    <input
      aria-label={m.editTitle}
      defaultValue={title}
      ref={(el) => el?.focus()}
      className="m-0.5 min-w-0 rounded-sm border border-input bg-card px-1 text-xs text-foreground"
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
  );

  if (timed) {
    if (editor)
      return (
        <div data-slot="event" {...state} style={place} className={cn('jc-event flex', src.class)}>
          {editor}
        </div>
      );
    return (
      <>
        <div
          role="button"
          data-slot="event"
          {...state}
          {...button}
          onPointerDown={onPointerDown}
          style={place}
          className={cn('jc-event group/event', src.class)}
        >
          {lines}
          {last && ctx.can(src, 'resize') && (
            <span
              aria-hidden="true"
              data-slot="resize-handle"
              onPointerDown={(e) => onResizePointerDown(ctx, occ, e)}
              className="absolute inset-x-0 bottom-0 h-1.5 cursor-ns-resize touch-none bg-primary/40 opacity-0 group-hover/event:opacity-100"
            />
          )}
        </div>
        {del}
      </>
    );
  }
  return (
    <div
      data-slot="event"
      {...state}
      onPointerDown={onPointerDown}
      // a block, not a flex box, around its button: one layout pass per event, not two (a
      // month holds ~100 of them; bench/RESULTS.md); the title editor still gets a flex box to fill the width
      className={cn('jc-event relative', editor ? 'flex flex-col' : 'block', src.class)}
    >
      {editor || (
        <button
          type="button"
          data-slot="event-button"
          {...button}
          className={cn('block w-full rounded-sm px-1 py-0.5', cut, focusRing)}
        >
          {lines}
        </button>
      )}
      {del}
    </div>
  );
}
