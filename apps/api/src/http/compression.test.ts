import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

// @fastify/compress 9 (decision 0024): responses over 1 KB are compressed.
describe('given a response over 1 KB (the contract document)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('a client that accepts brotli gets it, and the body decodes to the JSON', async () => {
    const response = await test.app.inject({
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'));
    expect(body.openapi).toBe('3.1.0');
  });

  it('a client that accepts only gzip gets gzip; one that accepts nothing gets it plain', async () => {
    const gz = await test.app.inject({
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')).openapi).toBe('3.1.0');
    const plain = await test.app.inject({
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<{ openapi: string }>().openapi).toBe('3.1.0');
  });
});
