/**
 * `pnpm db:seed`: migrates the configured database (DATA_DIR or DATABASE_URL)
 * and loads the reference data when it is missing; with `DEMO_DATA=1` also
 * the demo data (`VACANCY_COUNT` vacancies, default 300). Demo data is refused
 * under `NODE_ENV=production`, as in main.ts.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemoData, seedReferenceData } from '../seed/seed.ts';

const config = loadConfig();
if (config.demoData && config.nodeEnv === 'production') {
  console.error(
    'DEMO_DATA no se permite con NODE_ENV=production: crearía cuentas de demostración con una contraseña publicada.',
  );
  process.exit(1);
}
const database = await openDatabase(config);
const vacancyCount = Number(process.env.VACANCY_COUNT ?? 300);
const reference = await seedReferenceData(database.db);
const demo = config.demoData && (await seedDemoData(database.db, { vacancyCount }));
console.log(
  [
    reference ? 'Datos de referencia cargados.' : 'Los datos de referencia ya estaban.',
    config.demoData
      ? demo
        ? `Datos de demostración cargados (${vacancyCount} vacantes).`
        : 'Los datos de demostración ya estaban; no se cambió nada.'
      : 'Sin datos de demostración (usa DEMO_DATA=1 para cargarlos).',
  ].join(' '),
);
await database.close();
