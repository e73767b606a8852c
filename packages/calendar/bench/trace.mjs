// Where one library's time goes (not a test): `pnpm --filter @jornada/calendar bench:trace`.
// Runs one benchmark case repeatedly under a DevTools trace and prints, per phase (first render,
// next period), the main thread's exclusive time in script, style, layout, pre-paint and paint,
// averaged over the runs. TRACE_LIB (jornada | react-big-calendar | fullcalendar), TRACE_VIEW
// (week | month), TRACE_EVENTS (default 1000) and TRACE_RUNS (default 25) choose the case.
// TRACE_CLOCK=thread counts the main thread's CPU time (the trace's thread clock) instead of wall
// time: on a loaded machine, time spent waiting for a core is left out, so two builds compare.
import { openBench, runCase } from './harness.mjs';

const lib = process.env.TRACE_LIB ?? 'jornada';
const view = process.env.TRACE_VIEW ?? 'week';
const n = Number(process.env.TRACE_EVENTS ?? 1000);
const runs = Number(process.env.TRACE_RUNS ?? 25);
const kinds = {
  FunctionCall: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
};
const watched = new Set([...Object.keys(kinds), 'FireAnimationFrame', 'RunMicrotasks']);

const { browser, page, close } = await openBench();
try {
  for (let i = 0; i < 3; i++) await runCase(page, lib, view, n); // warm-up
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await runCase(page, lib, view, n));
  const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const main = trace.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const events = trace
    .filter((e) => e.ph === 'X' && e.tid === main.tid && watched.has(e.name))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const thread = process.env.TRACE_CLOCK === 'thread';
  const cost = (e) => (thread ? (e.tdur ?? e.dur) : e.dur);
  // exclusive time: each event's duration less its direct children's
  const open = [];
  for (const e of events) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    e.self = cost(e);
    if (open.length) open.at(-1).self -= cost(e);
    open.push(e);
  }
  // each timed phase runs inside one animation frame callback (bench/main.tsx, timeFrame)
  const frames = events.filter((e) => e.name === 'FireAnimationFrame' && e.dur > 1000);
  // ... and that frame's pre-paint and paint follow the callback, before the next timed frame
  const phase = (f, i) => {
    const until = frames[i + 1]?.ts ?? Infinity;
    const out = { callback: cost(f) / 1000 };
    for (const e of events) {
      const inside = e.ts >= f.ts && e.ts + e.dur <= f.ts + f.dur;
      const after = e.ts >= f.ts + f.dur && e.ts < until && /Paint/.test(e.name);
      if (kinds[e.name] && (inside || after))
        out[kinds[e.name]] = (out[kinds[e.name]] ?? 0) + e.self / 1000;
    }
    return out;
  };
  const mean = (list) => {
    const out = {};
    for (const x of list) for (const k in x) out[k] = (out[k] ?? 0) + x[k] / list.length;
    return Object.entries(out)
      .map(([k, v]) => `${k} ${v.toFixed(2)}`)
      .join(', ');
  };
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1].toFixed(1);
  console.log(
    `${lib}, ${view}, ${n} events, ${runs} runs; mean ms of main-thread time in the frame:`,
  );
  const phases = frames.map(phase);
  console.log(`  first render: ${mean(phases.filter((_, i) => i % 2 === 0))}`);
  console.log(`  next period:  ${mean(phases.filter((_, i) => i % 2 === 1))}`);
  console.log(
    `  median laid out / painted: first ${median(samples.map((s) => s.first.laidOut))} / ${median(samples.map((s) => s.first.painted))}, next ${median(samples.map((s) => s.next.laidOut))} / ${median(samples.map((s) => s.next.painted))}`,
  );
} finally {
  await close();
}
