/**
 * The kiosk's big clock (docs/decisions/0020-clock-in.md): the tablet's time and date in es-MX, ticking every
 * second; a `timer`, so screen readers do not announce each tick.
 */
import { useEffect, useState } from 'react';
import { clockInMessages } from './clock-in-messages.ts';

const time = new Intl.DateTimeFormat('es-MX', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const date = new Intl.DateTimeFormat('es-MX', { dateStyle: 'full' });

/** Time (large) and date. */
export function KioskClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div role="timer" aria-label={clockInMessages.kiosk.clockLabel} className="grid text-center">
      <span className="font-mono text-6xl font-bold tabular-nums sm:text-7xl">
        {time.format(now)}
      </span>
      <span className="text-xl first-letter:uppercase">{date.format(now)}</span>
    </div>
  );
}
