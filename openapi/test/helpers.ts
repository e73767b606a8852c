import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The openapi/ package directory. */
export const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** The local Redocly CLI binary (never a global one). */
export const redocly = fileURLToPath(new URL('../node_modules/.bin/redocly', import.meta.url));

/** Runs the Redocly CLI in the package directory; throws with its output when it exits non-zero. */
export function runRedocly(args: string[]): string {
  return execFileSync(redocly, args, {
    cwd: packageDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
}

/** Bundles src/openapi.yaml into `out` (relative to the package) and returns the parsed bundle. */
export function bundle(out: string): OpenApiDocument {
  runRedocly(['bundle', 'src/openapi.yaml', '-o', out]);
  return readDocument(out);
}

/** Reads and parses a YAML document (absolute, or relative to the package directory). */
export function readDocument(file: string): OpenApiDocument {
  const path = isAbsolute(file) ? file : join(packageDir, file);
  return parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}

export const METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

export interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  responses?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface OpenApiDocument {
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  [key: string]: unknown;
}

/** Every operation of a document as `{ method, path, operation }`. */
export function operations(doc: OpenApiDocument) {
  const out: { method: string; path: string; operation: Operation }[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) out.push({ method: method.toUpperCase(), path, operation });
    }
  }
  return out;
}

/** A path with every placeholder replaced by `{}`, so that only positions count. */
export function normalisePath(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}');
}
