/**
 * The benchmark page: mounts one calendar at a time and times the first
 * render and the move to the next period, each from the start of a frame
 * until the result is laid out and until it is painted (see `timeFrame`).
 * Every library shows the same weeks (Monday first). Driven by run.mjs
 * through `window.runCase`.
 */
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Calendar as BigCalendar, dateFnsLocalizer } from 'react-big-calendar';
import { Calendar } from '../src/index.ts';
import './bench.css';

type Lib = 'jornada' | 'react-big-calendar' | 'fullcalendar';
type View = 'week' | 'month';

const START = new Date(2025, 10, 5);
const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek,
  getDay,
  // Monday first, like @jornada/calendar's default, so every library shows the same days
  locales: { 'en-US': { ...enUS, options: { ...enUS.options, weekStartsOn: 1 } } },
});

/**
 * `n` events in the period shown first and `n` in the next one (week: 3–9 and
 * 10–16 November 2025; month: November and December), so both timed phases
 * show all `n` of their period. `?spread=wide` spreads them over 70 days instead.
 */
function makeEvents(n: number, view: View) {
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const wide = new URLSearchParams(location.search).get('spread') === 'wide';
  const event = (i: number, day: Date) => {
    const start = new Date(
      day.getFullYear(),
      day.getMonth(),
      day.getDate(),
      Math.floor(rnd() * 21),
      Math.floor(rnd() * 4) * 15,
    );
    const end = new Date(+start + (30 + Math.floor(rnd() * 6) * 30) * 60_000);
    return { id: String(i), title: `Evento ${i}`, start, end };
  };
  if (wide)
    return Array.from({ length: n }, (_, i) =>
      event(i, new Date(2025, 10, 5 + Math.floor(rnd() * 70) - 35)),
    );
  // [first day, days] of the first period and of the next one
  const periods: Array<[Date, number]> =
    view === 'week'
      ? [
          [new Date(2025, 10, 3), 7],
          [new Date(2025, 10, 10), 7],
        ]
      : [
          [new Date(2025, 10, 1), 30],
          [new Date(2025, 11, 1), 31],
        ];
  return periods.flatMap(([from, days], p) =>
    Array.from({ length: n }, (_, i) =>
      event(
        p * n + i,
        new Date(from.getFullYear(), from.getMonth(), from.getDate() + Math.floor(rnd() * days)),
      ),
    ),
  );
}

const titleSel: Record<Lib, string> = {
  jornada: '[data-slot="title"]',
  'react-big-calendar': '.rbc-toolbar-label',
  fullcalendar: '.fc-toolbar-title',
};
const nextSel: Record<Lib, string> = {
  jornada: '[data-nav="1"]',
  'react-big-calendar': '.rbc-btn-group button:nth-child(3)',
  fullcalendar: '.fc-next-button',
};

function element(lib: Lib, view: View, events: ReturnType<typeof makeEvents>) {
  if (lib === 'jornada')
    return (
      <Calendar defaultView={view} defaultSelectedDate={START} events={events} now={() => START} />
    );
  if (lib === 'react-big-calendar')
    return (
      <BigCalendar
        localizer={localizer}
        events={events}
        defaultView={view}
        defaultDate={START}
        style={{ height: 800 }}
      />
    );
  return (
    <FullCalendar
      plugins={[dayGridPlugin, timeGridPlugin]}
      initialView={view === 'week' ? 'timeGridWeek' : 'dayGridMonth'}
      initialDate={START}
      events={events}
      dayMaxEvents={3}
      firstDay={1}
      height={800}
    />
  );
}

const eventSel: Record<Lib, string> = {
  jornada: '[data-slot="event"]',
  'react-big-calendar': '.rbc-event',
  fullcalendar: '.fc-event',
};

/** Resolves after the next frame has run style, layout and paint (a task queued from rAF runs after it). */
const afterFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => resolve();
      ch.port2.postMessage(0);
    }),
  );

/**
 * Times `act` from the start of a frame, with the same end points for every
 * library, whether it renders synchronously or in later tasks: `laidOut` when
 * `ready()` holds (its events in the DOM) and layout is forced, `painted`
 * when the browser has also painted that frame (the task queued from the
 * frame runs after its paint).
 */
function timeFrame(
  act: () => void,
  ready: () => boolean,
  layout: () => void,
): Promise<{ laidOut: number; painted: number }> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const t0 = performance.now();
      act();
      let laidOut = Number.NaN;
      if (ready()) {
        layout();
        laidOut = performance.now() - t0;
      }
      const ch = new MessageChannel();
      ch.port1.onmessage = async () => {
        for (let i = 0; !ready() && i < 1000; i++) await afterFrame();
        const painted = performance.now() - t0;
        resolve({ laidOut: Number.isNaN(laidOut) ? painted : laidOut, painted });
      };
      ch.port2.postMessage(0);
    }),
  );
}

/** One measured case: first render and next period, each laid out and painted, plus events shown. */
async function runCase(lib: Lib, view: View, n: number) {
  const stage = document.getElementById('stage')!;
  const host = document.createElement('div');
  stage.append(host);
  const events = makeEvents(n, view);
  const root = createRoot(host);
  const title = () => host.querySelector(titleSel[lib])?.textContent ?? '';
  const shown = () => host.querySelectorAll(eventSel[lib]).length;
  const layout = () => void host.offsetHeight;
  // each timed phase starts on a collected heap (run.mjs exposes gc), so no library pays for the
  // garbage of the one before it
  const collect = async () => {
    (globalThis as { gc?: () => void }).gc?.();
    await afterFrame();
  };
  await collect();

  const first = await timeFrame(
    () => flushSync(() => root.render(element(lib, view, events))),
    () => title() !== '' && (n === 0 || shown() > 0),
    layout,
  );
  const shownFirst = shown();

  await new Promise((r) => setTimeout(r, 30));
  await collect();
  const before = title();
  const next = host.querySelector<HTMLElement>(nextSel[lib])!;
  const move = await timeFrame(
    () => {
      // bench/profile.mjs profiles this phase alone (console.profile reaches its CDP session)
      if (window.benchProfileNext) console.profile('next');
      flushSync(() => next.click());
      if (window.benchProfileNext) {
        layout();
        console.profileEnd('next');
      }
    },
    () => title() !== before && (n === 0 || shown() > 0),
    layout,
  );
  const shownNext = shown();

  root.unmount();
  host.remove();
  return { first, next: move, shown: [shownFirst, shownNext] };
}

declare global {
  interface Window {
    runCase: typeof runCase;
    /** Set by bench/profile.mjs: the next period's render and layout run under the CPU profiler. */
    benchProfileNext?: boolean;
  }
}
window.runCase = runCase;
