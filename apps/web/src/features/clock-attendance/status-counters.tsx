/**
 * The status board's counters (docs/decisions/0020-clock-in.md): how many employees are in each status, each a toggle
 * button (`aria-pressed`) that narrows the table to that status; pressing it again shows every
 * status. Icon and text, never colour alone.
 */
import { cn } from '@jornada/ui';
import { messages } from '../../messages/messages.ts';
import { clockStatuses, clockStatusIcon, type ClockStatus } from './clock-status-badge.tsx';

const m = messages.clockAttendance;

/** Props of {@link StatusCounters}. */
export interface StatusCountersProps {
  /** Employees per status. */
  counts: Record<ClockStatus, number>;
  /** The status the table shows, if one. */
  selected: ClockStatus | undefined;
  /** Chooses a status, or none (undefined) to show them all. */
  onSelect: (status: ClockStatus | undefined) => void;
}

/** Counts of the statuses of `rows`. */
export function countStatuses(rows: ReadonlyArray<{ clock_status: ClockStatus }>) {
  const counts = Object.fromEntries(clockStatuses.map((status) => [status, 0])) as Record<
    ClockStatus,
    number
  >;
  for (const row of rows) counts[row.clock_status] += 1;
  return counts;
}

/** The seven counters. */
export function StatusCounters({ counts, selected, onSelect }: StatusCountersProps) {
  return (
    <div
      role="group"
      aria-label={m.board.countersLabel}
      className="grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-7"
    >
      {clockStatuses.map((status) => {
        const Icon = clockStatusIcon(status);
        const pressed = selected === status;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={pressed}
            data-status={status}
            onClick={() => onSelect(pressed ? undefined : status)}
            className={cn(
              'grid gap-1 rounded-lg border border-border bg-card p-3 text-left transition-colors',
              'hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              'aria-pressed:border-primary aria-pressed:bg-primary/10 aria-pressed:ring-1 aria-pressed:ring-primary',
            )}
          >
            <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Icon aria-hidden="true" className="size-4" />
              {m.statuses[status]}
            </span>
            <span className="text-2xl font-semibold tabular-nums">{counts[status]}</span>
          </button>
        );
      })}
    </div>
  );
}
