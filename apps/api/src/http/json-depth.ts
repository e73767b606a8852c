/**
 * The JSON body parser with a nesting limit
 * (docs/decisions/0039-limits-metrics-maintenance.md "Bad input"): a body whose
 * arrays and objects nest deeper than {@link maxJsonDepth} is answered 400
 * `validation_failed` before it is parsed, so no recursive walk of the request
 * (the NUL guard, Ajv, a handler) ever meets it. The depth is measured by one
 * loop over the text, without recursion; the body is then parsed by Fastify's
 * own JSON parser, which keeps refusing `__proto__` keys.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** Deepest nesting of arrays and objects a JSON body may have (far beyond any body of the contract). */
export const maxJsonDepth = 64;

/**
 * How deep the arrays and objects of a JSON text nest, counting until `limit` is passed
 * (the text is not validated: brackets inside strings are skipped, anything else is left
 * to `JSON.parse`).
 * @returns the depth, or `limit + 1` as soon as the text nests deeper than `limit`.
 */
export function jsonDepth(text: string, limit = maxJsonDepth): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest && (deepest = depth) > limit) return depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** The Spanish field error for a body nested too deep. */
export const tooDeepMessage = `no debe anidar listas u objetos más de ${maxJsonDepth} niveles`;

/**
 * Replaces the `application/json` parser with one that refuses bodies nested deeper than
 * {@link maxJsonDepth} (400 `validation_failed`) and otherwise parses as Fastify does.
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > maxJsonDepth)
      return done(
        new HttpError(400, 'Los datos enviados no son válidos.', 'validation_failed', {
          _: [tooDeepMessage],
        }),
        undefined,
      );
    parse(request, body as string, done);
  });
}
