/**
 * Request guards that apply to every route, before the contract validates the
 * request (openapi/README.md "Text" and "Booleans"):
 *
 * - No text may carry a NUL character (U+0000): PostgreSQL refuses it in `text`
 *   columns, so it is answered 400 `validation_failed` naming the field, in the
 *   body (also multipart fields and object keys), the query and the path.
 * - A boolean query parameter accepts `true`, `false`, `1` and `0`: Ajv's
 *   `coerceTypes` turns `"true"`/`"false"` into booleans but not `"1"`/`"0"`,
 *   which become `"true"`/`"false"` here; anything else still fails validation.
 * - An operation whose contract requires a request body refuses a request without one
 *   (400 `validation_failed`): Fastify validates a body by its content type, so a request
 *   with neither body nor `Content-Type` would otherwise reach the handler with no body
 *   (docs/decisions/0039-limits-metrics-maintenance.md "Bad input").
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OpenApiDocument } from './contract.ts';
import { HttpError, type FieldErrors } from './errors.ts';

/** The Spanish field error for a text with a NUL character. */
export const nulMessage = 'no debe contener el carácter nulo (U+0000)';

/**
 * Dot paths (`educations.0.degree`) of every string or key under `value` that holds U+0000.
 * The walk is a loop over a stack, not a recursion, so no nesting overflows the call stack
 * (JSON bodies are also limited in depth, http/json-depth.ts).
 */
export function fieldsWithNul(value: unknown, at = ''): string[] {
  const found: string[] = [];
  // [value, its path, whether its key held U+0000 (then the key is the finding)]
  const stack: [unknown, string, boolean?][] = [[value, at]];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length) {
    const [item, path, badKey] = stack.pop()!;
    if (badKey) found.push(path);
    else if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(path || '_');
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], join(path, String(i))]);
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        stack.push([child, join(path, key), key.includes('\u0000')]);
      }
    }
  }
  return found;
}

/** Refuses a request whose body, query or path holds U+0000. @throws HttpError 400 */
export function refuseNul(request: FastifyRequest): void {
  const fields = [
    ...fieldsWithNul(request.params),
    ...fieldsWithNul(request.query),
    ...fieldsWithNul(request.body),
  ];
  if (!fields.length) return;
  const errors: FieldErrors = Object.fromEntries(fields.map((field) => [field, [nulMessage]]));
  throw new HttpError(400, 'Los datos enviados no son válidos.', 'validation_failed', errors);
}

type Schema = { type?: string | string[]; properties?: Record<string, Schema> };

const isBoolean = (schema: Schema | undefined) => [schema?.type ?? []].flat().includes('boolean');

/** Turns `1`/`0` into `true`/`false` in the query parameters the route declares boolean. */
export function normaliseBooleanQuery(request: FastifyRequest): void {
  const schema = request.routeOptions.schema?.querystring as Schema | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  if (!schema?.properties || !query) return;
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isBoolean(property)) continue;
    if (query[name] === '1') query[name] = 'true';
    else if (query[name] === '0') query[name] = 'false';
  }
}

/** The Spanish field error for a missing request body. */
export const missingBodyMessage = 'falta el cuerpo de la solicitud';

/**
 * The routes (`POST /api/v1/contact`, Fastify's `:param` form) of every operation of the
 * contract whose `requestBody` is `required`.
 */
export function requiredBodyRoutes(contract: OpenApiDocument): Set<string> {
  const routes = new Set<string>();
  for (const [path, item] of Object.entries(contract.paths))
    for (const [method, operation] of Object.entries(item)) {
      const body = (operation as { requestBody?: { required?: boolean } }).requestBody;
      if (body?.required)
        routes.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  return routes;
}

/**
 * Registers the guards as one `preValidation` hook of every route.
 * @param contract - the contract whose required bodies are enforced.
 */
export function registerInputGuards(app: FastifyInstance, contract: OpenApiDocument): void {
  const required = requiredBodyRoutes(contract);
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && required.has(`${request.method} ${request.routeOptions.url}`))
      throw new HttpError(400, 'Los datos enviados no son válidos.', 'validation_failed', {
        _: [missingBodyMessage],
      });
    refuseNul(request);
    normaliseBooleanQuery(request);
  });
}
