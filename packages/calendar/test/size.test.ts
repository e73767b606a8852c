import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';

/** Budget of the main entry, gzipped, without the drag-and-drop entry and the locales. */
const BUDGET_BYTES = 25 * 1024;
const pkg = resolve(import.meta.dirname, '..');
let out = '';

afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe('given the main entry bundled with React external', () => {
  it('stays under 25 KB gzipped, with drag and drop and every locale in their own chunks', async () => {
    out = await mkdtemp(join(tmpdir(), 'calendar-size-'));
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      root: pkg,
      resolve: { conditions: ['source', 'module', 'browser', 'production'] },
      mode: 'production',
      oxc: { jsx: { runtime: 'automatic', development: false } },
      build: {
        outDir: out,
        write: false,
        minify: true,
        lib: { entry: join(pkg, 'src/index.ts'), formats: ['es'], fileName: 'index' },
        rollupOptions: { external: (id) => /^react(-dom)?(\/|$)/.test(id) },
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const chunks = (Array.isArray(result) ? result.flatMap((r) => r.output) : result.output).filter(
      (o): o is Rollup.OutputChunk => o.type === 'chunk',
    );
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const entry = chunks.find((c) => c.isEntry)!;
    // the entry and what it imports statically; dynamic imports (dnd, locales) are separate chunks
    const main = new Set<string>();
    const visit = (name: string) => {
      if (main.has(name) || !byName.has(name)) return; // externals (react) are not chunks
      main.add(name);
      byName.get(name)?.imports.forEach(visit);
    };
    visit(entry.fileName);
    const gz = [...main].reduce((sum, name) => sum + gzipSync(byName.get(name)!.code).length, 0);
    console.info(
      `@jornada/calendar main entry: ${(gz / 1024).toFixed(1)} KB gzipped (${main.size} chunk(s), ${chunks.length} in all)`,
    );

    expect([...main].map((n) => byName.get(n)!.code).join('\n')).toContain('react/jsx-runtime');
    expect(entry.dynamicImports.length).toBeGreaterThanOrEqual(41);
    const lazy = chunks.filter((c) => !main.has(c.fileName));
    expect(lazy.some((c) => c.moduleIds.some((id) => id.endsWith('/dnd.ts')))).toBe(true);
    expect(
      lazy.filter((c) =>
        c.moduleIds.some((id) => id.includes('/locales/') && !id.endsWith('index.ts')),
      ).length,
    ).toBeGreaterThanOrEqual(40);
    expect(gz).toBeLessThan(BUDGET_BYTES);
  });
});
