/**
 * The benchmark page: mounts one calendar at a time and times the first
 * render and the move to the next period, each until the DOM shows it and
 * layout is done. Driven by run.mjs through `window.runCase`.
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
  locales: { 'en-US': enUS },
});

function makeEvents(n: number) {
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: n }, (_, i) => {
    const day = Math.floor(rnd() * 70) - 35;
    const start = new Date(2025, 10, 5 + day, Math.floor(rnd() * 21), Math.floor(rnd() * 4) * 15);
    const end = new Date(+start + (30 + Math.floor(rnd() * 6) * 30) * 60_000);
    return { id: String(i), title: `Evento ${i}`, start, end };
  });
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
      height={800}
    />
  );
}

async function until(check: () => boolean) {
  for (let i = 0; !check() && i < 10_000; i++) await new Promise((r) => setTimeout(r, 0));
}

/** One measured case: [first render ms, next period ms, first render ms before layout]. */
async function runCase(lib: Lib, view: View, n: number): Promise<[number, number, number]> {
  const stage = document.getElementById('stage')!;
  const host = document.createElement('div');
  stage.append(host);
  const events = makeEvents(n);
  const root = createRoot(host);
  const title = () => host.querySelector(titleSel[lib])?.textContent ?? '';

  let t0 = performance.now();
  flushSync(() => root.render(element(lib, view, events)));
  await until(() => title() !== '');
  const rendered = performance.now() - t0;
  void host.offsetHeight;
  const first = performance.now() - t0;

  await new Promise((r) => setTimeout(r, 30));
  const before = title();
  const next = host.querySelector<HTMLElement>(nextSel[lib])!;
  t0 = performance.now();
  flushSync(() => next.click());
  await until(() => title() !== before);
  void host.offsetHeight;
  const move = performance.now() - t0;

  root.unmount();
  host.remove();
  return [first, move, rendered];
}

declare global {
  interface Window {
    runCase: typeof runCase;
  }
}
window.runCase = runCase;
