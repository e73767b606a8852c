/**
 * The calls calendar's own toolbar: the period shown (a week, Monday to Sunday, or a day), previous,
 * 'Hoy' and next, and the day/week switch (toggle buttons with `aria-pressed`). The screen keeps the
 * day, so the calls it asks for always cover what the calendar shows.
 */
import { Button } from '@jornada/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { containerMessages } from '../../messages/container-messages.ts';
import { weekRange } from './call-week.ts';

const m = containerMessages.calls;
const dayFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'full' });
const rangeFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium' });

/** The shown view of the calls calendar. */
export type CallView = 'day' | 'week';

/** Props of {@link CallToolbar}. */
export interface CallToolbarProps {
  view: CallView;
  onViewChange: (view: CallView) => void;
  /** The day on screen (in the week view, any day of the week). */
  date: Date;
  onDateChange: (date: Date) => void;
}

function shift(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** The period label: 'lunes, 2 de marzo de 2026' or '2 mar 2026 – 8 mar 2026'. */
export function periodLabel(view: CallView, date: Date): string {
  if (view === 'day') return dayFormat.format(date);
  const { from, to } = weekRange(date);
  return rangeFormat.formatRange(new Date(`${from}T12:00:00`), new Date(`${to}T12:00:00`));
}

/** The toolbar above the calls calendar. */
export function CallToolbar({ view, onViewChange, date, onDateChange }: CallToolbarProps) {
  const step = view === 'day' ? 1 : 7;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div role="group" aria-label={m.period} className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={view === 'day' ? m.previousDay : m.previousWeek}
          onClick={() => onDateChange(shift(date, -step))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={() => onDateChange(new Date())}>
          {m.today}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={view === 'day' ? m.nextDay : m.nextWeek}
          onClick={() => onDateChange(shift(date, step))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <p aria-live="polite" className="font-medium first-letter:uppercase">
          {periodLabel(view, date)}
        </p>
      </div>
      <div role="group" aria-label={m.views} className="flex gap-1">
        {(['day', 'week'] as const).map((option) => (
          <Button
            key={option}
            variant={view === option ? 'primary' : 'outline'}
            aria-pressed={view === option}
            onClick={() => onViewChange(option)}
          >
            {m[option]}
          </Button>
        ))}
      </div>
    </div>
  );
}
