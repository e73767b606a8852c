/**
 * Vitest global setup for the API tests: migrates and seeds one PGlite
 * database, dumps it to a file and hands its path to every test file, which
 * then starts from a copy instead of migrating and seeding again.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedDatabase } from '../seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'jornada-pglite-'));
  const file = path.join(dir, 'seeded.tar.gz');
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDatabase(database.db);
  const dump = await database.dump!();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
