import type { PointerEvent } from 'react';
import type { CalendarContextValue } from './calendar-context.ts';
import { atMinutes, dayKey, DAY_MINUTES, minutesOf } from './date-utils.ts';
import type { Occurrence } from './events.ts';

/** Hold duration that reveals the delete button on touch. */
export const HOLD_MS = 1200;
/** Maximum gap between two taps of a double tap. */
export const DOUBLE_TAP_MS = 500;

/** Per-event pointer memory: the hold timer and the last tap's time (ms). @internal */
export interface TouchMemory {
  timer: number;
  tap: number;
}

/**
 * An event's pointer-down: on touch, a double tap (500 ms) edits the title
 * and a hold (1200 ms) selects it, showing its delete button; a drag starts
 * through the drag-and-drop entry when it is loaded. @internal
 */
export function onEventPointerDown(
  ctx: CalendarContextValue,
  occ: Occurrence,
  draggable: boolean,
  mem: TouchMemory,
  e: PointerEvent<HTMLElement>,
) {
  e.stopPropagation();
  if (e.button !== 0 || ctx.editingKey === occ.key) return;
  const src = occ.event.source;
  const now = Date.now();
  if (e.pointerType === 'touch') {
    if (now - mem.tap < DOUBLE_TAP_MS && ctx.can(src, 'title')) ctx.setEditingKey(occ.key);
    mem.tap = now;
    window.clearTimeout(mem.timer);
    mem.timer = window.setTimeout(() => ctx.setSelectedEventKey(occ.key), HOLD_MS);
    const cancel = () => window.clearTimeout(mem.timer);
    window.addEventListener('pointerup', cancel, { once: true });
  }
  if (ctx.dnd && draggable && ctx.can(src, 'drag')) ctx.dnd.startEventDrag(e.nativeEvent, ctx, occ);
}

/**
 * The resize handle's pointer-down: follows the pointer, snapping the end to
 * `snapToTime` minutes, at least one minute after the start and at most the
 * end of the visible range. The calendar shows the new end
 * while dragging (a preview, nothing reported); the release commits it once
 * (`onEventsChange`, `onEventChange`), Escape restores the event. @internal
 */
export function onResizePointerDown(
  ctx: CalendarContextValue,
  occ: Occurrence,
  e: PointerEvent<HTMLElement>,
) {
  e.stopPropagation();
  e.preventDefault();
  const y0 = e.clientY;
  const endMin0 = minutesOf(occ.end);
  const startMin = dayKey(occ.start) === dayKey(occ.end) ? minutesOf(occ.start) : 0;
  let lastEnd = endMin0;
  const move = (ev: globalThis.PointerEvent) => {
    const raw = endMin0 + ((ev.clientY - y0) / ctx.cellHeight) * ctx.timeStep;
    const endMin = Math.min(
      ctx.timeTo,
      DAY_MINUTES,
      Math.max(startMin + 1, Math.round(raw / ctx.snap) * ctx.snap),
    );
    if (endMin === lastEnd) return;
    lastEnd = endMin;
    ctx.setPreview({ occ, start: occ.start, end: atMinutes(occ.end, endMin) });
  };
  const up = () => {
    cleanup();
    if (lastEnd !== endMin0) ctx.updateEvent(occ, occ.start, atMinutes(occ.end, lastEnd));
  };
  const key = (ev: KeyboardEvent) => {
    if (ev.key !== 'Escape') return;
    ev.preventDefault();
    ev.stopPropagation();
    cleanup();
  };
  const cleanup = () => {
    ctx.setPreview(null);
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', cleanup);
    window.removeEventListener('keydown', key, true);
  };
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', cleanup);
  window.addEventListener('keydown', key, true);
}
