import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const BUDGET = 12 * 1024;

describe('given the published bundle', () => {
  it('is under 12 KB of gzipped JavaScript without React and TanStack Virtual', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'multiselect-size-'));
    try {
      await build({
        configFile: false,
        logLevel: 'silent',
        build: {
          outDir,
          emptyOutDir: true,
          minify: true,
          lib: { entry, formats: ['es'], fileName: 'index' },
          rollupOptions: {
            external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-virtual'],
          },
        },
      });
      const files = (await readdir(outDir)).filter((f) => f.endsWith('.js'));
      expect(files.length).toBeGreaterThan(0);
      let gzipped = 0;
      for (const f of files) gzipped += gzipSync(await readFile(join(outDir, f))).length;
      console.info(`@jornada/multiselect: ${gzipped} B gzipped`);
      expect(gzipped).toBeLessThan(BUDGET);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
