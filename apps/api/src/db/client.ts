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
  /** Called when an idle PostgreSQL connection fails (logged by the server). */
  onIdleError?: ((error: Error) => void) | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose backend goes away (restart, DROP DATABASE … FORCE) must not crash the
    // process: the pool drops it and the next query opens a new connection (node-postgres docs).
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    extensions: { unaccent },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}
