/**
 * `pnpm db:seed`: migrates the configured database (DATA_DIR or DATABASE_URL)
 * and loads the demo data when it is empty. `VACANCY_COUNT` sets how many
 * vacancies to generate (default 300).
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDatabase } from '../seed/seed.ts';

const config = loadConfig();
const database = await openDatabase(config);
const vacancyCount = Number(process.env.VACANCY_COUNT ?? 300);
const seeded = await seedDatabase(database.db, { vacancyCount });
console.log(
  seeded
    ? `Datos de demostración cargados (${vacancyCount} vacantes).`
    : 'La base de datos ya tenía datos; no se cambió nada.',
);
await database.close();
