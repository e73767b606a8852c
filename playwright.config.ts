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
/**
 * The specs run in two lanes at once, each on its own demo server (its own data directory, so
 * its own demo data): within a lane the specs run one after another in file order, as they all
 * did on one server, so no spec meets another's changes half-way. The lanes are balanced by
 * duration; a new spec joins the first lane unless it is listed in {@link secondLane}.
 */
const secondPort = port + 3;
const secondDataDir = mkdtempSync(path.join(tmpdir(), 'jornada-e2e-b-'));
const secondLane = [
  'company-workspace',
  'fleet',
  'containers',
  'complaints',
  'pipeline',
  'recruiting-vacancies',
  'seeker-phone',
  'profile-skills',
  'job-seeker',
  'access',
  'payments',
  'profile-photo',
  // Checks the demo employee in on a fresh day: clock-in.spec, in the first lane, clocks them out.
  'phone-check-in',
].map((name) => `**/${name}.spec.ts`);
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
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'es-MX',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: secondLane,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${port}` },
    },
    {
      name: 'chromium-b',
      testMatch: secondLane,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${secondPort}` },
    },
  ],
  webServer: [
    demoServer(port, dataDir),
    demoServer(secondPort, secondDataDir),
    {
      command: 'pnpm --filter @jornada/api run serve',
      url: `http://localhost:${launchPort}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(launchPort),
        DATA_DIR: launchDataDir,
        LOG_LEVEL: 'warn',
        // One browser drives every spec from one address: the API-wide limit has its own tests.
        RATE_LIMIT_MAX: '0',
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

/**
 * A server with the demo settings of `pnpm start` on `serverPort` and `serverDataDir`: the specs
 * sign in as the demo accounts and read mail from the dev mailbox (the browser and the runner
 * connect from loopback).
 */
function demoServer(serverPort: number, serverDataDir: string) {
  return {
    command: 'pnpm --filter @jornada/api run serve',
    url: `http://localhost:${serverPort}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(serverPort),
      DATA_DIR: serverDataDir,
      LOG_LEVEL: 'warn',
      // One browser drives every spec from one address: the API-wide limit has its own tests.
      RATE_LIMIT_MAX: '0',
      MAIL_TRANSPORT: 'mailbox',
      DEMO_DATA: '1',
      PUBLIC_URL: `http://localhost:${serverPort}`,
      // Known to the clock-in spec, which signs a link whose expiry has passed.
      FILE_URL_SECRET: e2eLinkSecret,
    },
  };
}
