/**
 * Starts the API (and the built web app) on one origin: `pnpm start`.
 * Opens the database (PGlite under DATA_DIR, or DATABASE_URL), migrates,
 * seeds on first start, listens on PORT and shuts down gracefully.
 */
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './http/app.ts';
import { demoAccounts, demoPassword } from './seed/demo-accounts.ts';
import { seedDatabase } from './seed/seed.ts';

const config = loadConfig();
const database = await openDatabase({
  ...config,
  onIdleError: (error) =>
    process.stderr.write(`Conexión inactiva con PostgreSQL perdida: ${error.message}\n`),
});
const app = await buildApp({ db: database.db, config, logger: { level: config.logLevel } });

if (await seedDatabase(database.db)) app.log.info('Datos de demostración cargados.');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Cerrando el servidor…');
    await app.close();
    await database.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const accounts = demoAccounts.map((a) => `    ${a.email.padEnd(28)} ${a.description}`).join('\n');
process.stdout.write(
  `\n  Jornada está lista en ${url}\n  Base de datos: ${database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL'}\n\n  Cuentas de demostración (contraseña ${demoPassword}):\n${accounts}\n\n`,
);
