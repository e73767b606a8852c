/**
 * Property-based fuzzing of every implemented operation of the contract:
 * requests built from the contract's parameter and body
 * schemas — well-shaped values mixed with boundary ones (ids at 2³¹, NUL
 * bytes, long strings, wrong types) — sent anonymously and as a job seeker,
 * company staff and an administrator. No answer may be a 5xx.
 *
 * Deterministic (fixed seed) and bounded ({@link runsPerOperation} requests
 * per operation) so that it stays a part of `pnpm test`.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../handlers/index.ts';
import { loadContract } from '../http/contract.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { resolveRef, type Schema } from '../test/sample.ts';
import { arbitraryOf } from './arbitraries.ts';

/** Requests per operation (`FUZZ_RUNS` for a longer hunt). @default 25 */
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 25);
/** fast-check seed, so that a failure reproduces (`FUZZ_SEED` to explore others). */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_124);

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const contract = loadContract() as unknown as Schema & {
  paths: Record<string, Record<string, Operation>>;
};
const methods = ['get', 'post', 'put', 'patch', 'delete'];

const all = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method, op]) => methods.includes(method) && op.operationId)
    .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

const identities = ['anonymous', 'candidato', 'empresa', 'admin'] as const;
type Identity = (typeof identities)[number];

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
]);
const fileBytes = fc.constantFrom(
  png,
  Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n'),
  Buffer.from('no es una imagen'),
  Buffer.from('nombre,apellido\nAna,\u0000\n'),
  Buffer.alloc(0),
);

/** A multipart body: text fields (strings of the values) and, when the schema has one, a file part. */
function multipart(fields: Record<string, unknown>, binary: Set<string>, bytes: Buffer) {
  const boundary = '----jornada-fuzz';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (binary.has(name)) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="archivo"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      );
    } else {
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`,
        ),
      );
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const asText = (value: unknown) =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The arbitrary of one whole request to an operation. */
function requestArbitrary({ path, method, op }: (typeof all)[number]) {
  const parameters = (op.parameters ?? [])
    .map((p) => ('$ref' in p ? (resolveRef(contract, p) as unknown as Parameter) : p))
    .filter((p) => p.in === 'path' || p.in === 'query');
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of parameters) model[`${p.in}:${p.name}`] = arbitraryOf(contract, p.schema);
  const required = parameters
    .filter((p) => p.in === 'path' || p.required)
    .map((p) => `${p.in}:${p.name}`);
  const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const bodySchema = media ? resolveRef(contract, media.schema) : undefined;
  const binary = new Set(
    Object.entries((bodySchema?.properties ?? {}) as Record<string, Schema>)
      .filter(([, s]) => s.format === 'binary')
      .map(([k]) => k),
  );
  return fc
    .record({
      identity: fc.constantFrom(...identities),
      parameters: fc.record(model, { requiredKeys: required }),
      body: bodySchema ? arbitraryOf(contract, bodySchema) : fc.constant(undefined),
      bytes: fileBytes,
    })
    .map(({ identity, parameters: values, body, bytes }) => {
      // A lone surrogate cannot be percent-encoded (URIError); a client would send U+FFFD.
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(asText(values[`path:${name}`]).replace(/[\uD800-\uDFFF]/gu, '\uFFFD')),
      );
      const query: Record<string, string | string[]> = {};
      for (const [key, value] of Object.entries(values)) {
        if (!key.startsWith('query:') || value === undefined) continue;
        query[key.slice(6)] = Array.isArray(value) ? value.map(asText) : asText(value);
      }
      let payload: string | Buffer | undefined;
      let headers: Record<string, string> = {};
      if (
        body !== undefined &&
        contentType === 'multipart/form-data' &&
        body &&
        typeof body === 'object'
      ) {
        ({ payload, headers } = multipart(body as Record<string, unknown>, binary, bytes));
      } else if (body !== undefined && contentType === 'application/x-www-form-urlencoded') {
        payload = new URLSearchParams(
          Object.entries(body && typeof body === 'object' ? body : {}).map(
            ([k, v]): [string, string] => [k, asText(v)],
          ),
        ).toString();
        headers = { 'content-type': contentType };
      } else if (body !== undefined) {
        payload = JSON.stringify(body);
        headers = { 'content-type': 'application/json' };
      }
      return { identity, method, url, query, payload, headers };
    });
}

let t: TestApp;
const auth: Partial<Record<Identity, { authorization: string }>> = {};
beforeAll(async () => {
  t = await createTestApp();
  auth.candidato = await signIn(t.app, 'candidato@jornada.test');
  auth.empresa = await signIn(t.app, 'empresa@jornada.test');
  auth.admin = await signIn(t.app, 'admin@jornada.test');
});
afterAll(() => t?.close());

describe('given every implemented operation of the contract', () => {
  it(
    'when fuzzed with schema-shaped and boundary inputs → it never answers a 5xx',
    async () => {
      const implemented = new Set(
        Object.keys(
          createHandlers({ db: t.database.db, config: t.config, storage: t.app.storage }),
        ),
      );
      // Deletions last, so that records stay around for the other operations.
      const targets = all
        .filter(({ op }) => implemented.has(op.operationId))
        .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
      const skipped = all.length - targets.length;
      console.info(
        `contract fuzz: ${targets.length} operations exercised, ${skipped} not implemented (501) skipped, ${runsPerOperation} requests each`,
      );
      const failures: string[] = [];
      for (const target of targets) {
        const result = await fc.check(
          fc.asyncProperty(requestArbitrary(target), async (request) => {
            const response = await t.app.inject({
              method: request.method as 'GET',
              url: request.url,
              query: request.query,
              payload: request.payload,
              headers: { ...request.headers, ...auth[request.identity] },
            });
            if (response.statusCode >= 500) {
              throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`);
            }
          }),
          { seed, numRuns: runsPerOperation, endOnFailure: true },
        );
        if (result.failed) {
          const input = JSON.stringify(result.counterexample?.[0], (_, v: unknown) =>
            typeof v === 'object' && v && (v as { type?: string }).type === 'Buffer'
              ? '<bytes>'
              : v,
          );
          const failure = `${target.op.operationId} (${target.method} ${target.path}): ${String(result.errorInstance)}\n  input: ${input?.slice(0, 600)}`;
          console.error(`contract fuzz: ${failure}`);
          failures.push(failure);
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    },
    60_000 + runsPerOperation * 3_000,
  );
});
