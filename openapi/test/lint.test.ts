import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundle, operations, readDocument, runRedocly, type OpenApiDocument } from './helpers.ts';

const LINT_TIMEOUT = 60_000;

/** Runs `redocly lint` and returns whether it exited 0, with its output for the failure message. */
function lint(file: string): { ok: boolean; output: string } {
  try {
    return { ok: true, output: runRedocly(['lint', file, '--format', 'stylish']) };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('redocly lint (recommended ruleset)', () => {
  for (const file of ['src/openapi.yaml', 'voice.yaml', 'static.yaml']) {
    it(
      `${file} has no errors`,
      () => {
        const { ok, output } = lint(file);
        expect(ok, output).toBe(true);
      },
      LINT_TIMEOUT,
    );
  }
});

describe('operations of the bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jornada-openapi-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let main: OpenApiDocument | undefined;
  const getMain = () => (main ??= bundle(join(dir, 'openapi.yaml')));

  it(
    'every operation has an operationId, one declared tag, a summary, a description that cites no spec section or issue and a 4xx response',
    () => {
      const doc = getMain();
      const declared = new Set(
        ((doc.tags as { name: string; description?: string }[]) ?? [])
          .filter((t) => t.description)
          .map((t) => t.name),
      );
      const problems: string[] = [];
      for (const { method, path, operation } of operations(doc)) {
        const where = `${method} ${path}`;
        if (!operation.operationId) problems.push(`${where}: no operationId`);
        else if (!/^[a-z][a-zA-Z0-9]*$/.test(operation.operationId))
          problems.push(`${where}: operationId not camelCase`);
        if (operation.tags?.length !== 1) problems.push(`${where}: not exactly one tag`);
        else if (!declared.has(operation.tags[0]!))
          problems.push(`${where}: tag ${operation.tags[0]} not declared with a description`);
        if (!operation.summary) problems.push(`${where}: no summary`);
        if (/spec section|\bissue #?\d/i.test(operation.description ?? ''))
          problems.push(
            `${where}: description cites the spec or an issue (cite a repository file)`,
          );
        const codes = Object.keys(operation.responses ?? {});
        if (!codes.some((c) => /^2/.test(c))) problems.push(`${where}: no 2xx response`);
        if (!codes.some((c) => /^4/.test(c))) problems.push(`${where}: no 4xx response`);
      }
      expect(problems).toEqual([]);
    },
    LINT_TIMEOUT,
  );

  it(
    "search operations live in their resource's domain and carry its tag (no 'search' tag)",
    () => {
      const doc = getMain();
      const tags = ((doc.tags as { name: string }[]) ?? []).map((t) => t.name);
      const searches = operations(doc).filter(({ path }) => path.includes('/search/'));
      expect(searches.length).toBeGreaterThan(20);
      expect(tags).not.toContain('search');
      expect(
        searches.filter(({ operation }) => operation.tags?.[0] === 'search').map((s) => s.path),
      ).toEqual([]);
    },
    LINT_TIMEOUT,
  );

  it(
    'path placeholders have one camelCase name per position',
    () => {
      const names = new Map<string, Set<string>>();
      for (const path of Object.keys(getMain().paths ?? {})) {
        const segments = path.split('/');
        segments.forEach((segment, i) => {
          if (!segment.startsWith('{')) return;
          const prefix = segments
            .slice(0, i)
            .map((s) => (s.startsWith('{') ? '{}' : s))
            .join('/');
          names.set(prefix, (names.get(prefix) ?? new Set()).add(segment));
        });
      }
      const clashes = [...names]
        .filter(([, set]) => set.size > 1)
        .map(([prefix, set]) => `${prefix}/: ${[...set].join(', ')}`);
      const badNames = [...names.values()]
        .flatMap((set) => [...set])
        .filter((name) => !/^\{[a-z][a-zA-Z]*\}$/.test(name));
      expect(clashes).toEqual([]);
      expect(badNames).toEqual([]);
    },
    LINT_TIMEOUT,
  );

  it(
    'operationIds are unique across the three documents',
    () => {
      const all = [getMain(), readDocument('voice.yaml'), readDocument('static.yaml')].flatMap(
        (doc) => operations(doc).map((o) => o.operation.operationId),
      );
      const duplicates = all.filter((id, i) => all.indexOf(id) !== i);
      expect(duplicates).toEqual([]);
    },
    LINT_TIMEOUT,
  );

  it('voice and static operations have an operationId, a tag, a summary and a description', () => {
    const problems: string[] = [];
    for (const file of ['voice.yaml', 'static.yaml']) {
      for (const { method, path, operation } of operations(readDocument(file))) {
        if (
          !operation.operationId ||
          !operation.tags?.length ||
          !operation.summary ||
          !operation.description
        )
          problems.push(`${file} ${method} ${path}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it(
    "uses only JSON Schema keywords that draft-07 (the server's Ajv) and OpenAPI 3.1 share",
    () => {
      const banned = new Set([
        'prefixItems',
        '$defs',
        'unevaluatedProperties',
        'unevaluatedItems',
        'dependentRequired',
        'dependentSchemas',
        'contentMediaType',
        'contentEncoding',
        'nullable',
        '$dynamicRef',
        '$anchor',
      ]);
      const allowedFormats = new Set([
        'date-time',
        'date',
        'time',
        'email',
        'uri',
        'uuid',
        'binary',
        'password',
      ]);
      const problems: string[] = [];
      const walk = (node: unknown, at: string, inSchema: boolean) => {
        if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${at}/${i}`, inSchema));
        if (!node || typeof node !== 'object') return;
        for (const [key, value] of Object.entries(node)) {
          const here = `${at}/${key}`;
          if (inSchema && banned.has(key)) problems.push(`${here}: ${key}`);
          if (
            inSchema &&
            (key === 'exclusiveMinimum' || key === 'exclusiveMaximum') &&
            typeof value === 'boolean'
          )
            problems.push(`${here}: boolean ${key}`);
          if (
            inSchema &&
            key === 'format' &&
            typeof value === 'string' &&
            !allowedFormats.has(value)
          )
            problems.push(`${here}: format ${value}`);
          // 'properties' maps names to schemas: a property may be named like a keyword.
          walk(value, here, inSchema || key === 'schema' || key === 'schemas');
        }
      };
      for (const doc of [getMain(), readDocument('voice.yaml'), readDocument('static.yaml')]) {
        walk(doc, '#', false);
      }
      expect(problems).toEqual([]);
    },
    LINT_TIMEOUT,
  );
});
