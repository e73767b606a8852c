/**
 * Every operation of the contract with a request body answers 4xx, never 5xx,
 * to a body that is missing, not JSON, `null`, an array, a bare string or
 * nested 100,000 levels deep (docs/decisions/0039-limits-metrics-maintenance.md
 * "Bad input"). The operations are read from the contract, not listed here, so
 * a new operation is covered the day it is added. Each is called by the roles
 * its access declaration lets through, so the body reaches its handler.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations, requestFor, type ScopedOperation } from '../test/company-scoped.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { maxJsonDepth } from './json-depth.ts';

const withBody = contractOperations.filter((s) => s.op.requestBody);

/** Who calls an operation of each scope: someone it lets through. */
const callersOf = (s: ScopedOperation): (string | null)[] => {
  switch (s.op['x-jornada-access']?.scope) {
    case 'public':
      return [null];
    case 'admin':
      return ['admin@jornada.test'];
    case 'company':
      return ['empresa@jornada.test', 'admin@jornada.test'];
    default:
      return ['candidato@jornada.test', 'empleado@jornada.test'];
  }
};

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

const json = { 'content-type': 'application/json' };
/** The bad bodies: a label, the payload and its headers. */
const badBodies: [string, string | undefined, Record<string, string>][] = [
  ['no body', undefined, {}],
  ['an empty JSON body', '', json],
  ['invalid JSON', '{"a":', json],
  ['null', 'null', json],
  ['an array', '[]', json],
  ['a bare string', '"x"', json],
  ['100,000 nested arrays', deep(100_000), json],
  ['100,000 nested objects', '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000), json],
];

let t: TestApp;
const headers: Record<string, { authorization: string }> = {};
const ids = { companyId: 1 };

beforeAll(async () => {
  t = await createTestApp();
  for (const email of [
    'candidato@jornada.test',
    'empleado@jornada.test',
    'empresa@jornada.test',
    'admin@jornada.test',
  ])
    headers[email] = await signIn(t.app, email);
});
afterAll(() => t.close());

describe('given any operation with a request body', () => {
  it('the contract has them (JSON, form-encoded and multipart)', () => {
    expect(withBody.length).toBeGreaterThan(100);
  });

  it.each(withBody.map((s) => [`${s.method} ${s.path} (${s.op.operationId})`, s] as const))(
    'when %s gets a missing or malformed body → it answers 4xx',
    async (_, s) => {
      const { url } = requestFor(s, ids);
      for (const caller of callersOf(s))
        for (const [label, payload, extra] of badBodies) {
          const response = await t.app.inject({
            method: s.method as 'POST',
            url,
            headers: { ...(caller ? headers[caller] : {}), ...extra },
            ...(payload !== undefined ? { payload } : {}),
          });
          expect(
            response.statusCode,
            `${s.op.operationId} as ${caller ?? 'anonymous'} with ${label}: ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
        }
    },
  );
});

describe('given a JSON body nested deeper than the limit', () => {
  it(`when ${maxJsonDepth + 1} levels are sent → it answers 400 validation_failed; ${maxJsonDepth} pass the parser`, async () => {
    const send = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/contact', headers: json, payload });
    const tooDeep = await send(`{"subject":${deep(maxJsonDepth)}}`);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toMatchObject({
      code: 'validation_failed',
      errors: { _: [expect.stringContaining(String(maxJsonDepth))] },
    });
    // At the limit the body is parsed and it is the contract that refuses a list for a text.
    const atLimit = await send(`{"subject":${deep(maxJsonDepth - 1)}}`);
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().errors).toHaveProperty('subject');
  });
});
