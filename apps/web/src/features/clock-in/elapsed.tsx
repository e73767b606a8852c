/**
 * A live stopwatch since an instant (the shift or the break, decision 39): updated every second,
 * exposed as a `timer` (never announced on each tick).
 */
import { useEffect, useState } from 'react';
import { stopwatch } from './format.ts';

/** Props of {@link Elapsed}. */
export interface ElapsedProps {
  /** What is timed ("Tiempo en turno"). */
  label: string;
  /** ISO 8601 instant the time counts from. */
  since: string;
}

/** "Tiempo en turno 1:02:03", ticking. */
export function Elapsed({ label, since }: ElapsedProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="flex items-baseline justify-between gap-3">
      <span className="text-muted-foreground">{label}</span>
      <span
        role="timer"
        aria-label={label}
        className="font-mono text-2xl font-semibold tabular-nums"
      >
        {stopwatch(now - Date.parse(since))}
      </span>
    </p>
  );
}
