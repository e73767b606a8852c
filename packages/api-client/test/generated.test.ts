import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { renderSchemaTypes } from '../scripts/render.mjs';

describe('generated types', () => {
  it('match the bundled contract (run `pnpm --filter @jornada/api-client generate` when this fails)', async () => {
    const committed = readFileSync(new URL('../src/generated/schema.ts', import.meta.url), 'utf8');
    expect(committed).toBe(await renderSchemaTypes());
  });
});
