import { useLayoutEffect, type RefObject } from 'react';
import type { CalendarContextValue } from './calendar-context.ts';

/** Moves DOM focus to the cursor cell or a just-edited event after keyboard actions. @internal */
export function useGridFocus(ctx: CalendarContextValue, grid: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const el = grid.current;
    if (!el) return;
    const key = ctx.focusEventKey.current;
    if (key) {
      // a timed event is its own button; the others hold one
      const ev = el.querySelector<HTMLElement>(`[data-event-key="${CSS.escape(key)}"]`);
      const target = ev?.matches('[role="button"]')
        ? ev
        : ev?.querySelector<HTMLElement>('[data-slot="event-button"]');
      if (target) {
        ctx.focusEventKey.current = null;
        target.focus();
        return;
      }
    }
    if (ctx.focusPending.current) {
      ctx.focusPending.current = false;
      el.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
    }
  });
}
