/**
 * The API-wide rate limit (`@fastify/rate-limit`; docs/decisions/0039-limits-metrics-maintenance.md
 * "Rate limit"): each caller — the signed-in user, else the address (`request.ip`, which honours
 * `TRUST_PROXY`; IPv6 by its /56) — may make `RATE_LIMIT_MAX` requests to the API per
 * `RATE_LIMIT_WINDOW_MS`, counted in Redis when `REDIS_URL` is set (so across instances) and in
 * this process otherwise. Every API answer carries the draft standard's `RateLimit-Limit`,
 * `RateLimit-Remaining` and `RateLimit-Reset`; past the limit it is 429 `too_many_requests` with
 * `Retry-After`. Health and metrics endpoints and the web app's files are not counted; a Redis
 * outage lets requests through uncounted rather than failing them.
 *
 * The sign-in throttle (auth/throttle.ts) is separate and stricter; this limit only bounds
 * what one caller can ask of the whole API.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { HttpError } from './errors.ts';
import { createRateLimitRedis, redisRateLimitStore } from './rate-limit-store.ts';

/** The Spanish answer past the limit. */
export const rateLimitMessage = (seconds: number) =>
  `Hiciste demasiadas solicitudes. Espera ${seconds} s e intenta de nuevo.`;

/** Longest wait for Redis when the app starts, in milliseconds; uncounted until it answers. */
export const redisStartWaitMs = 2000;

/** Paths the limit counts: the contract's APIs (`/api/…`, `/oauth/…`, `/clocker-api/…`…). */
const apiPath = /^\/(?:api|oauth|[a-z]+-api)\//;

/** The caller a request is counted against: its user when signed in, else its address. */
export const rateLimitKey = (request: FastifyRequest) =>
  request.userId ? `u:${request.userId}` : `ip:${normalizeIP(request.ip, 56)}`;

/**
 * Registers the limit on every route added after it (register it before the routes).
 * `RATE_LIMIT_MAX=0` registers nothing.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  if (config.rateLimitMax === 0) return;
  let store;
  if (config.redisUrl) {
    let down = false;
    const redis = createRateLimitRedis(config.redisUrl, (error) => {
      // Once per outage: the client retries every few seconds.
      if (!down) app.log.warn({ err: error }, 'Límite de solicitudes sin Redis: no se cuenta');
      down = true;
    });
    redis.on('ready', () => (down = false));
    const connected = redis.connect().then(
      () => true,
      () => false,
    );
    // Counted from the first request when Redis is up; never held up more than this when it is not.
    app.addHook('onReady', async () => {
      await Promise.race([connected, setTimeout(redisStartWaitMs)]);
    });
    app.addHook('onClose', async () => redis.destroy());
    store = redisRateLimitStore(redis);
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    // After authenticate-first's onRequest hook, so a signed-in caller is counted as the user.
    hook: 'preParsing',
    keyGenerator: rateLimitKey,
    allowList: (request) => !apiPath.test(request.url),
    enableDraftSpec: true,
    skipOnError: true,
    ...(store ? { store } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        rateLimitMessage(Math.max(1, Math.ceil(context.ttl / 1000))),
        'too_many_requests',
      ),
  });
}
