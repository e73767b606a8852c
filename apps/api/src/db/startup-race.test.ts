/**
 * Instances starting at the same moment on a new, empty PostgreSQL database
 * (docs/decisions/0038-surviving-faults-and-rolling-deploys.md): each one's migrations, the
 * reference seed and pg-boss's schema run under the start-up advisory lock, so every start
 * succeeds (without it one dies on 23505 pg_type_typname_nsp_index) and the reference data is
 * loaded once.
 */
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createJobQueue } from '../jobs/index.ts';
import { seedOnStart } from '../seed/seed.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { states } from './schema.ts';

const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const name = `jornada_race_${randomBytes(6).toString('hex')}`;
const instances = 4;
const handles: DatabaseHandle[] = [];

const admin = async (text: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(text);
  await client.end();
};

afterAll(async () => {
  for (const handle of handles) await handle.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe(`given ${instances} instances starting at once on an empty database`, () => {
  it('every one migrates, seeds and starts its job queue, and the reference data is there once', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const config = loadConfig({ DATABASE_URL: url.toString(), WEB_DIST: '' });
    const log = { error: () => undefined, warn: () => undefined } as never;

    const results = await Promise.allSettled(
      Array.from({ length: instances }, async () => {
        const handle = await openDatabase(config);
        handles.push(handle);
        const seeded = await seedOnStart(handle, { demo: false });
        const jobs = createJobQueue({ db: handle.db, config, log, supervise: false });
        await jobs.start();
        await jobs.stop();
        return seeded.reference;
      }),
    );

    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const loaded = results.map((result) => (result as PromiseFulfilledResult<boolean>).value);
    expect(loaded.filter(Boolean)).toHaveLength(1);
    const [row] = await handles[0]!.db.select({ n: count() }).from(states);
    expect(row!.n).toBe(32);
  }, 120_000);
});
