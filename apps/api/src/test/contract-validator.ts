/**
 * Validates responses against the contract in tests: every response body must
 * match the schema the contract gives for its operation and status.
 */
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { loadContract } from '../http/contract.ts';

const contract = loadContract();
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ ...contract, $id: 'contract' } as object);

function escape(segment: string) {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/**
 * Asserts a response matches the contract.
 * @throws an Error listing the mismatches.
 */
export function assertMatchesContract(
  method: string,
  path: string,
  response: LightMyRequestResponse,
): void {
  const operation = contract.paths[path]?.[method.toLowerCase()] as
    | { responses?: Record<string, { $ref?: string; content?: Record<string, unknown> }> }
    | undefined;
  if (!operation) throw new Error(`No operation ${method} ${path} in the contract`);
  const status = String(response.statusCode);
  if (!operation.responses?.[status])
    throw new Error(`Status ${status} is not in the contract for ${method} ${path}`);
  const pointer = `contract#/paths/${escape(path)}/${method.toLowerCase()}/responses/${status}`;
  const declared = operation.responses[status]!;
  const base = declared.$ref ? `contract${declared.$ref}` : pointer;
  const resolved = declared.$ref
    ? (ajv.getSchema(base)?.schema as { content?: Record<string, unknown> } | undefined)
    : declared;
  if (!resolved?.content?.['application/json']) return;
  const validate = ajv.getSchema(`${base}/content/application~1json/schema`);
  if (!validate) throw new Error(`Cannot compile the schema at ${base}`);
  if (!validate(response.json())) {
    throw new Error(
      `${method} ${path} ${status} breaks the contract: ${ajv.errorsText(validate.errors)}`,
    );
  }
}
