import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { buildApp } from '../http/app.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://app.jornada.example' });
});
afterAll(() => t.close());

describe('GET /health', () => {
  it('given the database answers, is 200 with both ok', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  describe('given the database is down', () => {
    const lines: Record<string, unknown>[] = [];
    let down: FastifyInstance;
    beforeAll(async () => {
      const db = {
        execute: () => Promise.reject(new Error('ECONNREFUSED')),
      } as unknown as Database;
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
          done();
        },
      });
      down = await buildApp({
        db,
        config: loadConfig({ WEB_DIST: '' }),
        logger: { level: 'info', stream },
      });
    });
    afterAll(() => down.close());

    it('is 503 with database down, and the structured log line carries the request id', async () => {
      const response = await down.inject({
        url: '/health',
        headers: { 'x-request-id': 'lb-check-42' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'down' });
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 40,
          reqId: 'lb-check-42',
          msg: 'La base de datos no responde',
        }),
      );
    });
  });
});

describe('X-Request-Id', () => {
  it("keeps the caller's id and returns it", async () => {
    const response = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('makes a UUID when there is none, or when it is not an id', async () => {
    const none = await t.app.inject({ url: '/health' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'a b\tc' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is returned on errors too', async () => {
    const response = await t.app.inject({
      url: '/api/v1/no-existe',
      headers: { 'x-request-id': 'err-1' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('err-1');
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/contact',
      headers: { origin, 'access-control-request-method': 'POST' },
    });

  it('allows a configured web origin', async () => {
    const response = await preflight('https://app.jornada.example');
    expect(response.headers['access-control-allow-origin']).toBe('https://app.jornada.example');
  });

  it('refuses an unknown origin: no Access-Control-Allow-Origin', async () => {
    const response = await preflight('https://malicioso.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({
      url: '/health',
      headers: { origin: 'https://malicioso.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers and body limits', () => {
  it('sends helmet headers', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // The fleet map's tiles (docs/decisions/0017-fleet-map.md).
    expect(response.headers['content-security-policy']).toMatch(
      /img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org/,
    );
  });

  it('given a body over 1 MiB, answers 413 in Spanish', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'x',
        email: 'a@b.example',
        subject: 'x'.repeat(1_100_000),
        token: 't',
      }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('El contenido enviado es demasiado grande.');
  });
});
