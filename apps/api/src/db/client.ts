/**
 * Opens the database: embedded PGlite in a data directory by default, a
 * PostgreSQL server when a `postgres://` URL is given. Both get the same
 * drizzle query layer and the same migrations.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The query layer handed to every handler. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its migrations applied. */
export interface DatabaseHandle {
  db: Database;
  /** `pglite` or `postgres`. */
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the data directory as a gzipped tarball. */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: the connection pool (for its counts: `totalCount`, `idleCount`, `waitingCount`). */
  pool?: pg.Pool;
  /**
   * Runs `task` while this process holds the start-up advisory lock ({@link startupLockKey}),
   * so that work every instance would do at start (migrations, reference data) runs one
   * instance at a time; PGlite has one process, so `task` just runs.
   * @throws what `task` throws, or when the lock's connection cannot be made.
   */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
}

/**
 * The key of the session advisory lock taken around migrations and the reference seed
 * (docs/decisions/0038-surviving-faults-and-rolling-deploys.md): any constant the app's other
 * locks do not use; pg-boss derives its own from its schema name.
 */
export const startupLockKey = 7_305_092_026;

/** Longest wait for a new PostgreSQL connection before a query fails, in milliseconds. */
export const connectTimeoutMs = 3000;

/**
 * Runs `task` holding the session advisory lock `key` on a connection of its own (the lock is
 * the connection's, so a process that dies releases it; the task's queries may use any other).
 */
async function withAdvisoryLock<T>(
  connectionString: string,
  key: number,
  task: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: connectTimeoutMs,
    application_name: 'jornada-startup-lock',
  });
  // Without a listener, the lock connection's loss would end the process; the task fails anyway.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await task();
  } finally {
    await client.end().catch(() => undefined);
  }
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens and migrates the database.
 *
 * @param options.databaseUrl - a PostgreSQL URL; when absent PGlite is used.
 * @param options.dataDir - PGlite's directory, or `memory://` for a throwaway one.
 * @throws when the server cannot be reached or a migration fails.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** A PGlite data directory dump (`dumpDataDir()`) to start from; tests use a seeded one. */
  loadDataDir?: Blob | undefined;
  /** Called when a PostgreSQL connection fails, idle or in use (logged by the server). */
  onIdleError?: ((error: Error) => void) | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { databaseUrl } = options;
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // A server that is down answers "cannot connect" within seconds (a 503), never a hang.
      connectionTimeoutMillis: connectTimeoutMs,
    });
    // An idle client whose backend goes away (restart, DROP DATABASE … FORCE) must not crash the
    // process: the pool drops it and the next query opens a new connection (node-postgres docs).
    pool.on('error', (error) => options.onIdleError?.(error));
    // The pool listens only to idle clients: one checked out (a transaction, a bulk import's
    // chunk) whose server goes away emits 'error' with nobody listening, which ends the process.
    // Its query rejects with the same error and the pool discards it on release.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onIdleError?.(error));
    });
    const db = drizzlePg(pool, { schema });
    const exclusive = <T>(task: () => Promise<T>) =>
      withAdvisoryLock(databaseUrl, startupLockKey, task);
    // Instances starting together on a new database would race on CREATE TABLE (23505).
    await exclusive(() => migratePg(db, { migrationsFolder }));
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      pool,
      exclusive,
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    extensions: { unaccent },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    exclusive: (task) => task(),
    dump: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}
