import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  backoffDelayMs,
  createJornadaClient,
  parseRetryAfter,
  unwrap,
  type RetryOptions,
} from '../src/index.ts';
import { json, startLocalServer } from './local-server.ts';

let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

/** A fake sleep that records the waits and resolves at once. */
function fakeTimers(random = 0.5) {
  const waits: number[] = [];
  const options: RetryOptions = {
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => random,
  };
  return { waits, options };
}

/** Answers `status` to the first `failures` requests, then 200. */
function failFirst(failures: number, status: number, headers: Record<string, string> = {}) {
  let count = 0;
  server.answer((_req, res) => {
    count += 1;
    if (count <= failures) {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify({ message: `falla ${count}` }));
    } else json(res, 200, { data: [] });
  });
}

describe('given an idempotent request', () => {
  for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
    it(`when the server answers ${status} twice → it retries and succeeds on the third attempt`, async () => {
      failFirst(2, status);
      const { waits, options } = fakeTimers();
      const api = createJornadaClient({ origins: { main: server.origin }, retry: options });
      await expect(unwrap(api.jobs.GET('/api/v1/states'))).resolves.toEqual({ data: [] });
      expect(server.received).toHaveLength(3);
      expect(waits).toHaveLength(2);
    });
  }

  for (const status of [400, 401, 403, 404, 422, 501]) {
    it(`when the server answers ${status} → it does not retry`, async () => {
      failFirst(5, status);
      const { waits, options } = fakeTimers();
      const api = createJornadaClient({ origins: { main: server.origin }, retry: options });
      const error = await unwrap(api.jobs.GET('/api/v1/states')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(status);
      expect(server.received).toHaveLength(1);
      expect(waits).toEqual([]);
    });
  }

  it('gives up after maxAttempts (default 3) and throws the last answer as ApiError', async () => {
    failFirst(100, 503);
    const { options } = fakeTimers();
    const api = createJornadaClient({ origins: { main: server.origin }, retry: options });
    const error = (await unwrap(api.jobs.GET('/api/v1/states')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(server.received).toHaveLength(3);
    expect(error).toMatchObject({ status: 503, message: 'falla 3', data: { message: 'falla 3' } });
  });

  it('honours a configured maxAttempts', async () => {
    failFirst(100, 500);
    const { options } = fakeTimers();
    const api = createJornadaClient({
      origins: { main: server.origin },
      retry: { ...options, maxAttempts: 5 },
    });
    await unwrap(api.jobs.GET('/api/v1/states')).catch(() => undefined);
    expect(server.received).toHaveLength(5);
  });

  it('sends no retry at all with retry: false', async () => {
    failFirst(100, 503);
    const api = createJornadaClient({ origins: { main: server.origin }, retry: false });
    await unwrap(api.jobs.GET('/api/v1/states')).catch(() => undefined);
    expect(server.received).toHaveLength(1);
  });

  it('waits with exponential backoff and full jitter, capped at maxDelayMs', async () => {
    failFirst(100, 503);
    const { waits, options } = fakeTimers(0.5);
    const api = createJornadaClient({
      origins: { main: server.origin },
      retry: { ...options, maxAttempts: 6, baseDelayMs: 100, maxDelayMs: 350 },
    });
    await unwrap(api.jobs.GET('/api/v1/states')).catch(() => undefined);
    // 0.5 × min(350, 100·2^(n−1)) for n = 1..5
    expect(waits).toEqual([50, 100, 175, 175, 175]);
  });

  it('resends the body of a PUT on every attempt', async () => {
    failFirst(1, 502);
    const { options } = fakeTimers();
    const api = createJornadaClient({ origins: { main: server.origin }, retry: options });
    await unwrap(
      api.main.PUT('/api/v1/images/{imageId}', {
        params: { path: { imageId: 7 } },
        body: { comments: 'Frente' },
      }),
    ).catch(() => undefined);
    expect(server.received.map((r) => [r.method, r.body])).toEqual([
      ['PUT', '{"comments":"Frente"}'],
      ['PUT', '{"comments":"Frente"}'],
    ]);
  });

  it('retries a DELETE', async () => {
    failFirst(1, 504);
    const { options } = fakeTimers();
    const api = createJornadaClient({ origins: { main: server.origin }, retry: options });
    await unwrap(
      api.main.DELETE('/api/v1/images/{imageId}', { params: { path: { imageId: 7 } } }),
    ).catch(() => undefined);
    expect(server.received.map((r) => r.method)).toEqual(['DELETE', 'DELETE']);
  });

  it('retries a network failure (connection dropped) and then succeeds', async () => {
    let count = 0;
    server.answer((_req, res) => {
      count += 1;
      if (count === 1) res.socket?.destroy();
      else json(res, 200, { data: [] });
    });
    const { waits, options } = fakeTimers();
    const api = createJornadaClient({ origins: { main: server.origin }, retry: options });
    await expect(unwrap(api.jobs.GET('/api/v1/states'))).resolves.toEqual({ data: [] });
    expect(count).toBe(2);
    expect(waits).toHaveLength(1);
  });
});

describe('Retry-After', () => {
  it('when it gives seconds → waits exactly that long', async () => {
    failFirst(1, 429, { 'retry-after': '2' });
    const { waits, options } = fakeTimers();
    const api = createJornadaClient({ origins: { main: server.origin }, retry: options });
    await unwrap(api.jobs.GET('/api/v1/states'));
    expect(waits).toEqual([2000]);
  });

  it('when it gives an HTTP date → waits until then', async () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    failFirst(1, 503, { 'retry-after': new Date(now + 3000).toUTCString() });
    const { waits, options } = fakeTimers();
    const api = createJornadaClient({
      origins: { main: server.origin },
      retry: { ...options, now: () => now },
    });
    await unwrap(api.jobs.GET('/api/v1/states'));
    expect(waits).toEqual([3000]);
  });

  it('when it is longer than maxRetryAfterMs → does not wait and throws the 429', async () => {
    failFirst(1, 429, { 'retry-after': '120' });
    const { waits, options } = fakeTimers();
    const api = createJornadaClient({ origins: { main: server.origin }, retry: options });
    const error = (await unwrap(api.jobs.GET('/api/v1/states')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(429);
    expect(waits).toEqual([]);
    expect(server.received).toHaveLength(1);
  });

  it('parses seconds, dates and garbage', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(parseRetryAfter('5', now)).toBe(5000);
    expect(parseRetryAfter(new Date(now + 1500).toUTCString(), now)).toBe(1000); // HTTP dates have whole seconds
    expect(parseRetryAfter(new Date(now - 10_000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter('pronto', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('backoffDelayMs grows ×2 per attempt up to the cap', () => {
    const random = () => 0.999999;
    expect(
      [1, 2, 3, 4, 5].map((n) => backoffDelayMs(n, { baseDelayMs: 100, maxDelayMs: 500, random })),
    ).toEqual([99, 199, 399, 499, 499]);
    expect(backoffDelayMs(3, { random: () => 0 })).toBe(0);
  });
});

describe('given a POST', () => {
  it('when the server answers 503 → it is never retried', async () => {
    failFirst(5, 503);
    const { waits, options } = fakeTimers();
    const api = createJornadaClient({ origins: { main: server.origin }, retry: options });
    const error = (await unwrap(
      api.main.POST('/api/v1/contact', {
        body: {
          name: 'Ana',
          email: 'ana@correo.mx',
          message: 'Hola, quiero información.',
        } as never,
      }),
    ).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(503);
    expect(server.received).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('when the connection drops → it is not retried either', async () => {
    server.answer((_req, res) => res.socket?.destroy());
    const { options } = fakeTimers();
    const api = createJornadaClient({ origins: { main: server.origin }, retry: options });
    const error = (await unwrap(
      api.jobs.POST('/api/v1/vacancies/{vacancyId}/bookmark', {
        params: { path: { vacancyId: 1 } },
      }),
    ).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeNull();
    expect(server.received).toHaveLength(1);
  });
});

describe('abort', () => {
  it('when the signal aborts during the backoff → rejects at once, without another attempt', async () => {
    failFirst(100, 503, { 'retry-after': '30' });
    const api = createJornadaClient({ origins: { main: server.origin } });
    const controller = new AbortController();
    const started = Date.now();
    const pending = unwrap(api.jobs.GET('/api/v1/states', { signal: controller.signal })).catch(
      (e: unknown) => e,
    );
    while (server.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeNull();
    expect(error.message).toBe('La solicitud se canceló.');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(server.received).toHaveLength(1);
  });

  it('when an injected sleep ignores the signal → the abort still wins', async () => {
    failFirst(100, 500);
    const api = createJornadaClient({
      origins: { main: server.origin },
      retry: { sleep: () => new Promise<void>(() => undefined) },
    });
    const controller = new AbortController();
    const pending = unwrap(api.jobs.GET('/api/v1/states', { signal: controller.signal })).catch(
      (e: unknown) => e,
    );
    while (server.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    expect(await pending).toMatchObject({ name: 'ApiError', status: null });
  });

  it('an already aborted signal sends nothing', async () => {
    server.answer((_req, res) => json(res, 200, { data: [] }));
    const api = createJornadaClient({ origins: { main: server.origin } });
    const error = await unwrap(
      api.jobs.GET('/api/v1/states', { signal: AbortSignal.abort() }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: null });
    expect(server.received).toHaveLength(0);
  });
});
