// Shared by the benchmark (run.mjs) and the trace (trace.mjs): builds bench/ with Vite (production
// React), serves it and opens it in headless Chromium with gc() exposed to the page.
import tailwindcss from '@tailwindcss/vite';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ownRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Builds and serves the bench page, opens it at 1280 × 900 px and waits for `window.runCase`.
 * @param {{ minify?: boolean, root?: string, browser?: import('playwright').Browser }} [options]
 *   minify: false keeps function names for CPU profiles; root: another checkout's
 *   `packages/calendar/bench` directory (its own sources, styles and dependencies; run.mjs's
 *   `BENCH_BASELINE`), built into its own `dist`; browser: one already open (not closed by `close`)
 * @returns {Promise<{ browser: import('playwright').Browser, page: import('playwright').Page, newPage: () => Promise<import('playwright').Page>, close: () => Promise<void> }>}
 */
export async function openBench({ minify = true, root = ownRoot, browser: shared } = {}) {
  const here = root;
  const outDir = join(root, 'dist');
  await build({
    root: here,
    logLevel: 'error',
    configFile: false,
    mode: 'production',
    plugins: [tailwindcss()],
    resolve: { conditions: ['source', 'module', 'browser', 'production'] },
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: { outDir, emptyOutDir: true, minify, chunkSizeWarningLimit: 4096 },
  });
  const server = await preview({
    root: here,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const browser =
    shared ??
    (await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--js-flags=--expose-gc',
      ],
    }));
  const url =
    server.resolvedUrls.local[0] + (process.env.BENCH_SPREAD === 'wide' ? '?spread=wide' : '');
  /** A new page (tab) on the bench, ready to run a case: a fresh heap and DOM per sample. */
  const newPage = async () => {
    const p = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    p.on('pageerror', (e) => console.error('page error:', e.message));
    await p.goto(url);
    await p.waitForFunction(() => typeof window.runCase === 'function');
    return p;
  };
  const page = await newPage();
  const close = async () => {
    if (shared) await page.close();
    else await browser.close();
    await new Promise((r) => server.httpServer.close(r));
  };
  return { browser, page, newPage, close };
}

/** Runs one case in the page: `{ first, next: { laidOut, painted } (ms), shown }`. */
export const runCase = (page, lib, view, n) =>
  page.evaluate(([l, v, k]) => window.runCase(l, v, k), [lib, view, n]);
