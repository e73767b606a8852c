/**
 * Drag and drop of events between days, splits and periods — its own entry point (`@jornada/calendar/dnd`), loaded on demand by
 * the calendar when `editable.drag` is on.
 */
import type { CalendarContextValue, DndModule } from './calendar-context.ts';
import { atMinutes, DAY_MINUTES, minutesOf } from './date-utils.ts';
import type { Occurrence } from './events.ts';
import { cellPosition } from './grid-cell.ts';
import { fill } from './messages.ts';
import type { CalendarViewName } from './types.ts';

/** Pointer travel (px) before a press on an event becomes a drag. */
export const DRAG_THRESHOLD_PX = 5;
/** Hovering previous/next (or a view button) this long in ms during a drag changes the period (or the view). */
export const NAV_HOVER_MS = 800;

type DragCtx = CalendarContextValue;

/** The day column (week and day views) under a point: its day, split and minute. */
function columnAt(x: number, y: number, ctx: DragCtx, root: ParentNode) {
  for (const col of root.querySelectorAll<HTMLElement>('[data-slot="day-column"]')) {
    const r = col.getBoundingClientRect();
    if (x < r.left || x >= r.right || y < r.top || y >= r.bottom) continue;
    const [yy, mo, d] = col.dataset.date!.split('-').map(Number);
    return {
      day: new Date(yy!, mo! - 1, d!),
      min: ctx.timeFrom + ((y - r.top) / ctx.cellHeight) * ctx.timeStep,
      split: Number(col.dataset.split),
    };
  }
  return null;
}

function target(x: number, y: number, ctx: DragCtx, source: HTMLElement, root: ParentNode) {
  source.style.pointerEvents = 'none';
  const el = document.elementFromPoint(x, y) as HTMLElement | null;
  source.style.pointerEvents = '';
  const nav = el?.closest<HTMLElement>('[data-nav]');
  if (nav) return { nav: Number(nav.dataset.nav) };
  const view = el?.closest<HTMLElement>('[data-view-option]');
  if (view) return { nav: 0, view: view.dataset.viewOption as CalendarViewName };
  // the week and day views: each day (and split) is one column spanning the time rows
  const col = columnAt(x, y, ctx, root);
  if (col) return col;
  const cell = el?.closest<HTMLElement>('[role="gridcell"]');
  const at = cell && cellPosition(cell);
  if (!at) return null;
  return { day: at.date, min: null, split: null };
}

/**
 * Starts dragging `occ` from a pointerdown (mouse, pen or touch): drops on
 * the day column under the pointer (week and day views; the minute from its
 * top, snapped) or the month cell, and reports the move once, on release.
 * Escape during the drag cancels it and leaves the event where it was.
 */
export const startEventDrag: DndModule['startEventDrag'] = (down, ctx, occ: Occurrence) => {
  const source = (down.target as HTMLElement).closest<HTMLElement>('[data-slot="event"]');
  const root = source?.closest<HTMLElement>('[data-slot="calendar"]');
  if (!source || !root) return;
  const box = source.getBoundingClientRect();
  const c = ctx;
  const x0 = down.clientX,
    y0 = down.clientY;
  const duration = +occ.end - +occ.start;
  const cell0 = source.closest<HTMLElement>('[role="gridcell"]');
  const min0 = cell0 && cellPosition(cell0)?.min;
  const grabOffset =
    cell0 && typeof min0 === 'number' && min0 >= 0
      ? Math.max(
          0,
          ((y0 - cell0.getBoundingClientRect().top) / c.cellHeight) * c.timeStep +
            min0 -
            minutesOf(occ.start),
        )
      : 0;
  let dragging = false;
  let navTimer = 0;
  let navDir: number | string = 0;

  const move = (e: PointerEvent) => {
    const dx = e.clientX - x0,
      dy = e.clientY - y0;
    if (!dragging && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    dragging = true;
    source.dataset.dragging = '';
    // the dragged event follows the pointer but stays inside the calendar
    const r = root.getBoundingClientRect();
    const tx = Math.min(Math.max(dx, r.left - box.left), r.right - box.right);
    const ty = Math.min(Math.max(dy, r.top - box.top), r.bottom - box.bottom);
    source.style.transform = `translate(${tx}px, ${ty}px)`;
    const t = target(e.clientX, e.clientY, ctx, source, root);
    const dir = t && 'nav' in t ? (t.nav ?? 0) : 0;
    const view = t && 'view' in t ? t.view : undefined;
    const hover = view ?? dir;
    if (hover !== navDir) {
      window.clearTimeout(navTimer);
      navDir = hover;
      // hovering previous/next changes the period, hovering a view button switches the view
      if (view) navTimer = window.setTimeout(() => ctx.setView(view), NAV_HOVER_MS);
      else if (dir)
        navTimer = window.setTimeout(() => {
          ctx.navigate(dir);
          navDir = 0;
        }, NAV_HOVER_MS);
    }
  };
  const up = (e: PointerEvent) => {
    cleanup();
    if (!dragging) return;
    const t = target(e.clientX, e.clientY, ctx, source, root);
    if (!t || 'nav' in t || ctx.isDisabledDay(t.day)) return;
    const startMin =
      t.min === null
        ? minutesOf(occ.start)
        : Math.max(
            c.timeFrom,
            Math.min(DAY_MINUTES - 1, Math.round((t.min - grabOffset) / ctx.snap) * ctx.snap),
          );
    const start = atMinutes(t.day, startMin);
    const end = new Date(+start + duration);
    const splitId = t.split !== null ? c.splits[t.split]?.id : undefined;
    ctx.updateEvent(occ, start, end, splitId !== undefined ? { split: splitId } : undefined);
    ctx.announce(
      fill(ctx.messages.moved, {
        title: occ.event.source.title ?? '',
        when: ctx.describeRange(start, end),
      }),
    );
  };
  // Escape puts the event back where it was: nothing is reported
  const key = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !dragging) return;
    e.preventDefault();
    e.stopPropagation();
    cleanup();
    ctx.announce(fill(ctx.messages.cancelled, { when: ctx.describeRange(occ.start, occ.end) }));
  };
  const cleanup = () => {
    window.removeEventListener('keydown', key, true);
    window.clearTimeout(navTimer);
    delete source.dataset.dragging;
    source.style.transform = '';
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', cleanup);
  };
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', cleanup);
  window.addEventListener('keydown', key, true);
};
