import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bundle,
  normalisePath,
  operations,
  readDocument,
  type OpenApiDocument,
} from './helpers.ts';

/** The call catalogue of the spec: /work/shared/spec beside /work/main. */
const catalogueUrl = new URL('../../../shared/spec/call-catalogue.tsv', import.meta.url);

/** Base column of the catalogue → path prefix from the host root, and the document describing it. */
const BASES: Record<string, { prefix: string; document: 'main' | 'voice' | 'static' }> = {
  root: { prefix: '', document: 'main' },
  api: { prefix: '/api/v1', document: 'main' },
  jobs: { prefix: '/api/v1', document: 'main' },
  ceiba: { prefix: '/ceiba-api/v1', document: 'main' },
  tags: { prefix: '/tags-api/v1', document: 'main' },
  clocker: { prefix: '/clocker-api/v1', document: 'main' },
  payment: { prefix: '/payment-api/v1', document: 'main' },
  notifications: { prefix: '/notifications-api/v1', document: 'main' },
  panel: { prefix: '/panel-api/v1', document: 'main' },
  voice: { prefix: '/v1', document: 'voice' },
  static: { prefix: '', document: 'static' },
};

/** The spec does not show the prefix of the container report downloads (`?/reports`): decided in README.md. */
const UNKNOWN_PREFIX = '/api/v1/companies/{companyId}/containers';

interface CatalogueLine {
  line: number;
  domain: string;
  base: string;
  method: string;
  path: string;
}

function readCatalogue(): CatalogueLine[] {
  return readFileSync(catalogueUrl, 'utf8')
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ text }) => text.trim() !== '' && !text.startsWith('#'))
    .map(({ text, line }) => {
      const [domain = '', base = '', method = '', path = ''] = text.split('\t');
      return { line, domain, base, method: method.toUpperCase(), path };
    });
}

/** The full path of a catalogue line, from the host root. */
export function fullPath({ base, path }: CatalogueLine): string {
  const known = BASES[base];
  if (!known) throw new Error(`unknown base ${base}`);
  if (path.startsWith('?/')) return `${UNKNOWN_PREFIX}${path.slice(1)}`;
  return `${known.prefix}${path}`;
}

describe('coverage of the call catalogue', () => {
  const documents: Record<string, OpenApiDocument> = {};

  beforeAll(() => {
    documents.main = bundle('dist/openapi.yaml');
    documents.voice = readDocument('voice.yaml');
    documents.static = readDocument('static.yaml');
  }, 60_000);

  it('has 241 operations in the catalogue', () => {
    expect(readCatalogue()).toHaveLength(241);
  });

  it('describes every catalogue line (method + path, placeholders matched by position)', () => {
    const index: Record<string, Set<string>> = {};
    for (const [name, doc] of Object.entries(documents)) {
      index[name] = new Set(operations(doc).map((o) => `${o.method} ${normalisePath(o.path)}`));
    }
    const lines = readCatalogue();
    const missing = lines.filter((entry) => {
      const document = BASES[entry.base]?.document ?? 'main';
      return !index[document]?.has(`${entry.method} ${normalisePath(fullPath(entry))}`);
    });
    const covered = lines.length - missing.length;
    console.info(`call catalogue coverage: ${covered}/${lines.length}`);
    expect(
      missing.map((m) => `line ${m.line}: ${m.domain} ${m.base} ${m.method} ${fullPath(m)}`),
      `${covered}/${lines.length} covered; missing operations`,
    ).toEqual([]);
  });

  it('marks every operation of a non-api base with x-jornada-base', () => {
    const wrong: string[] = [];
    for (const entry of readCatalogue()) {
      if (['api', 'root', 'voice', 'static'].includes(entry.base)) continue;
      const path = normalisePath(fullPath(entry));
      const found = operations(documents.main!).filter(
        (o) => o.method === entry.method && normalisePath(o.path) === path,
      );
      if (!found.some((o) => o.operation['x-jornada-base'] === entry.base)) {
        wrong.push(`${entry.method} ${fullPath(entry)} (base ${entry.base})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
