/**
 * Request guards that apply to every route, before the contract validates the
 * request (openapi/README.md "Text" and "Booleans"; issue 14, 4f and 6b):
 *
 * - No text may carry a NUL character (U+0000): PostgreSQL refuses it in `text`
 *   columns, so it is answered 400 `validation_failed` naming the field, in the
 *   body (also multipart fields and object keys), the query and the path.
 * - A boolean query parameter accepts `true`, `false`, `1` and `0`: Ajv's
 *   `coerceTypes` turns `"true"`/`"false"` into booleans but not `"1"`/`"0"`,
 *   which become `"true"`/`"false"` here; anything else still fails validation.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, type FieldErrors } from './errors.ts';

/** The Spanish field error for a text with a NUL character. */
export const nulMessage = 'no debe contener el carácter nulo (U+0000)';

/** Dot paths (`educations.0.degree`) of every string or key under `value` that holds U+0000. */
export function fieldsWithNul(value: unknown, at = ''): string[] {
  const join = (key: string) => (at ? `${at}.${key}` : key);
  if (typeof value === 'string') return value.includes('\u0000') ? [at || '_'] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => fieldsWithNul(item, join(String(i))));
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.entries(value).flatMap(([key, item]) =>
      key.includes('\u0000') ? [join(key)] : fieldsWithNul(item, join(key)),
    );
  }
  return [];
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

/** Registers both guards as one `preValidation` hook of every route. */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseNul(request);
    normaliseBooleanQuery(request);
  });
}
