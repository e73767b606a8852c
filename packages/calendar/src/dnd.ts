/**
 * Drag and drop of events between days, splits and periods (issue 7, point
 * 4) — its own entry point (`@jornada/calendar/dnd`), loaded on demand by
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

function target(x: number, y: number, ctx: DragCtx, source: HTMLElement) {
  source.style.pointerEvents = 'none';
  const el = document.elementFromPoint(x, y) as HTMLElement | null;
  source.style.pointerEvents = '';
  const nav = el?.closest<HTMLElement>('[data-nav]');
  if (nav) return { nav: Number(nav.dataset.nav) };
  const view = el?.closest<HTMLElement>('[data-view-option]');
  if (view) return { nav: 0, view: view.dataset.viewOption as CalendarViewName };
  const cell = el?.closest<HTMLElement>('[role="gridcell"]');
  const at = cell && cellPosition(cell);
  if (!at) return null;
  const min =
    at.min !== null && at.min >= 0
      ? at.min + ((y - cell.getBoundingClientRect().top) / ctx.cellHeight) * ctx.timeStep
      : null;
  return { day: at.date, min, split: min === null ? null : at.split };
}

/** Starts dragging `occ` from a pointerdown; drops on the cell under the pointer. */
export const startEventDrag: DndModule['startEventDrag'] = (down, ctx, occ: Occurrence) => {
  const source = (down.target as HTMLElement).closest<HTMLElement>('[data-slot="event"]');
  if (!source) return;
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
    source.style.transform = `translate(${dx}px, ${dy}px)`;
    const t = target(e.clientX, e.clientY, ctx, source);
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
    const t = target(e.clientX, e.clientY, ctx, source);
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
  const cleanup = () => {
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
};
