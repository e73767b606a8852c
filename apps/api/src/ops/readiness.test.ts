/**
 * Liveness, readiness and the graceful stop's order
 * (docs/decisions/0038-surviving-faults-and-rolling-deploys.md): readiness names each check,
 * turns 503 `draining` the moment a stop begins while the app still serves during the drain
 * wait, and the app and the database are closed after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { shutdown } from './shutdown.ts';

let t: TestApp;
let closed = false;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  if (!closed) await t.close();
});

describe('GET /health/live and GET /health/ready', () => {
  it('given every dependency answers → live 200, ready 200 with each check ok', async () => {
    const live = await t.app.inject({ url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', jobs: 'ok' } });
  });

  it('given a check fails → ready 503 naming it, live still 200', async () => {
    t.app.readiness.add('redis', () => false);
    const ready = await t.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'error',
      checks: { database: 'ok', jobs: 'ok', redis: 'down' },
    });
    expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    t.app.readiness.add('redis', () => true);
  });
});

describe('given a stop begins (SIGTERM) with a drain wait', () => {
  it('readiness answers 503 draining at once while requests are still served, then the app and database close', async () => {
    const stopping = shutdown(
      { app: t.app, database: t.database },
      { shutdownDrainMs: 500, shutdownTimeoutMs: 5000 },
    );
    const ready = await t.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'draining' });
    // Still serving during the wait: the balancer is the one to stop sending requests.
    expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);

    await stopping;
    closed = true;
    await expect(t.database.db.execute('select 1')).rejects.toThrow();
  });
});
