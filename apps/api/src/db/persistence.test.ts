/**
 * Data survives a restart: a file-backed PGlite database in a temporary
 * directory is written through the API, closed, reopened and read back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildApp } from '../http/app.ts';
import { seedDatabase } from '../seed/seed.ts';
import { signIn } from '../test/harness.ts';
import { openDatabase } from './client.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'jornada-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function start() {
  const config = loadConfig({ DATA_DIR: dir, WEB_DIST: '' });
  const database = await openDatabase(config);
  const app = await buildApp({ db: database.db, config, logger: false });
  await app.ready();
  return { app, database, close: async () => (await app.close(), await database.close()) };
}

describe('restart on file-backed PGlite (whatever TEST_DATABASE_URL says, this test opens PGlite itself)', () => {
  it('keeps what was written before the restart', { timeout: 120_000 }, async () => {
    const first = await start();
    await seedDatabase(first.database.db, { vacancyCount: 20 });
    const headers = await signIn(first.app, 'candidato@jornada.test');
    const saved = await first.app.inject({
      method: 'POST',
      url: '/api/v1/search/terms',
      payload: { term: 'montacarguista nocturno' },
    });
    expect(saved.statusCode).toBe(201);
    const me = (await first.app.inject({ method: 'GET', url: '/api/v1/user', headers })).json().data
      .id;
    await first.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${me}/profile`,
      headers,
      payload: { job_title: 'Operadora certificada' },
    });
    await first.close();

    const second = await start();
    try {
      const terms = await second.app.inject({
        method: 'GET',
        url: '/api/v1/search/terms?q=montacarguista',
      });
      expect(terms.json().data[0]).toMatchObject({ term: 'montacarguista nocturno', count: 1 });
      const again = await signIn(second.app, 'candidato@jornada.test');
      const profile = await second.app.inject({
        method: 'GET',
        url: `/api/v1/users/${me}/profile`,
        headers: again,
      });
      expect(profile.json().data.job_title).toBe('Operadora certificada');
      const stillValid = await second.app.inject({ method: 'GET', url: '/api/v1/user', headers });
      expect(stillValid.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
