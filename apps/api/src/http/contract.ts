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

/** Reads and parses the bundled contract. @throws when it has not been built. */
export function loadContract(): OpenApiDocument {
  return parse(readFileSync(contractPath, 'utf8')) as OpenApiDocument;
}
