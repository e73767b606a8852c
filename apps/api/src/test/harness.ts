/**
 * Test harness: a fresh, seeded database and app per test file, on PGlite by
 * default and on a real PostgreSQL server when `TEST_DATABASE_URL` is set (a
 * throwaway database is created there from the run's seeded template and
 * dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { buildApp } from '../http/app.ts';
import { seedDatabase } from '../seed/seed.ts';

/** A running test app. */
export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close: () => Promise<void>;
}

/** A throwaway database on the server, copied from the run's seeded template when there is one. */
async function createServerDatabase(baseUrl: string) {
  const name = `jornada_test_${randomBytes(6).toString('hex')}`;
  const template = inject('serverTemplate');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Opens a seeded database and builds the app on it.
 * @param env - extra environment for {@link loadConfig}.
 * @param options.logger - pino options for the app (e.g. a level and a stream to capture). @default false
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logger?: boolean | object } = {},
): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const server = serverUrl ? await createServerDatabase(serverUrl) : null;
  const config = loadConfig({
    DATA_DIR: 'memory://',
    WEB_DIST: '',
    // The tests read mail from the dev mailbox (inject connects from 127.0.0.1).
    ...(env.SMTP_URL ? {} : { MAIL_TRANSPORT: 'mailbox' }),
    PUBLIC_URL: 'http://localhost:3000',
    // Jobs are queued but not worked unless a test asks (`app.jobs.startWorkers()`).
    JOB_WORKERS: '0',
    // The API-wide rate limit is far above what a test file sends; its own tests lower it.
    RATE_LIMIT_MAX: '1000000',
    ...env,
    DATABASE_URL: server?.url ?? '',
  });
  const template = server ? undefined : inject('pgliteTemplate');
  const database = await openDatabase({
    ...config,
    loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
  });
  await seedDatabase(database.db);
  const app = await buildApp({ db: database.db, config, logger: options.logger ?? false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await server?.drop();
    },
  };
}

/** Signs in through the password grant and returns the bearer header. */
export async function signIn(app: FastifyInstance, username: string, password = 'Jornada2026!') {
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'password', client_id: 'jornada-web', username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { authorization: `Bearer ${response.json().access_token as string}` };
}
