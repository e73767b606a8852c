/**
 * Regenerates the query layer (src/generated/queries/) from the bundled contract; stale tag
 * files are removed. Run by `pnpm --filter @jornada/api-client generate` after the types;
 * test/generated.test.ts fails when the committed files differ from what this writes.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { queriesDir, renderQueryFiles } from './render-queries.ts';

const root = new URL('../', import.meta.url);
const files = await renderQueryFiles();
const dir = new URL(`${queriesDir}/`, root);
mkdirSync(dir, { recursive: true });
for (const name of readdirSync(dir))
  if (!files.has(`${queriesDir}/${name}`)) rmSync(new URL(name, dir));
for (const [path, text] of files) writeFileSync(new URL(path, root), text);
console.log(`${queriesDir}/ actualizado (${files.size} archivos).`);
