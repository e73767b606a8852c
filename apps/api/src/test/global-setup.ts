/**
 * Vitest global setup for the API tests: migrates and seeds one PGlite
 * database, dumps it to a file and hands its path to every test file, which
 * then starts from a copy instead of migrating and seeding again (pg-boss's
 * `pgboss` schema included).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createJobQueue } from '../jobs/index.ts';
import { seedDatabase } from '../seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

const silentLogger = pino({ level: 'silent' });

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'jornada-pglite-'));
  const file = path.join(dir, 'seeded.tar.gz');
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDatabase(database.db);
  // pg-boss's schema and queues too, so each test app's start only checks them.
  const jobs = createJobQueue({
    db: database.db,
    config: loadConfig({ DATA_DIR: 'memory://', DATABASE_URL: '' }),
    log: silentLogger,
    supervise: false,
  });
  await jobs.start();
  await jobs.stop();
  const dump = await database.dump!();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
