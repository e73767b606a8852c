/**
 * PostgreSQL going away under a running API, on a throwaway server of the test's own
 * (docs/decisions/0038-surviving-faults-and-rolling-deploys.md): a connection in use that the
 * server ends does not end the process; while the server is stopped every request answers 503
 * with `Retry-After` (never 500, never a hang), readiness says which dependency is down, and
 * the API recovers by itself once the server is back. An uncaught error would fail this run.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildApp } from '../http/app.ts';
import { unavailableMessage } from '../http/errors.ts';
import { seedReferenceData } from '../seed/seed.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/throwaway-services.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { isConnectionError } from './errors.ts';

let server: ThrowawayPostgres;
let database: DatabaseHandle;
let app: FastifyInstance;
const lostConnections: Error[] = [];

/** A request that reads the database: a sign-in for an account that does not exist. */
const signIn = () =>
  app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: {
      grant_type: 'password',
      client_id: 'jornada-web',
      username: 'nadie@jornada.test',
      password: 'Jornada2026!',
    },
  });

beforeAll(async () => {
  server = await startThrowawayPostgres();
  const config = loadConfig({
    DATABASE_URL: server.url(),
    DATA_DIR: 'memory://',
    WEB_DIST: '',
    JOB_WORKERS: '0',
    MAIL_TRANSPORT: 'log',
    RATE_LIMIT_MAX: '0',
  });
  database = await openDatabase({ ...config, onIdleError: (error) => lostConnections.push(error) });
  await seedReferenceData(database.db);
  app = await buildApp({ db: database.db, config, logger: false });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await server?.destroy();
});

describe('given a connection in use whose server session is ended (pg_terminate_backend)', () => {
  it('the transaction fails as a connection error, the process goes on and the next query works', async () => {
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(10)`);
    });
    const outcome = transaction.then(
      () => null,
      (error: unknown) => error,
    );
    await expect
      .poll(async () => {
        const { rows } = await admin.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where query like 'select pg_sleep%' and pid <> pg_backend_pid()`,
        );
        return rows[0]!.n;
      })
      .toBe(1);
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query like 'select pg_sleep%' and pid <> pg_backend_pid()`,
    );
    await admin.end();

    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect(isConnectionError(error)).toBe(true);
    expect(lostConnections.length).toBeGreaterThan(0);
    const result = (await database.db.execute(sql`select 1 as one`)) as unknown as {
      rows: unknown[];
    };
    expect(result.rows).toEqual([{ one: 1 }]);
    expect((await signIn()).statusCode).toBeLessThan(500);
  });
});

describe('given the server is stopped (pg_ctl stop -m fast) and started again', () => {
  it('every request meanwhile answers 503 service_unavailable with Retry-After within seconds, readiness names the database, and the API recovers by itself', async () => {
    expect((await signIn()).statusCode).toBeLessThan(500);
    await server.stop();

    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      const response = await signIn();
      statuses.push(response.statusCode);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: unavailableMessage, code: 'service_unavailable' });
      // The pool's connect timeout (3 s) bounds the wait: a down database is no hang.
      expect(Date.now() - started).toBeLessThan(4500);
    }
    const ready = await app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'error', checks: { database: 'down' } });
    expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);

    await server.start();
    await expect
      .poll(async () => (await signIn()).statusCode, { timeout: 15_000 })
      .toBeLessThan(500);
    const back = await app.inject({ url: '/health/ready' });
    expect(back.statusCode).toBe(200);
    expect(statuses.filter((status) => status === 500)).toEqual([]);
  }, 60_000);
});
