import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundle, operations, type OpenApiDocument } from './helpers.ts';

/** Largest value of a PostgreSQL `integer` (int4), the type of every id and amount column. */
const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;
/** String formats whose own grammar bounds the length. */
const selfBoundedFormats = new Set(['date', 'date-time', 'time', 'uuid', 'binary']);

type Schema = Record<string, unknown>;

/** A pattern anchored at both ends without `*`, `+` or `{n,}` bounds the length by itself. */
const boundedPattern = (pattern: unknown) =>
  typeof pattern === 'string' &&
  pattern.startsWith('^') &&
  pattern.endsWith('$') &&
  !/[*+]|\{\d+,\}/.test(pattern.replaceAll('\\\\', '').replace(/\\[*+{]/g, ''));

/**
 * Every schema a caller can send (parameters and request bodies, `$ref`s followed),
 * as `[where, schema]` pairs.
 */
function requestSchemas(doc: OpenApiDocument): [string, Schema][] {
  const resolve = (ref: string) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Schema>((node, key) => node[key] as Schema, doc as Schema);
  const out: [string, Schema][] = [];
  const seen = new Set<string>();
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${at}/${i}`));
    if (!node || typeof node !== 'object') return;
    const schema = node as Schema;
    if (typeof schema.$ref === 'string') {
      if (seen.has(schema.$ref)) return;
      seen.add(schema.$ref);
      return walk(resolve(schema.$ref), schema.$ref);
    }
    if ('type' in schema) out.push([at, schema]);
    for (const [key, value] of Object.entries(schema)) {
      if (key !== 'example' && key !== 'examples' && key !== 'default') walk(value, `${at}/${key}`);
    }
  };
  for (const { method, path, operation } of operations(doc)) {
    walk(operation.parameters, `${method} ${path} parameters`);
    walk(operation.requestBody, `${method} ${path} body`);
  }
  return out;
}

const types = (schema: Schema) =>
  (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[];

describe('bounds of what a caller sends (openapi/README.md "Bounds")', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jornada-openapi-bounds-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let schemas: [string, Schema][] | undefined;
  const getSchemas = () => (schemas ??= requestSchemas(bundle(join(dir, 'openapi.yaml'))));

  it('given an integer or number parameter or field → it has a minimum and a maximum that fit int4', () => {
    const problems = getSchemas()
      .filter(([, s]) => types(s).some((t) => t === 'integer' || t === 'number'))
      .filter(([, s]) => s.enum === undefined && s.const === undefined)
      .filter(
        ([, s]) =>
          typeof s.minimum !== 'number' ||
          typeof s.maximum !== 'number' ||
          s.minimum < INT4_MIN ||
          s.maximum > INT4_MAX,
      )
      .map(([at, s]) => `${at}: minimum ${String(s.minimum)}, maximum ${String(s.maximum)}`);
    expect(problems).toEqual([]);
  }, 60_000);

  it('given a free-text string parameter or field → it has a maxLength', () => {
    const problems = getSchemas()
      .filter(([, s]) => types(s).includes('string'))
      .filter(
        ([, s]) =>
          s.enum === undefined &&
          s.const === undefined &&
          typeof s.maxLength !== 'number' &&
          !selfBoundedFormats.has(s.format as string) &&
          !boundedPattern(s.pattern),
      )
      .map(([at]) => at);
    expect(problems).toEqual([]);
  }, 60_000);

  it('given a URL field a caller sets → it only accepts http and https', () => {
    const problems = getSchemas()
      .filter(([, s]) => s.format === 'uri' && s.pattern !== '^https?://')
      .map(([at, s]) => `${at}: pattern ${String(s.pattern)}`);
    expect(problems).toEqual([]);
  }, 60_000);
});
