// Benchmark (not a test): `pnpm bench:calendar`. Builds bench/ with Vite, opens it in headless
// Chromium and times @jornada/calendar against react-big-calendar and FullCalendar's React adapter.
import tailwindcss from '@tailwindcss/vite';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
const libs = ['jornada', 'react-big-calendar', 'fullcalendar'];
// BENCH_VIEWS=week BENCH_SIZES=1000 BENCH_RUNS=21 narrows a run (while working); the README table uses the defaults
const list = (v, d) => (v ? v.split(',') : d);
const sizes = list(process.env.BENCH_SIZES, ['100', '1000', '10000']).map(Number);
const views = list(process.env.BENCH_VIEWS, ['week', 'month']);
const runs = (n) => Number(process.env.BENCH_RUNS) || (n >= 10000 ? 5 : 11);
const phases = ['first laid out', 'first painted', 'next laid out', 'next painted'];

await build({
  root: here,
  logLevel: 'warn',
  configFile: false,
  mode: 'production',
  plugins: [tailwindcss()],
  resolve: { conditions: ['source', 'module', 'browser', 'production'] },
  oxc: { jsx: { runtime: 'automatic', development: false } },
  build: { outDir, emptyOutDir: true },
});
const server = await preview({
  root: here,
  configFile: false,
  logLevel: 'warn',
  build: { outDir },
  preview: { port: 0, host: '127.0.0.1' },
});
const url = server.resolvedUrls.local[0];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
    '--js-flags=--expose-gc',
  ],
});
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const rows = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(url);
  await page.waitForFunction(() => typeof window.runCase === 'function');
  for (const lib of libs) await page.evaluate(([l]) => window.runCase(l, 'week', 100), [lib]); // warm-up
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
          const c = await page.evaluate(([l, v, k]) => window.runCase(l, v, k), [lib, view, n]);
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
  await browser.close();
  await new Promise((r) => server.httpServer.close(r));
}

const f = (x) => x.toFixed(1).padStart(9);
const r = (x) => `${x.toFixed(1)}×`.padStart(8);
console.log(
  `\n${new Date().toISOString()}, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}` +
    '\nMedian ms in headless Chromium (lower is better), from the start of a frame until the result is laid out / painted; ratio = peer ÷ @jornada/calendar\n',
);
console.log(
  '| view  | events | phase                    |  jornada |      RBC |       FC | RBC ratio | FC ratio |',
);
console.log(
  '|-------|-------:|--------------------------|---------:|---------:|---------:|----------:|---------:|',
);
for (const row of rows) {
  const j = row.jornada,
    b = row['react-big-calendar'],
    c = row.fullcalendar;
  const phase = row.phase.replace('first', 'first render,').replace('next', 'next period,');
  console.log(
    `| ${row.view.padEnd(5)} | ${String(row.n).padStart(6)} | ${phase.padEnd(24)} |${f(j)} |${f(b)} |${f(c)} |${r(b / j)}  |${r(c / j)} |`,
  );
}
