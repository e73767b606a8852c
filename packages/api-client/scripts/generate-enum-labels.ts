/**
 * Regenerates the enums' label maps (src/generated/enum-labels.ts) from the bundled contract. Run
 * by `pnpm --filter @jornada/api-client generate` after the types; test/generated.test.ts fails
 * when the committed file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { enumLabelsFile, renderEnumLabelsFile } from './render-enum-labels.ts';

writeFileSync(new URL(`../${enumLabelsFile}`, import.meta.url), await renderEnumLabelsFile());
console.log(`${enumLabelsFile} actualizado.`);
