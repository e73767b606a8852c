/**
 * The Playwright web server with production settings:
 * `NODE_ENV=production`, real SMTP (to the sink in smtp-sink.ts),
 * `PUBLIC_URL` set, its own temporary PGlite directory.
 *
 * The demo accounts the specs sign in with are loaded BEFORE the server starts,
 * by the seed script in a separate process that is not production
 * (`NODE_ENV=test DEMO_DATA=1 node apps/api/dist/scripts/seed.js`): like
 * restoring a fixture into the database. The production process itself gets no
 * `DEMO_DATA` and would refuse it, as would the seed script under
 * `NODE_ENV=production`, so this does not make demo data possible in a real
 * production start.
 *
 * Settings come from playwright.config.ts: `E2E_PRODUCTION_PORT`,
 * `E2E_PRODUCTION_DATA_DIR`, `E2E_PRODUCTION_MAIL_FILE`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from './smtp-sink.ts';

const port = process.env.E2E_PRODUCTION_PORT!;
const dataDir = process.env.E2E_PRODUCTION_DATA_DIR!;
const mailFile = process.env.E2E_PRODUCTION_MAIL_FILE!;
const api = path.resolve('apps/api/dist');
const base = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // One browser drives every spec from one address: the API-wide limit has its own tests.
  RATE_LIMIT_MAX: '0',
};

writeFileSync(mailFile, '');
const sink = await startSmtpSink(0, mailFile);

const seeded = spawnSync(process.execPath, [path.join(api, 'scripts/seed.js')], {
  env: { ...base, NODE_ENV: 'test', DEMO_DATA: '1', VACANCY_COUNT: '40' },
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const server = spawn(process.execPath, [path.join(api, 'main.js')], {
  env: {
    ...base,
    NODE_ENV: 'production',
    PORT: port,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    PUBLIC_URL: 'https://jornada.example',
    // One server, as a small installation runs (docs/deploy.md «Secretos en producción»):
    // the local folder, no Redis and the data folder's seal key are allowed; links still need
    // a secret every restart keeps.
    SINGLE_INSTANCE: '1',
    FILE_URL_SECRET: randomBytes(32).toString('base64url'),
  },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => server.kill(signal));
server.on('exit', async (code) => {
  await sink.close();
  process.exit(code ?? 0);
});
