/**
 * A `@fastify/rate-limit` store on Redis through node-redis (the plugin's own Redis store
 * expects ioredis): one counter per caller and window, incremented and given its expiry in one
 * Lua script, so every instance behind the origin counts the same requests
 * (docs/decisions/0039-limits-metrics-maintenance.md "Rate limit").
 *
 * A Redis that is down or slow fails the call within {@link redisCommandTimeoutMs} (no offline
 * queue), and the limiter then lets the request through (`skipOnError`).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createClient } from 'redis';

/** Longest wait for Redis before a request is let through uncounted, in milliseconds. */
export const redisCommandTimeoutMs = 500;

/** The part of a node-redis client the store uses. */
export interface RateLimitRedis {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

// INCR, and PEXPIRE on the window's first request; the reply is the count and the ms left.
const incrementScript = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** A store over `redis` whose keys start with `prefix`. */
class RedisStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: RateLimitRedis,
    private readonly prefix: string,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.redis
      .eval(incrementScript, { keys: [this.prefix + key], arguments: [String(timeWindow)] })
      .then(
        (reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
  }

  child(routeOptions: { method?: string | string[]; url?: string }): FastifyRateLimitStore {
    return new RedisStore(
      this.redis,
      `${this.prefix}${String(routeOptions.method)}${routeOptions.url}:`,
    );
  }
}

/**
 * The store's class as `@fastify/rate-limit`'s `store` option takes it.
 * @param prefix - put before every key. @default 'jornada:rate:'
 */
export function redisRateLimitStore(
  redis: RateLimitRedis,
  prefix = 'jornada:rate:',
): FastifyRateLimitStoreCtor {
  return class extends RedisStore {
    constructor() {
      super(redis, prefix);
    }
  };
}

/**
 * A node-redis client for the store: commands fail at once while it is disconnected and after
 * {@link redisCommandTimeoutMs} when Redis does not answer; it reconnects by itself. Not
 * connected yet: call `connect()` (which does not reject while Redis is down: it keeps trying).
 * @param onError - told of every connection error (the client would otherwise throw them).
 */
export function createRateLimitRedis(url: string, onError: (error: Error) => void) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: redisCommandTimeoutMs },
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000),
    },
  });
  client.on('error', onError);
  return client;
}
