import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { DndModule } from './calendar-context.ts';
import { loadLocaleMessages } from './locales/index.ts';
import { calendarMessages, type CalendarMessages } from './messages.ts';

const builtIn: Partial<CalendarMessages> = {};

/**
 * The calendar's texts: the built-in es-MX strings, then `locale`'s (loaded on
 * demand), then `overrides`. es-MX causes no state change (and no second
 * render); another locale renders once more when it has loaded. @internal
 */
export function useCalendarMessages(
  locale: string,
  overrides: Partial<CalendarMessages> | undefined,
): CalendarMessages {
  const [loaded, setLoaded] = useState<Partial<CalendarMessages>>(builtIn);
  useEffect(() => {
    let live = true;
    void loadLocaleMessages(locale).then(
      (m) => live && setLoaded(Object.keys(m).length ? m : builtIn),
    );
    return () => void (live = false);
  }, [locale]);
  return useMemo(() => ({ ...calendarMessages, ...loaded, ...overrides }), [loaded, overrides]);
}

/**
 * The drag-and-drop entry, loaded once `enabled` (`editable.drag`) through
 * `load`; `null` until then. A failed load warns with `missingMessage`. @internal
 */
export function useDndModule(
  enabled: boolean | undefined,
  load: () => Promise<DndModule>,
  missingMessage: string,
): DndModule | null {
  const [dnd, setDnd] = useState<DndModule | null>(null);
  const warnMissing = useEffectEvent(() => console.warn(missingMessage));
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load().then(
      (m) => live && setDnd(m),
      () => warnMissing(),
    );
    return () => void (live = false);
  }, [enabled, load]);
  return dnd;
}
