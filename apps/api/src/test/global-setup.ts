/**
 * Vitest global setup for the API tests: migrates and seeds one PGlite
 * database, dumps it to a file and hands its path to every test file, which
 * then starts from a copy instead of migrating and seeding again (pg-boss's
 * `pgboss` schema included). With `TEST_DATABASE_URL`, the same is done once
 * on that PostgreSQL server as a template database, which every test file's
 * throwaway database is created from (`CREATE DATABASE … TEMPLATE`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createJobQueue } from '../jobs/index.ts';
import { seedDatabase } from '../seed/seed.ts';
import { runClockOffset } from './test-clock.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The PostgreSQL template database's name, with `TEST_DATABASE_URL`; '' otherwise. */
    serverTemplate: string;
    /** How far the run's clock is moved from the real one, ms (`test-clock.ts`); 0 on a daytime run. */
    clockOffsetMs: number;
  }
}

const silentLogger = pino({ level: 'silent' });

/** Migrates and seeds `database` (pg-boss's schema and queues included). */
async function prepare(
  database: Awaited<ReturnType<typeof openDatabase>>,
  clockOffsetMs: number,
  databaseUrl = '',
) {
  await seedDatabase(database.db, { now: Date.now() + clockOffsetMs });
  // pg-boss's schema and queues too, so each test app's start only checks them.
  const jobs = createJobQueue({
    db: database.db,
    config: loadConfig({ DATA_DIR: 'memory://', DATABASE_URL: databaseUrl }),
    log: silentLogger,
    supervise: false,
  });
  await jobs.start();
  await jobs.stop();
}

/** Creates, migrates and seeds a template database on the server; returns its name and its removal. */
async function serverTemplate(baseUrl: string, clockOffsetMs: number) {
  const name = `jornada_template_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
  await prepare(database, clockOffsetMs, url.toString());
  await database.close();
  return { name, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export default async function setup(project: TestProject) {
  const clockOffsetMs = runClockOffset();
  project.provide('clockOffsetMs', clockOffsetMs);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await serverTemplate(serverUrl, clockOffsetMs);
    project.provide('serverTemplate', template.name);
    project.provide('pgliteTemplate', '');
    return template.drop;
  }
  project.provide('serverTemplate', '');
  const dir = mkdtempSync(path.join(tmpdir(), 'jornada-pglite-'));
  const file = path.join(dir, 'seeded.tar.gz');
  const database = await openDatabase({ dataDir: 'memory://' });
  await prepare(database, clockOffsetMs);
  const dump = await database.dump!();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
