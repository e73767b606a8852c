/**
 * The planning calendar's legend: each shift's colour, name and hours, so that the colours of
 * the events can be told apart (their titles name the shift too).
 */
import type { components } from '@jornada/api-client';
import { useId } from 'react';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { shiftHours, ShiftName } from './shift-columns.tsx';

type Shift = components['schemas']['Shift'];

/** The legend of `shifts`. */
export function ShiftLegend({ shifts }: { shifts: readonly Shift[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-2">
      <h2 id={titleId} className="text-sm font-semibold">
        {clockPlanMessages.planning.legend}
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {shifts.map((shift) => (
          <li key={shift.id} className="flex items-center gap-2">
            <ShiftName shift={shift} />
            <span className="text-muted-foreground">{shiftHours(shift)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
