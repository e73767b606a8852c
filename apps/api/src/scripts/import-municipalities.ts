/**
 * `pnpm db:import-municipalities FILE`: imports INEGI's municipality catalogue
 * (CSV: CVE_ENT, NOM_ENT, CVE_MUN, NOM_MUN) into the configured database.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { decodeCsv, importMunicipalities } from '../seed/import-municipalities.ts';

const file = process.argv[2];
if (!file) {
  process.stderr.write('Uso: pnpm db:import-municipalities ARCHIVO.csv\n');
  process.exit(2);
}
const database = await openDatabase(loadConfig());
try {
  const result = await importMunicipalities(
    database.db,
    decodeCsv(readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file))),
  );
  // PGlite runs no autovacuum: refresh the planner's statistics for the new rows.
  await database.db.execute(sql`ANALYZE municipalities`);
  process.stdout.write(`Municipios importados o actualizados: ${result.upserted}\n`);
  for (const s of result.skipped) process.stdout.write(`  línea ${s.line} omitida: ${s.reason}\n`);
} finally {
  await database.close();
}
