/**
 * The chaos test's own Vitest project (`pnpm test:chaos`), apart from the unit suite's projects
 * in the root vitest.config.ts so `vitest run` never starts it: one file, its scenarios in order,
 * real processes, minutes rather than seconds.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // As the root config's node project: workspace sources, and packages resolved as Node does.
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    name: 'chaos',
    environment: 'node',
    include: ['chaos.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    reporters: ['verbose'],
  },
});
