/**
 * Throwaway databases for the benchmarks: a PGlite data directory in the
 * system's temporary folder, or a database created on a PostgreSQL server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

/** A benchmark's database backend. */
export type Backend = 'pglite' | 'postgres';

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Opens a fresh, migrated database of the backend; `cleanup` removes it
 * (call it after closing the handle).
 * @param serverUrl - the PostgreSQL server where a throwaway database is created (`postgres` only).
 */
export async function freshDatabase(
  backend: Backend,
  serverUrl: string,
): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  if (backend === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'jornada-bench-'));
    const handle = await openDatabase({ dataDir: dir });
    return { handle, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `jornada_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    handle,
    cleanup: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
