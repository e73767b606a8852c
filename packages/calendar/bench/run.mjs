// Benchmark (not a test): `pnpm bench:calendar`. Builds bench/ with Vite, opens it in headless
// Chromium and times @jornada/calendar against react-big-calendar and FullCalendar's React adapter.
import { loadavg } from 'node:os';
import { openBench, runCase } from './harness.mjs';

// BENCH_VIEWS=week BENCH_SIZES=1000 BENCH_RUNS=21 narrows a run (while working); the README table uses the defaults.
// BENCH_BASELINE=<another checkout>/packages/calendar/bench adds that checkout's @jornada/calendar (its own
// sources and styles, on its own page) as a fourth library, `before`, interleaved with the others in
// every round, so a change is measured against where it started under the same load. BENCH_PEERS=0
// leaves react-big-calendar and FullCalendar out (before against after only).
const baseline = process.env.BENCH_BASELINE;
const peers = process.env.BENCH_PEERS === '0' ? [] : ['react-big-calendar', 'fullcalendar'];
const libs = ['jornada', ...peers, ...(baseline ? ['before'] : [])];
const list = (v, d) => (v ? v.split(',') : d);
const sizes = list(process.env.BENCH_SIZES, ['100', '1000', '10000']).map(Number);
const views = list(process.env.BENCH_VIEWS, ['week', 'month']);
const runs = (n) => Number(process.env.BENCH_RUNS) || (n >= 10000 ? 5 : 11);
const phases = ['first laid out', 'first painted', 'next laid out', 'next painted'];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const rows = [];
const { browser, page, newPage, close } = await openBench();
// in the same browser, so both checkouts' pages share its processes and settings
const before = baseline ? await openBench({ root: baseline, browser }) : null;
// `before` is the baseline checkout's jornada, run on that checkout's page
const on = (lib) => (lib === 'before' ? [before, 'jornada'] : [{ page, newPage }, lib]);
// a fresh page per sample (BENCH_FRESH=0 reuses one page): no library inherits another's heap or DOM
const fresh = process.env.BENCH_FRESH !== '0';
const sample = async (name, view, n) => {
  const [bench, lib] = on(name);
  if (!fresh) return runCase(bench.page, lib, view, n);
  const p = await bench.newPage();
  try {
    await runCase(p, lib, view, 100); // warm the page's code, as the shared page was
    return await runCase(p, lib, view, n);
  } finally {
    await p.close();
  }
};
try {
  for (const name of libs) {
    const [bench, lib] = on(name);
    await runCase(bench.page, lib, 'week', 100); // warm-up
  }
  for (const view of views) {
    for (const n of sizes) {
      // libraries take turns within each round, so a change in machine load hits them alike
      const samples = Object.fromEntries(
        libs.map((l) => [l, Object.fromEntries(phases.map((p) => [p, []]))]),
      );
      const shown = {};
      for (let i = 0; i < runs(n); i++)
        // and the order rotates, so that no library always follows the same one
        for (const lib of [...libs.slice(i % libs.length), ...libs.slice(0, i % libs.length)]) {
          const c = await sample(lib, view, n);
          samples[lib]['first laid out'].push(c.first.laidOut);
          samples[lib]['first painted'].push(c.first.painted);
          samples[lib]['next laid out'].push(c.next.laidOut);
          samples[lib]['next painted'].push(c.next.painted);
          shown[lib] = c.shown;
        }
      const result = {};
      for (const lib of libs) {
        result[lib] = Object.fromEntries(phases.map((p) => [p, median(samples[lib][p])]));
        process.stderr.write(
          `${view} ${n} ${lib}: ${phases.map((p) => `${p} ${result[lib][p].toFixed(1)}`).join(', ')} ms; events shown ${shown[lib].join(' / ')}\n`,
        );
      }
      for (const phase of phases)
        rows.push({
          view,
          n,
          phase,
          ...Object.fromEntries(libs.map((l) => [l, result[l][phase]])),
        });
    }
  }
} finally {
  await before?.close();
  await close();
}

const f = (x) => x.toFixed(1).padStart(9);
const r = (x) => `${x.toFixed(1)}×`.padStart(8);
console.log(
  `\n${new Date().toISOString()}, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}` +
    '\nMedian ms in headless Chromium (lower is better), from the start of a frame until the result is laid out / painted; ratio = peer ÷ @jornada/calendar\n',
);
if (baseline) {
  console.log(`@jornada/calendar before (${baseline}) and after (this checkout), same rounds:\n`);
  console.log(
    '| view  | events | phase                    |   before |    after | after ÷ before |',
  );
  console.log(
    '|-------|-------:|--------------------------|---------:|---------:|---------------:|',
  );
  for (const row of rows) {
    const phase = row.phase.replace('first', 'first render,').replace('next', 'next period,');
    console.log(
      `| ${row.view.padEnd(5)} | ${String(row.n).padStart(6)} | ${phase.padEnd(24)} |${f(row.before)} |${f(row.jornada)} |${`${(row.jornada / row.before).toFixed(2)}`.padStart(15)} |`,
    );
  }
  console.log('');
}
const misses = [];
if (peers.length) {
  console.log(
    '| view  | events | phase                    |  jornada |      RBC |       FC | RBC ratio | FC ratio | vs fastest | 3× goal |',
  );
  console.log(
    '|-------|-------:|--------------------------|---------:|---------:|---------:|----------:|---------:|-----------:|---------|',
  );
  for (const row of rows) {
    const j = row.jornada,
      b = row['react-big-calendar'],
      c = row.fullcalendar;
    const phase = row.phase.replace('first', 'first render,').replace('next', 'next period,');
    const best = Math.min(b, c) / j;
    const goal = row.n >= 1000 ? (best >= 3 ? 'met' : 'MISSED') : '–';
    if (goal === 'MISSED')
      misses.push(
        `${row.view} ${row.n} ${phase}: ${best.toFixed(2)}× (needs ${(3 / best).toFixed(2)}× faster)`,
      );
    console.log(
      `| ${row.view.padEnd(5)} | ${String(row.n).padStart(6)} | ${phase.padEnd(24)} |${f(j)} |${f(b)} |${f(c)} |${r(b / j)}  |${r(c / j)} |${r(best)}    | ${goal.padEnd(7)} |`,
    );
  }
}
// the next period at 100 events within one 60 Hz frame
for (const row of rows.filter((x) => x.n === 100 && x.phase.startsWith('next')))
  console.log(
    `${row.view} 100 ${row.phase}: ${row.jornada.toFixed(1)} ms ${row.jornada <= 1000 / 60 ? '≤' : '>'} 16.7 ms (one 60 Hz frame)`,
  );
if (peers.length)
  console.log(
    misses.length
      ? `\n3× goal missed in:\n- ${misses.join('\n- ')}`
      : '\n3× goal met in every case at 1,000 and 10,000 events',
  );
