/**
 * Reads the bearer token of a request.
 */
import type { FastifyRequest } from 'fastify';

/** The `Authorization: Bearer …` token of a request, if any. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
