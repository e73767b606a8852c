/**
 * `pnpm --filter @jornada/api signing-key:rotate`: rotates the seal key generated in
 * `DATA_DIR` (decision 52; apps/api/README.md "Rotar la clave de sellado"). The old key's
 * public half stays in `DATA_DIR/signing-keys/` so documents sealed with it still verify;
 * the next start generates a new key.
 */
import { loadConfig } from '../config.ts';
import { rotateStoredKey } from '../signatures/seal-key.ts';

const config = loadConfig();
if (config.signingKey) {
  console.error(
    'SIGNING_KEY está definida: rota la clave cambiando SIGNING_KEY y agregando la pública anterior a SIGNING_KEYS_PREVIOUS.',
  );
  process.exit(1);
}
const { retired } = await rotateStoredKey(config.dataDir);
console.log(
  `Clave ${retired} retirada: su parte pública quedó en ${config.dataDir}/signing-keys/. Reinicia el servidor para generar la nueva.`,
);
