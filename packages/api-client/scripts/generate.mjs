// Generates src/generated/schema.ts from the bundled contract (openapi/dist/openapi.yaml).
// Run after `pnpm --filter @jornada/openapi build`; a test fails when the file is stale.
import { writeFileSync } from 'node:fs';
import { renderSchemaTypes } from './render.mjs';

writeFileSync(new URL('../src/generated/schema.ts', import.meta.url), await renderSchemaTypes());
console.log('src/generated/schema.ts actualizado.');
