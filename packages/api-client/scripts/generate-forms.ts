/**
 * Regenerates the form schemas (src/generated/forms.ts) from the bundled contract. Run by
 * `pnpm --filter @jornada/api-client generate` after the query layer; test/generated.test.ts fails
 * when the committed file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { formsFile, renderFormsFile } from './render-forms.ts';

writeFileSync(new URL(`../${formsFile}`, import.meta.url), await renderFormsFile());
console.log(`${formsFile} actualizado.`);
