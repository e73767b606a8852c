/**
 * The API-wide rate limit (http/rate-limit.ts): the draft standard's headers on every API
 * answer, 429 in the error contract past the limit, one budget per user or address, shared
 * across instances through Redis, and a Redis outage that lets requests through.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { startThrowawayRedis } from '../test/throwaway-services.ts';
import { redisRateLimitStore } from './rate-limit-store.ts';

const apps: TestApp[] = [];
const start = async (env: Record<string, string>) => {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
};
afterAll(async () => {
  for (const t of apps) await t.close();
});

/** An address of the documentation range, unique to one test (the Redis keys outlive it). */
const address = () =>
  `198.51.100.${1 + (randomBytes(1)[0]! % 250)}, 203.0.113.${randomBytes(1)[0]! % 250}`;

// Each test starts its own app (two with Redis): a few seconds each, more on a busy machine.
describe('given RATE_LIMIT_MAX=3 per minute', { timeout: 60_000 }, () => {
  it('when an address makes a 4th request → 429 too_many_requests in Spanish, with Retry-After; RateLimit-* headers count down before', async () => {
    const t = await start({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/states' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe('3');
      expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThan(0);
      remaining.push(String(response.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/job-categories' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Hiciste demasiadas solicitudes\. Espera \d+ s/),
      code: 'too_many_requests',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');

    // Health checks are not counted.
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).not.toBe(429);
    expect(health.headers['ratelimit-limit']).toBeUndefined();
  });

  it('when a signed-in user calls after the address ran out → the user has a budget of their own', async () => {
    const t = await start({ RATE_LIMIT_MAX: '3' });
    const headers = await signIn(t.app, 'candidato@jornada.test');
    for (let i = 0; i < 2; i++) await t.app.inject({ method: 'GET', url: '/api/v1/states' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/states' })).statusCode).toBe(429);
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['ratelimit-remaining']).toBe('2');
  });

  it('given TRUST_PROXY, counts the client address the proxy names, not the proxy', async () => {
    const t = await start({ RATE_LIMIT_MAX: '1', TRUST_PROXY: '127.0.0.1' });
    const from = (ip: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/states', headers: { 'x-forwarded-for': ip } });
    expect((await from('198.51.100.7')).statusCode).toBe(200);
    expect((await from('198.51.100.7')).statusCode).toBe(429);
    expect((await from('198.51.100.8')).statusCode).toBe(200);
  });
});

describe('given REDIS_URL', { timeout: 60_000 }, () => {
  it('when two instances share Redis → they share one budget per caller', async () => {
    const env = {
      RATE_LIMIT_MAX: '3',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '127.0.0.1',
    };
    const [a, b] = [await start(env), await start(env)];
    const headers = { 'x-forwarded-for': address() };
    const statuses = [];
    for (const t of [a, b, a, b])
      statuses.push(
        (await t!.app.inject({ method: 'GET', url: '/api/v1/states', headers })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('when Redis stops → requests are served, uncounted, without waiting; counted again once it is back', async () => {
    let redis = await startThrowawayRedis();
    const port = redis.port;
    try {
      const t = await createTestApp({
        RATE_LIMIT_MAX: '2',
        REDIS_URL: `redis://127.0.0.1:${port}`,
        TRUST_PROXY: '127.0.0.1',
      });
      const headers = { 'x-forwarded-for': address() };
      const get = () => t.app.inject({ method: 'GET', url: '/api/v1/states', headers });
      expect((await get()).headers['ratelimit-remaining']).toBe('1');
      await redis.stop('SIGKILL');
      for (let i = 0; i < 4; i++) {
        const began = Date.now();
        const response = await get();
        expect(response.statusCode).toBe(200);
        // Far under the command timeout: a closed connection fails at once.
        expect(Date.now() - began).toBeLessThan(2000);
      }
      redis = await startThrowawayRedis(port);
      // The client reconnects by itself (backoff up to 5 s); uncounted answers show the whole
      // budget left, and the new Redis counts from 0.
      let remaining: unknown = '2';
      for (let i = 0; i < 100 && remaining === '2'; i++) {
        remaining = (await get()).headers['ratelimit-remaining'];
        if (remaining === '2') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(remaining).toBe('1');
      expect((await get()).headers['ratelimit-remaining']).toBe('0');
      expect((await get()).statusCode).toBe(429);
      // Closed while Redis is up: the real-time adapter's clients quit cleanly.
      await t.close();
    } finally {
      await redis.stop();
    }
  });
});

describe('the Redis store', () => {
  it('counts with one script per request and gives the window’s remaining time', async () => {
    const calls: { keys: string[]; arguments: string[] }[] = [];
    const Store = redisRateLimitStore({
      eval: async (_script, options) => {
        calls.push(options);
        return [calls.length, 59_000];
      },
    });
    const store = new Store({} as never);
    const result = await new Promise((resolve, reject) =>
      store.incr(
        'ip:198.51.100.1',
        (error, value) => (error ? reject(error) : resolve(value)),
        60_000,
        3,
      ),
    );
    expect(result).toEqual({ current: 1, ttl: 59_000 });
    expect(calls).toEqual([{ keys: ['jornada:rate:ip:198.51.100.1'], arguments: ['60000'] }]);
  });
});
