import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/**
 * End-to-end tests in headless Chromium against the built app served by the
 * API on one origin, exactly as `pnpm start` serves it (the test command has
 * built everything before), on a fresh PGlite data directory.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = mkdtempSync(path.join(tmpdir(), 'jornada-e2e-'));
/** A second server with the web app built for a non-production environment (launch mode). */
const launchPort = port + 1;
const launchDataDir = mkdtempSync(path.join(tmpdir(), 'jornada-e2e-launch-'));

/** Origin of the launch-mode server, for e2e/launch.spec.ts. */
process.env.E2E_LAUNCH_ORIGIN = `http://localhost:${launchPort}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'es-MX',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'pnpm --filter @jornada/api run serve',
      url: `http://localhost:${port}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // The demo settings of `pnpm start`: the specs sign in as the demo accounts and read mail
      // from the dev mailbox (the browser and the runner connect from loopback).
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        MAIL_TRANSPORT: 'mailbox',
        DEMO_DATA: '1',
        PUBLIC_URL: `http://localhost:${port}`,
      },
    },
    {
      command: 'pnpm --filter @jornada/api run serve',
      url: `http://localhost:${launchPort}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(launchPort),
        DATA_DIR: launchDataDir,
        LOG_LEVEL: 'warn',
        MAIL_TRANSPORT: 'mailbox',
        DEMO_DATA: '1',
        PUBLIC_URL: `http://localhost:${launchPort}`,
        WEB_DIST: path.resolve('apps/web/dist-launch'),
      },
    },
  ],
});
