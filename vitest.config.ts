import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/** One headless Chromium provider for every browser project (TOOLCHAIN.md). */
const provider = () =>
  playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } });

/** The Node test files. */
const nodeTests = [
  'openapi/**/*.test.ts',
  'packages/*/src/**/*.test.ts',
  'packages/*/test/**/*.test.ts',
  'apps/api/src/**/*.test.ts',
  'apps/web/src/**/*.test.ts',
  '.storybook/**/*.test.ts',
];

/** Node test files that need a fresh module graph and process of their own. */
const nodeTestsIsolated = [
  'apps/api/src/handlers/sign-in-timing.test.ts',
  // File-backed PGlite, opened twice: in a long-lived worker its WebAssembly heap outgrows the time.
  'apps/api/src/db/persistence.test.ts',
];

const sourceConditions = ['source', 'module', 'browser', 'development|production'];

export default defineConfig({
  resolve: { conditions: sourceConditions },
  // Pre-bundle what the browser projects import, so Vite never discovers a
  // dependency mid-run and reloads the page under a running test.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-hook-form',
      '@hookform/resolvers/zod',
      'zod',
      'radix-ui',
      'class-variance-authority',
      'clsx',
      'tailwind-merge',
      'lucide-react',
      '@tanstack/react-table',
      '@tanstack/react-virtual',
      '@tanstack/react-query',
      'react-router',
      'vitest-browser-react',
      'axe-core',
      'leaflet',
      'react-leaflet',
      'signature_pad',
      'qrcode.react',
    ],
  },
  // Node tests resolve packages as Node does (no `module` condition): the AWS SDK's `module`
  // builds are bundler-only ESM (https://github.com/aws/aws-sdk-js-v3/issues/3622).
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: nodeTests,
          exclude: [...nodeTestsIsolated, '**/node_modules/**'],
          // The files share their workers' module graph: the API is imported once per worker,
          // not once per file (decision 0042). A file that mocks a module runs in `node-isolated`.
          isolate: false,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: ['apps/api/src/test/test-clock-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: nodeTestsIsolated,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: ['apps/api/src/test/test-clock-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react(), tailwindcss()],
        test: {
          name: 'browser',
          include: ['packages/*/src/**/*.test.tsx', 'apps/web/src/**/*.test.tsx'],
          // Map tiles never come from the network in tests: one blank tile (decision 0017).
          env: { VITE_MAP_TILE_URL: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
          browser: {
            enabled: true,
            headless: true,
            provider: provider(),
            instances: [{ browser: 'chromium', name: 'components' }],
          },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: provider(),
            instances: [{ browser: 'chromium', name: 'stories' }],
          },
        },
      },
    ],
  },
});
