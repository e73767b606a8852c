import type { KeyboardEvent } from 'react';
import type { CalendarContextValue } from './calendar-context.ts';
import { addDays, addMonths, atMinutes, startOfWeek } from './date-utils.ts';
import { cellPosition, inOverflowList } from './grid-cell.ts';
import { shiftPeriod, YEARS_PER_PAGE } from './views.ts';

/** Minutes of an event created by click or Enter. */
export const NEW_EVENT_MINUTES = 120;

function skipHidden(ctx: CalendarContextValue, d: Date, dir: number): Date {
  for (let i = 0; i < 7 && ctx.isHiddenDay(d); i++) d = addDays(d, dir || 1);
  return d;
}

/**
 * Keyboard of the WAI-ARIA grid pattern for every view: arrows move the
 * cursor, Home/End go to the row's ends (with Ctrl to the grid's), Page
 * Up/Down change the period, all from the focused cell; Enter reports the cell
 * (`onCellClick`) and opens the narrower view or creates an
 * event, Space selects the day. Cells carry the handler via delegation.
 */
export function onGridKeyDown(e: KeyboardEvent<HTMLElement>, ctx: CalendarContextValue): void {
  const cell = e.target as HTMLElement;
  if (!cell.matches('[role="gridcell"]') || inOverflowList(cell)) return;
  const { view, timeFrom, timeTo, timeStep } = ctx;
  const timed = view === 'week' || view === 'day';
  // keys act on the cell that has focus (moved there by Tab or the mouse too), not only the cursor
  const at = timed || view === 'month' ? cellPosition(cell) : null;
  const a = at ? at.date : ctx.anchor;
  const splitCount = Math.max(1, ctx.splits.length);
  let date = a,
    min = at && timed && at.min !== null ? at.min : ctx.cursorMin,
    split = at ? at.split : ctx.cursorSplit;
  const k = e.key;
  const ctrl = e.ctrlKey || e.metaKey;
  const lastSlot = timeTo - timeStep;

  if (k === 'PageUp' || k === 'PageDown') date = shiftPeriod(view, a, k === 'PageUp' ? -1 : 1);
  else if (view === 'years' || view === 'year') {
    const cols = view === 'years' ? 5 : 3;
    const unit = view === 'years' ? 12 : 1;
    const pos = view === 'years' ? a.getFullYear() % YEARS_PER_PAGE : a.getMonth();
    const total = view === 'years' ? YEARS_PER_PAGE : 12;
    const to = (p: number) => addMonths(a, (p - pos) * unit);
    if (k === 'ArrowLeft') date = to(pos - 1);
    else if (k === 'ArrowRight') date = to(pos + 1);
    else if (k === 'ArrowUp') date = to(pos - cols);
    else if (k === 'ArrowDown') date = to(pos + cols);
    else if (k === 'Home') date = to(ctrl ? 0 : pos - (pos % cols));
    else if (k === 'End')
      date = to(ctrl ? total - 1 : Math.min(total - 1, pos - (pos % cols) + cols - 1));
    else if (k === 'Enter' || k === ' ') return void (e.preventDefault(), ctx.openNarrower(a));
    else return;
  } else {
    const weekStart = startOfWeek(a, ctx.weekStartsOn);
    if (k === 'ArrowLeft' || k === 'ArrowRight') {
      const dir = k === 'ArrowLeft' ? -1 : 1;
      if (timed && split + dir >= 0 && split + dir < splitCount) split += dir;
      else {
        date = skipHidden(ctx, addDays(a, dir), dir);
        split = dir < 0 ? splitCount - 1 : 0;
      }
    } else if (k === 'ArrowUp' || k === 'ArrowDown') {
      const dir = k === 'ArrowUp' ? -1 : 1;
      if (!timed) date = addDays(a, 7 * dir);
      else if (min < 0) min = dir > 0 ? timeFrom : -1;
      else min = min + dir * timeStep < timeFrom ? -1 : Math.min(lastSlot, min + dir * timeStep);
    } else if (k === 'Home' || k === 'End') {
      if (ctrl && timed) min = k === 'Home' ? -1 : lastSlot;
      else if (ctrl)
        date =
          k === 'Home'
            ? new Date(a.getFullYear(), a.getMonth(), 1)
            : new Date(a.getFullYear(), a.getMonth() + 1, 0);
      else if (view !== 'day')
        date = skipHidden(
          ctx,
          k === 'Home' ? weekStart : addDays(weekStart, 6),
          k === 'Home' ? 1 : -1,
        );
      if (!ctrl) split = k === 'Home' ? 0 : splitCount - 1;
    } else if (k === ' ') {
      e.preventDefault();
      return ctx.select(a);
    } else if (k === 'Enter') {
      e.preventDefault();
      if (timed && min >= 0) {
        const start = atMinutes(a, min);
        ctx.cellClick(start, new Date(+start + timeStep * 60_000));
      } else ctx.cellClick(a, addDays(a, 1));
      if (timed && min >= 0 && ctx.can({ start: a, end: a }, 'create') && !ctx.isDisabledDay(a)) {
        const start = atMinutes(a, min);
        const end = atMinutes(a, Math.min(timeTo, min + NEW_EVENT_MINUTES));
        const splitId = ctx.splits[split]?.id;
        ctx.createEvent(
          start,
          end,
          'keyboard',
          splitId === undefined ? undefined : { split: splitId },
        );
      } else if (view !== 'day') ctx.openNarrower(a);
      return;
    } else return;
  }
  e.preventDefault();
  ctx.setCursor(date, min, split);
}
