import type { KeyboardEvent } from 'react';
import type { CalendarContextValue } from './calendar-context.ts';
import { addDays, atMinutes, dayKey, formatMinutes, minutesOf } from './date-utils.ts';
import type { Occurrence } from './events.ts';
import { fill } from './messages.ts';

/** The key an occurrence has after moving to `start` (a recurring one is keyed by its day). @internal */
export function occKeyAfterMove(occ: Occurrence, start: Date): string {
  return occ.event.source.repeat ? `${occ.event.key}@${dayKey(start)}` : occ.event.key;
}

/**
 * Moves (arrows) or resizes (Shift + ↑/↓) a picked-up event with the keyboard
 *, announcing the result: shown as a preview, reported once
 * when dropped (Space or Enter); Escape puts it back without a report. Returns false when the key does
 * nothing for this event. @internal
 */
export function moveBy(ctx: CalendarContextValue, occ: Occurrence, e: KeyboardEvent): boolean {
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
    ctx.setPreview({ occ, start, end });
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
    ctx.setPreview({ occ, start, end });
    ctx.announce(fill(m.moved, { title, when: ctx.describeRange(start, end) }));
  } else return false;
  // the occurrence keeps its key while previewed; it changes (recurring events) once dropped
  ctx.focusEventKey.current = occ.key;
  ctx.setCursor(start, undefined, undefined, false);
  return true;
}

/**
 * An event's key handler: Space picks it up (then
 * arrows move it, Shift + ↑/↓ resize it, Space/Enter drop it, Escape puts it
 * back), Enter or F2 edits the title, Delete/Backspace deletes it, Escape
 * goes back to its cell; otherwise Enter and Space select it, as a click
 * does. @internal
 */
export function onEventKeyDown(
  ctx: CalendarContextValue,
  occ: Occurrence,
  e: KeyboardEvent<HTMLElement>,
) {
  e.stopPropagation();
  const { messages: m } = ctx;
  const src = occ.event.source;
  const title = src.title ?? '';
  const g = ctx.grab.current;
  if (g && g.key === occ.key) {
    if (e.key === ' ' || e.key === 'Enter') {
      // dropped: the one change reported for the whole keyboard move
      ctx.grab.current = null;
      ctx.setPreview(null);
      if (+occ.start !== +g.start || +occ.end !== +g.end) {
        ctx.updateEvent({ ...occ, start: g.start, end: g.end }, occ.start, occ.end);
        ctx.focusEventKey.current = occKeyAfterMove(occ, occ.start);
      }
      ctx.announce(fill(m.dropped, { title, when: ctx.describeRange(occ.start, occ.end) }));
    } else if (e.key === 'Escape') {
      ctx.grab.current = null;
      ctx.setPreview(null);
      ctx.focusEventKey.current = occ.key;
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
    // in a slot's "+N" list, Escape closes the list (the browser's popover) and focus goes back to "+N"
    if (e.currentTarget.closest('[popover]')) return;
    (e.currentTarget.closest('[role="gridcell"]') as HTMLElement | null)?.focus();
  } else if (e.key === 'Enter' || e.key === ' ')
    // a button's activation (a timed event is a role="button" element): selects the event
    ctx.setSelectedEventKey(occ.key);
  else return;
  e.preventDefault();
}
