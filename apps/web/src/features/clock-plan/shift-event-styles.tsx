/**
 * The colours of the planning calendar's events: a `<style>` with one rule per shift
 * (`.jr-shift-5`, the class planning-model.ts gives its events), since a calendar event takes
 * class names, not styles. The event keeps the theme's text colour on a light tint of the shift's
 * colour, with a solid edge in it, so its text contrasts whatever the colour; an event inherited
 * from the department has a dashed edge. Only '#RRGGBB' values reach the style.
 */
import type { components } from '@jornada/api-client';
import { safeColor } from './shift-colors.ts';

type Shift = components['schemas']['Shift'];

/** The rules of `shifts`' events. */
export function ShiftEventStyles({ shifts }: { shifts: readonly Shift[] }) {
  const rules = shifts.flatMap((shift) => {
    const color = safeColor(shift.color);
    if (!color) return [];
    return [
      `.jc-event.jr-shift-${shift.id}{background-color:color-mix(in oklab,${color} 22%,var(--jr-card));border-color:${color};border-left-width:4px;color:var(--jr-foreground)}`,
    ];
  });
  rules.push('.jc-event.jr-shift-inherited{border-style:dashed}');
  return <style>{rules.join('\n')}</style>;
}
