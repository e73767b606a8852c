/**
 * A schedule's week at a glance: seven squares in the colours of each day's shift (a rest day
 * empty) with the week's letters, and the days grouped by shift in words, 'lunes a viernes:
 * Matutino; sábado y domingo: Descanso' (what screen readers read).
 */
import type { components } from '@jornada/api-client';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { WEEKDAYS, weekdaysText } from './clock-time.ts';
import { ColorSwatch } from './color-swatch.tsx';

type Shift = components['schemas']['Shift'];
type ScheduleDay = components['schemas']['ScheduleDay'];

const m = clockPlanMessages.schedules;
const w = clockPlanMessages.weekdays;

/** The days of the week grouped by runs of the same shift (null: rest). */
export function dayGroups(days: readonly ScheduleDay[]): Array<{
  shiftId: number | null;
  weekdays: number[];
}> {
  const groups: Array<{ shiftId: number | null; weekdays: number[] }> = [];
  for (const weekday of WEEKDAYS) {
    const shiftId = days.find((d) => d.weekday === weekday)?.shift_id ?? null;
    const last = groups.at(-1);
    if (last && last.shiftId === shiftId) last.weekdays.push(weekday);
    else groups.push({ shiftId, weekdays: [weekday] });
  }
  return groups;
}

/** The week strip of `days`; `shiftOf` finds a shift by id. */
export function WeekStrip({
  days,
  shiftOf,
}: {
  days: readonly ScheduleDay[];
  shiftOf: (id: number) => Shift | undefined;
}) {
  const name = (id: number | null) =>
    id === null ? m.rest : (shiftOf(id)?.name ?? m.unknownShift);
  const text = dayGroups(days)
    .map((g) => m.dayShift(weekdaysText(g.weekdays), name(g.shiftId)))
    .join('; ');
  return (
    <span className="grid gap-1">
      <span aria-hidden="true" className="flex gap-0.5">
        {WEEKDAYS.map((weekday, index) => {
          const id = days.find((d) => d.weekday === weekday)?.shift_id ?? null;
          return (
            <span key={weekday} className="grid justify-items-center gap-0.5 text-xs">
              {w.short[index]}
              <ColorSwatch color={id === null ? null : (shiftOf(id)?.color ?? null)} />
            </span>
          );
        })}
      </span>
      <span className="text-sm text-muted-foreground">{text}</span>
    </span>
  );
}
