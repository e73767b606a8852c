import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const appCss = fileURLToPath(new URL('./app.css', import.meta.url));
const appRoot = fileURLToPath(new URL('..', import.meta.url));
const cli = join(
  dirname(createRequire(import.meta.url).resolve('@tailwindcss/cli/package.json')),
  'dist/index.mjs',
);

describe("given the app's stylesheet built by Tailwind from its @source list", () => {
  it("holds the multiselect's highlighted-option and selected-option rules", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'app-css-'));
    try {
      const out = join(dir, 'app.css');
      // From the app's root, as its Vite build runs: Tailwind's automatic source
      // detection then covers apps/web only, and the packages come from @source.
      await run(process.execPath, [cli, '-i', appCss, '-o', out], { cwd: appRoot });
      const css = await readFile(out, 'utf8');
      expect(css).toContain('.data-\\[active\\]\\:bg-primary');
      expect(css).toContain('.aria-selected\\:text-brand-800');
      // The calendar's plain time-grid classes, through @jornada/calendar/tailwind.css.
      expect(css).toContain('.jc-cell');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
