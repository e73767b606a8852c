/**
 * Starts the API (and the built web app) on one origin: `pnpm start`.
 * Refuses unsafe settings (config.ts `assertStartable`) and unreadable seal
 * keys (signatures/seal-key.ts), opens the database
 * (PGlite under DATA_DIR, or DATABASE_URL), migrates, loads the reference data
 * on first start and the demo data only with `DEMO_DATA=1` (under an advisory lock on
 * PostgreSQL, so instances may start at once), listens on PORT and shuts down gracefully
 * with a deadline (ops/shutdown.ts).
 */
import { assertStartable, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './http/app.ts';
import { startBanner } from './ops/start-banner.ts';
import { installShutdown } from './ops/shutdown.ts';
import { seedOnStart } from './seed/seed.ts';
import { sealKeyring } from './signatures/seal-key.ts';

const config = loadConfig();
try {
  assertStartable(config);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`\n${error.message}\n\n`);
  process.exit(1);
}
// A malformed SIGNING_KEY or SIGNING_KEYS_PREVIOUS stops the start, not the first signature.
const keyring = await sealKeyring(config).catch((error: Error) => {
  process.stderr.write(`\nNo se pudo cargar la clave de sellado: ${error.message}\n\n`);
  process.exit(1);
});
const database = await openDatabase({
  ...config,
  // Logged and survived: the pool replaces the connection (db/client.ts).
  onIdleError: (error) =>
    process.stderr.write(`Conexión con PostgreSQL perdida: ${error.message}\n`),
});
const app = await buildApp({ db: database.db, config, logger: { level: config.logLevel } });

app.log.info(
  { keyId: keyring.current.id, verifyingKeys: keyring.verifiers.size },
  'Clave de sellado cargada.',
);
const seeded = await seedOnStart(database, { demo: config.demoData });
if (seeded.reference) app.log.info('Datos de referencia cargados.');
if (seeded.demo) app.log.info('Datos de demostración cargados.');

// SIGTERM: readiness 503, drain, close with a deadline (ops/shutdown.ts).
installShutdown({ app, database }, config);

await app.listen({ port: config.port, host: config.host });
process.stdout.write(startBanner(config, database.kind));
