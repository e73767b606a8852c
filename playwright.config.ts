import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { e2eLinkSecret } from './e2e/link-secret.ts';

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

/**
 * A third server with production settings (NODE_ENV=production, SMTP to a sink, PUBLIC_URL):
 * e2e/production/start-server.ts starts it, specs use it through e2e/production/server.ts.
 * The `??=` keeps the temporary paths the runner chose when a worker loads this file again.
 */
process.env.E2E_PRODUCTION_PORT = String(port + 2);
process.env.E2E_PRODUCTION_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'jornada-e2e-prod-'));
process.env.E2E_PRODUCTION_MAIL_FILE ??= path.join(
  mkdtempSync(path.join(tmpdir(), 'jornada-e2e-mail-')),
  'mail.jsonl',
);

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
        // Known to the clock-in spec, which signs a link whose expiry has passed.
        FILE_URL_SECRET: e2eLinkSecret,
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
    {
      command: 'node e2e/production/start-server.ts',
      url: `http://localhost:${port + 2}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
