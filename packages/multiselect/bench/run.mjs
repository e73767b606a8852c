// Benchmark (not a test): `pnpm bench:multiselect`. Builds bench/ with Vite,
// serves it, drives headless Chromium with Playwright and prints medians.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, preview } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
const sizes = [1_000, 10_000, 100_000];
const runsFor = (n) => (n >= 100_000 ? 3 : 9);

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  mode: 'production',
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'production'] },
  build: { outDir, emptyOutDir: true },
});
const server = await preview({
  root,
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
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(600_000);
  await page.goto(url);
  await page.waitForFunction(() => typeof window.runBench === 'function');
  const rows = [];
  for (const n of sizes) {
    const results = {
      ours: { mount: [], open: [], key: [] },
      'react-select': { mount: [], open: [], key: [] },
    };
    // Warm-up, then interleave the libraries so that both see the same conditions.
    for (const lib of ['ours', 'react-select'])
      await page.evaluate(([l, k]) => window.runBench(l, k), [lib, Math.min(n, 1000)]);
    for (let i = 0; i < runsFor(n); i++) {
      for (const lib of ['ours', 'react-select']) {
        const r = await page.evaluate(([l, k]) => window.runBench(l, k), [lib, n]);
        results[lib].mount.push(r.mount);
        results[lib].open.push(r.open);
        results[lib].key.push(r.key);
      }
    }
    const m = (lib, what) => median(results[lib][what]);
    rows.push({
      options: n.toLocaleString('en-US'),
      'mount ours (ms)': m('ours', 'mount').toFixed(1),
      'mount react-select (ms)': m('react-select', 'mount').toFixed(1),
      'mount ratio': `${(m('react-select', 'mount') / m('ours', 'mount')).toFixed(1)}×`,
      'open ours (ms)': m('ours', 'open').toFixed(1),
      'open react-select (ms)': m('react-select', 'open').toFixed(1),
      'open ratio': `${(m('react-select', 'open') / m('ours', 'open')).toFixed(1)}×`,
      'keystroke ours (ms)': m('ours', 'key').toFixed(1),
      'keystroke react-select (ms)': m('react-select', 'key').toFixed(1),
      'keystroke ratio': `${(m('react-select', 'key') / m('ours', 'key')).toFixed(1)}×`,
    });
    console.error(`done ${n}`);
  }
  console.log(
    `\nMedian ms in headless Chromium (${runsFor(1000)} runs; ${runsFor(100_000)} at 100,000), ratio = react-select / ours`,
  );
  console.table(rows);
  const md = [
    `| options | mount ours | mount react-select | ratio | open ours | open react-select | ratio | keystroke ours | keystroke react-select | ratio |`,
    `|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
    ...rows.map((r) => `| ${Object.values(r).join(' | ')} |`),
  ];
  console.log(`\n${md.join('\n')}`);
} finally {
  await browser.close();
  await new Promise((r) => server.httpServer.close(r));
}
