import { useRef, useState, type MouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import type { CalendarContextValue } from './calendar-context.ts';
import type { CreationMethod } from './types.ts';
import { atMinutes } from './date-utils.ts';
import { DOUBLE_TAP_MS, HOLD_MS } from './event-pointer.ts';
import { cellPosition, inOverflowList } from './grid-cell.ts';
import { NEW_EVENT_MINUTES } from './grid-keyboard.ts';

/** Pointer travel (px) after which a press on a time cell becomes drag-to-create. */
export const CREATE_THRESHOLD_PX = 15;

/** A new event being drawn. @internal */
export interface Draft {
  day: number;
  split: number;
  from: number;
  to: number;
}

interface CellHit {
  day: number;
  split: number;
  min: number;
}

function hit(
  target: EventTarget | null,
  clientY: number,
  ctx: CalendarContextValue,
): CellHit | null {
  if (inOverflowList(target)) return null;
  const cell = (target as HTMLElement | null)?.closest?.<HTMLElement>('[role="gridcell"]');
  const at = cell && cellPosition(cell);
  if (!at || at.min === null || at.min < 0) return null;
  const y = clientY - cell.getBoundingClientRect().top;
  const exact = at.min + (y / ctx.cellHeight) * ctx.timeStep;
  return { day: at.day, split: at.split, min: Math.floor(exact / ctx.snap) * ctx.snap };
}

/**
 * Creating events with the pointer on the time grid: drag (after 15 px),
 * click-and-hold (1200 ms) or double click / double tap (500 ms); the last
 * two create a 2-hour event.
 */
export function useCreateGesture(ctx: CalendarContextValue, days: Date[]) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const lastTap = useRef(0);
  const allowed = (d: Date | undefined): d is Date =>
    !!d && ctx.can({ start: d, end: d }, 'create') && !ctx.isDisabledDay(d);

  const create = (h: CellHit, from: number, to: number, how: CreationMethod) => {
    const day = days[h.day];
    if (!allowed(day)) return;
    const splitId = ctx.splits[h.split]?.id;
    ctx.createEvent(
      atMinutes(day, from),
      atMinutes(day, to),
      how,
      splitId === undefined ? undefined : { split: splitId },
    );
  };
  const createByClick = (h: CellHit, how: CreationMethod) =>
    create(h, h.min, Math.min(ctx.timeTo, h.min + NEW_EVENT_MINUTES), how);

  const onPointerDown = (e: ReactPointerEvent<HTMLElement>) => {
    if (e.button !== 0) return;
    const h = hit(e.target, e.clientY, ctx);
    if (!h || !allowed(days[h.day])) return;
    if (e.pointerType === 'touch') {
      const now = Date.now();
      if (now - lastTap.current < DOUBLE_TAP_MS) {
        lastTap.current = 0;
        return createByClick(h, 'double-click');
      }
      lastTap.current = now;
    }
    const y0 = e.clientY;
    let dragging = false;
    const timer = window.setTimeout(() => {
      cleanup();
      createByClick(h, 'hold');
    }, HOLD_MS);
    const move = (ev: PointerEvent) => {
      if (!dragging && Math.abs(ev.clientY - y0) < CREATE_THRESHOLD_PX) return;
      window.clearTimeout(timer);
      dragging = true;
      const cur =
        h.min +
        Math.round((((ev.clientY - y0) / ctx.cellHeight) * ctx.timeStep) / ctx.snap) * ctx.snap;
      const a = Math.max(ctx.timeFrom, Math.min(h.min, cur));
      const b = Math.min(ctx.timeTo, Math.max(h.min + ctx.snap, cur));
      setDraft({ day: h.day, split: h.split, from: a, to: b });
    };
    const up = () => {
      cleanup();
      if (!dragging) return;
      setDraft((d) => {
        if (d) queueMicrotask(() => create(h, d.from, d.to, 'drag'));
        return null;
      });
    };
    const cleanup = () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cleanup);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cleanup);
  };

  const onDoubleClick = (e: MouseEvent<HTMLElement>) => {
    const h = hit(e.target, e.clientY, ctx);
    if (h) createByClick(h, 'double-click');
  };

  return { draft, onPointerDown, onDoubleClick };
}
