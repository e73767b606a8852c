import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { seedDemoData, seedReferenceData, webClientId } from './seed.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

const rows = async (table: typeof t.users | typeof t.companies | typeof t.states) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('the seed, split into reference data and demo data', () => {
  it('given an empty database, the reference data brings catalogues and the web client but no account or company', async () => {
    expect(await seedReferenceData(database.db)).toBe(true);
    expect(await rows(t.states)).toBe(32);
    expect(
      await database.db.select().from(t.oauthClients).where(eq(t.oauthClients.id, webClientId)),
    ).toHaveLength(1);
    expect(await rows(t.users)).toBe(0);
    expect(await rows(t.companies)).toBe(0);
    expect(await seedReferenceData(database.db)).toBe(false);
  });

  it('given the reference data, the demo data adds the demo accounts once', async () => {
    expect(await seedDemoData(database.db, { vacancyCount: 10 })).toBe(true);
    expect(
      await database.db.select().from(t.users).where(eq(t.users.email, 'admin@jornada.test')),
    ).toHaveLength(1);
    expect(await rows(t.companies)).toBeGreaterThan(0);
    // The company's «Cartas laborales» inbox has requests to attend and letters already answered.
    const letterStatuses = await database.db
      .selectDistinct({ status: t.jobLetters.status })
      .from(t.jobLetters);
    expect(letterStatuses.map((l) => l.status).sort()).toEqual([
      'emitida',
      'rechazada',
      'solicitada',
    ]);
    expect(await seedDemoData(database.db, { vacancyCount: 10 })).toBe(false);
  });
});
