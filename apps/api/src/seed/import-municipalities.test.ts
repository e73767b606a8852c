import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { municipalities, states } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { decodeCsv, importMunicipalities, parseCsv } from './import-municipalities.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fixture = (name: string) =>
  decodeCsv(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

async function municipality(stateCode: string, code: string) {
  const [row] = await t.database.db
    .select({ name: municipalities.name })
    .from(municipalities)
    .innerJoin(states, eq(states.id, municipalities.stateId))
    .where(and(eq(states.inegiCode, stateCode), eq(municipalities.inegiCode, code)));
  return row?.name;
}

describe('INEGI municipality import', () => {
  it('upserts rows by state and municipality code, padding codes and skipping bad rows', async () => {
    const result = await importMunicipalities(t.database.db, fixture('municipios-inegi.csv'));
    expect(result.upserted).toBe(3);
    expect(result.skipped).toEqual([{ line: 5, reason: 'clave o nombre no válido' }]);
    expect(await municipality('14', '120')).toBe('Zapopan, Jal.');
    expect(await municipality('14', '125')).toBe('San Ignacio Cerro Gordo');
    const again = await importMunicipalities(t.database.db, fixture('municipios-inegi.csv'));
    expect(again.upserted).toBe(3);
    const zapopans = await t.database.db
      .select()
      .from(municipalities)
      .where(eq(municipalities.name, 'Zapopan, Jal.'));
    expect(zapopans).toHaveLength(1);
  });

  it('reads Latin-1 files as INEGI publishes them', async () => {
    await importMunicipalities(t.database.db, fixture('municipios-latin1.csv'));
    expect(await municipality('22', '014')).toBe('Querétaro');
  });

  it('refuses a file without the INEGI columns', async () => {
    await expect(importMunicipalities(t.database.db, 'a,b\n1,2\n')).rejects.toThrow(/CVE_ENT/);
    expect(parseCsv('a,"b ""c"""\r\n')).toEqual([['a', 'b "c"']]);
  });
});
