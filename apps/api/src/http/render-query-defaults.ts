/**
 * Renders `src/generated/query-defaults.ts`: per operationId, the query
 * parameters that declare a default in the contract. Ajv fills those defaults
 * before a handler runs, so the handler's typed query has them as required
 * (http/operations.ts). Shared by `pnpm --filter @jornada/api generate` and the
 * staleness test.
 */
import type { OpenApiDocument } from './contract.ts';

interface Parameter {
  name?: string;
  in?: string;
  schema?: { default?: unknown; $ref?: string };
  $ref?: string;
}

const header =
  '/* Generated from openapi/dist/openapi.yaml. Do not edit: run `pnpm --filter @jornada/api generate`. */\n\n';

/** Follows a local `$ref` (`#/components/…`) once; anything else is returned as is. */
function resolve<T extends { $ref?: string }>(contract: OpenApiDocument, value: T): T {
  if (!value.$ref?.startsWith('#/')) return value;
  let target: unknown = contract;
  for (const key of value.$ref.slice(2).split('/')) {
    target = (target as Record<string, unknown> | undefined)?.[key];
  }
  return (target ?? value) as T;
}

/** The generated file's full text for a parsed contract. */
export function renderQueryDefaults(contract: OpenApiDocument): string {
  const entries: string[] = [];
  for (const item of Object.values(contract.paths)) {
    const shared = (item.parameters ?? []) as Parameter[];
    for (const operation of Object.values(item)) {
      if (typeof operation !== 'object' || !operation?.operationId) continue;
      const own = (operation.parameters ?? []) as Parameter[];
      const names = [...shared, ...own]
        .map((parameter) => resolve(contract, parameter))
        .filter(
          (p) =>
            p.in === 'query' && p.name && resolve(contract, p.schema ?? {}).default !== undefined,
        )
        .map((p) => `'${p.name}'`)
        .sort();
      if (names.length)
        entries.push(`  ${operation.operationId as string}: ${[...new Set(names)].join(' | ')};`);
    }
  }
  entries.sort();
  return (
    header +
    '/** Per operationId, the query parameters with a default in the contract (always present after validation). */\n' +
    `export interface QueryDefaults {\n${entries.join('\n')}\n}\n`
  );
}
