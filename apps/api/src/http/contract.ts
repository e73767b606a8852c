/**
 * Loads the bundled OpenAPI contract (`@jornada/openapi`), the source of the
 * server's routes and request validation.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';

/** Minimal typing of the parts of an OpenAPI document the server reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string } & Record<string, unknown>>>;
  [key: string]: unknown;
}

/** Path of the bundle `openapi/dist/openapi.yaml` (built by `pnpm build`). */
export const contractPath = createRequire(import.meta.url).resolve('@jornada/openapi/openapi.yaml');

let parsed: OpenApiDocument | undefined;

/**
 * The bundled contract, read and parsed once per process (a YAML parse of the whole contract
 * takes about a second); each call returns a copy of its own, since the routing glue may change
 * the document it is given.
 * @throws when it has not been built.
 */
export function loadContract(): OpenApiDocument {
  parsed ??= parse(readFileSync(contractPath, 'utf8')) as OpenApiDocument;
  return structuredClone(parsed);
}
