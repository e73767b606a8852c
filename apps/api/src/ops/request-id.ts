/**
 * Request ids: a caller's (or proxy's) `X-Request-Id` is kept when it looks
 * like an id, otherwise a UUID is made; every log line of the request carries
 * it as `reqId` and the response returns it in `X-Request-Id`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Header that carries the id both ways. */
export const requestIdHeader = 'x-request-id';

const acceptable = /^[\w.:@/+=-]{1,128}$/;

/** Fastify `genReqId`: the incoming id when acceptable (no spaces or control characters, ≤ 128), else a UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && acceptable.test(given) ? given : randomUUID();
}

/** Echoes the request id in every response. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(requestIdHeader, request.id);
  });
}
