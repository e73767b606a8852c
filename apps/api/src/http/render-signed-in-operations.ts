/**
 * Renders `src/generated/signed-in-operations.ts`: the operationIds whose
 * contract `security` requires a bearer token (http/authenticate-first.ts
 * decides which). Their handlers run only after `request.userId` was set, so
 * their typed request has it as a `number` (http/signed-in.ts). Shared by
 * `pnpm --filter @jornada/api generate` and the staleness test.
 */
import { bearerRequiredOperations } from './authenticate-first.ts';
import type { OpenApiDocument } from './contract.ts';

const header =
  '/* Generated from openapi/dist/openapi.yaml. Do not edit: run `pnpm --filter @jornada/api generate`. */\n\n';

/** The generated file's full text for a parsed contract. */
export function renderSignedInOperations(contract: OpenApiDocument): string {
  const ids = [
    ...new Set(bearerRequiredOperations(contract).flatMap((o) => o.operationId ?? [])),
  ].sort();
  return (
    header +
    '/** The operationIds that require a signed-in caller (every `security` alternative names `bearerAuth`). */\n' +
    `export type SignedInOperation =\n${ids.map((id) => `  | '${id}'`).join('\n')};\n`
  );
}
