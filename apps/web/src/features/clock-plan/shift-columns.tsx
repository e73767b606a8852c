/**
 * The cells that show a shift in the clock-in lists: its name beside its colour, its hours
 * ('22:00–06:00 (termina al día siguiente)') and its days as the week's letters (L M X J V S D)
 * with the days in words for screen readers.
 */
import type { components } from '@jornada/api-client';
import { cn } from '@jornada/ui';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { timeRange, WEEKDAYS, weekdaysText } from './clock-time.ts';
import { ColorSwatch } from './color-swatch.tsx';

type Shift = components['schemas']['Shift'];

const w = clockPlanMessages.weekdays;

/** The shift's name after its colour swatch. */
export function ShiftName({ shift }: { shift: Pick<Shift, 'name' | 'color'> }) {
  return (
    <span className="inline-flex items-center gap-2 font-medium">
      <ColorSwatch color={shift.color} />
      {shift.name}
    </span>
  );
}

/** The shift's hours, '06:00–14:00'. */
export function shiftHours(shift: Pick<Shift, 'start_time' | 'end_time'>): string {
  return timeRange(shift.start_time, shift.end_time);
}

/** The seven letters of the week, the working ones highlighted; read as 'lunes a viernes'. */
export function WeekdayLetters({ weekdays }: { weekdays: readonly number[] }) {
  return (
    <span className="inline-flex items-center">
      <span aria-hidden="true" className="flex gap-0.5">
        {WEEKDAYS.map((day, index) => {
          const on = weekdays.includes(day);
          return (
            <span
              key={day}
              data-on={on ? '' : undefined}
              className={cn(
                'grid size-6 place-items-center rounded-sm text-xs',
                'text-muted-foreground data-[on]:bg-primary data-[on]:font-semibold data-[on]:text-primary-foreground',
              )}
            >
              {w.short[index]}
            </span>
          );
        })}
      </span>
      <span className="sr-only">{weekdaysText(weekdays)}</span>
    </span>
  );
}
