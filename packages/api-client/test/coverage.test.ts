import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const src = new URL('../src/', import.meta.url);
const schema = readFileSync(new URL('generated/schema.ts', src), 'utf8');

/** The operationIds of the generated `operations` interface. */
function operationIds(): string[] {
  const body = schema.slice(schema.indexOf('export interface operations {'));
  return [...body.matchAll(/^ {4}(\w+): \{$/gm)].map((match) => match[1]!);
}

/**
 * Operations a third party calls on the server, never a client: no helper (decision 40,
 * `receiveStripeWebhook` is Stripe's signed webhook).
 */
const serverToServer = new Set(['receiveStripeWebhook']);

describe('query layer coverage', () => {
  it('every operation of the contract has a helper that names it', () => {
    const files = [
      'batch.ts',
      ...readdirSync(new URL('queries/', src)).map((file) => `queries/${file}`),
      ...readdirSync(new URL('generated/queries/', src)).map((file) => `generated/queries/${file}`),
    ];
    const code = files.map((file) => readFileSync(new URL(file, src), 'utf8')).join('\n');
    const ids = operationIds();
    expect(ids.length).toBeGreaterThanOrEqual(240);
    const missing = ids.filter(
      (id) => !serverToServer.has(id) && !new RegExp(`\\b${id}\\b`).test(code),
    );
    expect(missing).toEqual([]);
  });
});
