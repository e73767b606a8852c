/**
 * The employee's shifts of the current week, Monday to Sunday, today marked (`ClockerEmployee.week`, decision 39).
 */
import type { components } from '@jornada/api-client';
import { Badge } from '@jornada/ui';
import { clockInMessages } from './clock-in-messages.ts';
import { weekdayDate } from './format.ts';

const m = clockInMessages.myAttendance;

/** Props of {@link WeekShifts}. */
export interface WeekShiftsProps {
  week: readonly components['schemas']['ClockDay'][];
  /** 'YYYY-MM-DD' of today. */
  today: string;
}

/** The week as a list, one item per day. */
export function WeekShifts({ week, today }: WeekShiftsProps) {
  return (
    <section aria-labelledby="mi-semana" className="grid gap-3">
      <h2 id="mi-semana" className="text-xl font-semibold">
        {m.weekHeading}
      </h2>
      <ol className="grid gap-2">
        {week.map((day) => {
          const isToday = day.date === today;
          return (
            <li
              key={day.date}
              aria-current={isToday ? 'date' : undefined}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 aria-[current=date]:border-2 aria-[current=date]:border-primary aria-[current=date]:bg-secondary"
            >
              <span className="flex items-center gap-2 font-medium first-letter:uppercase">
                {weekdayDate(day.date)}
                {isToday ? <Badge>{m.today}</Badge> : null}
              </span>
              <span className={day.shift ? '' : 'text-muted-foreground'}>
                {day.shift
                  ? `${day.shift.name}${day.start_time ? `, ${day.start_time}–${day.end_time ?? ''}` : ''}`
                  : m.rest}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
