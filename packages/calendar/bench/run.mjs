// Benchmark (not a test): `pnpm bench:calendar`. Builds bench/ with Vite, opens it in headless
// Chromium and times @jornada/calendar against react-big-calendar and FullCalendar's React adapter.
import tailwindcss from '@tailwindcss/vite';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
const libs = ['jornada', 'react-big-calendar', 'fullcalendar'];
const sizes = [100, 1000, 10000];
const views = ['week', 'month'];
const runs = (n) => (n >= 10000 ? 5 : 11);

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
      const result = {};
      for (const lib of libs) {
        const first = [],
          next = [];
        for (let i = 0; i < runs(n); i++) {
          const [f, m] = await page.evaluate(
            ([l, v, k]) => window.runCase(l, v, k),
            [lib, view, n],
          );
          first.push(f);
          next.push(m);
        }
        result[lib] = { first: median(first), next: median(next) };
        process.stderr.write(
          `${view} ${n} ${lib}: first ${result[lib].first.toFixed(1)} ms, next ${result[lib].next.toFixed(1)} ms\n`,
        );
      }
      for (const phase of ['first', 'next'])
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
  '\nMedian ms in headless Chromium (lower is better); ratio = peer ÷ @jornada/calendar\n',
);
console.log(
  '| view  | events | phase        |  jornada |      RBC |       FC | RBC ratio | FC ratio |',
);
console.log(
  '|-------|-------:|--------------|---------:|---------:|---------:|----------:|---------:|',
);
for (const row of rows) {
  const j = row.jornada,
    b = row['react-big-calendar'],
    c = row.fullcalendar;
  const phase = row.phase === 'first' ? 'first render' : 'next period';
  console.log(
    `| ${row.view.padEnd(5)} | ${String(row.n).padStart(6)} | ${phase.padEnd(12)} |${f(j)} |${f(b)} |${f(c)} |${r(b / j)}  |${r(c / j)} |`,
  );
}
