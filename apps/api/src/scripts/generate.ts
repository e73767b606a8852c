/**
 * Regenerates the server's files derived from the bundled contract
 * (`src/generated/`). Run after `pnpm --filter @jornada/openapi build`; a test
 * fails when they are stale.
 */
import { writeFileSync } from 'node:fs';
import { loadContract } from '../http/contract.ts';
import { renderQueryDefaults } from '../http/render-query-defaults.ts';
import { renderSignedInOperations } from '../http/render-signed-in-operations.ts';

writeFileSync(
  new URL('../generated/query-defaults.ts', import.meta.url),
  renderQueryDefaults(loadContract()),
);
console.log('src/generated/query-defaults.ts actualizado.');
writeFileSync(
  new URL('../generated/signed-in-operations.ts', import.meta.url),
  renderSignedInOperations(loadContract()),
);
console.log('src/generated/signed-in-operations.ts actualizado.');
