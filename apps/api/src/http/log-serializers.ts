/**
 * What the request log says about a request. Fastify's default logs the URL with its query
 * string; the OsmAnd position endpoint carries a tracker's secret key there (`id`,
 * docs/decisions/0018-fleet-at-work.md), so secrets in query strings are replaced by `[oculto]`.
 * Headers are not logged; should a log line carry them, the secret ones (the bearer token, a
 * signed clock-in link's token in `X-Clock-Link`, decision 39) are replaced by `[oculto]` too.
 */
import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach the log. */
const secretParameters = ['id', 'token', 'signature'];

/** Paths whose secret parameters are hidden (the OsmAnd endpoint and signed file links). */
const secretPaths = ['/ceiba-api/v1/osmand', '/api/v1/files/'];

/** The URL with the values of secret query parameters hidden on the paths that carry them. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const path = url.slice(0, question);
  if (!secretPaths.some((secret) => path.startsWith(secret))) return url;
  const query = new URLSearchParams(url.slice(question + 1));
  for (const name of secretParameters) if (query.has(name)) query.set(name, '[oculto]');
  return `${path}?${query.toString()}`;
}

/** pino serialiser of `req` for Fastify's logger: Fastify's fields, with {@link redactUrl}. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Headers whose values never reach the log, wherever a line carries request headers. */
export const secretHeaderPaths = ['authorization', '["x-clock-link"]'].flatMap((header) =>
  ['headers', 'req.headers', 'request.headers'].map((at) =>
    header.startsWith('[') ? `${at}${header}` : `${at}.${header}`,
  ),
);

/**
 * Fastify logger options with the request serialiser and the redaction of
 * {@link secretHeaderPaths} added; `false` stays `false`.
 */
export function withLogSerializers(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = logger === true ? {} : (logger as Record<string, unknown>);
  const serializers = (options.serializers as Record<string, unknown> | undefined) ?? {};
  const redact = options.redact as { paths?: string[] } | string[] | undefined;
  const paths = Array.isArray(redact) ? redact : (redact?.paths ?? []);
  return {
    ...options,
    serializers: { ...serializers, req: serializeRequest },
    redact: {
      ...(Array.isArray(redact) ? {} : redact),
      paths: [...paths, ...secretHeaderPaths],
      censor: '[oculto]',
    },
  };
}
