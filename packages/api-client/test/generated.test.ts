import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { renderSchemaTypes } from '../scripts/render.mjs';
import { enumLabelsFile, renderEnumLabelsFile } from '../scripts/render-enum-labels.ts';
import { queriesDir, renderQueryFiles } from '../scripts/render-queries.ts';

const root = new URL('../', import.meta.url);

describe('generated types', () => {
  it('match the bundled contract (run `pnpm --filter @jornada/api-client generate` when this fails)', async () => {
    const committed = readFileSync(new URL('../src/generated/schema.ts', import.meta.url), 'utf8');
    expect(committed).toBe(await renderSchemaTypes());
  });
});

describe('generated query layer', () => {
  it('matches what the generator writes from the bundled contract (run `pnpm --filter @jornada/api-client generate` when this fails)', async () => {
    const expected = await renderQueryFiles();
    const committed = readdirSync(new URL(`${queriesDir}/`, root)).map(
      (name) => `${queriesDir}/${name}`,
    );
    expect(committed.sort()).toEqual([...expected.keys()].sort());
    for (const [path, text] of expected)
      expect(readFileSync(new URL(path, root), 'utf8'), path).toBe(text);
  }, 60_000);
});

describe('generated enum labels', () => {
  it('match the bundled contract (run `pnpm --filter @jornada/api-client generate` when this fails)', async () => {
    const committed = readFileSync(new URL(enumLabelsFile, root), 'utf8');
    expect(committed).toBe(await renderEnumLabelsFile());
  });
});
