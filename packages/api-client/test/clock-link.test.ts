import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  clockLinkKey,
  createClockLinkAttendanceMutationOptions,
  createJornadaClient,
  getClockLinkQueryOptions,
  retryAfterSeconds,
} from '../src/index.ts';
import { json, startLocalServer } from './local-server.ts';

let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());

let queryClient: QueryClient;
beforeEach(() => {
  server.received.length = 0;
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
});

const api = () => createJornadaClient({ origins: { main: server.origin }, retry: false });
const token = 'k1.eyJjIjoxfQ.firma';

describe('the signed clock-in link (decision 39)', () => {
  it('reads the link with the token in X-Clock-Link, never in the URL', async () => {
    server.answer((_req, res) =>
      json(res, 200, { data: { kind: 'kiosk', company: { id: 1, name: 'TdB' } } }),
    );
    const link = await queryClient.fetchQuery(getClockLinkQueryOptions(api(), token));
    expect(link).toMatchObject({ kind: 'kiosk', company: { name: 'TdB' } });
    expect(server.received[0]).toMatchObject({ method: 'GET', url: '/clocker-api/v1/clock-link' });
    expect(server.received[0]!.headers['x-clock-link']).toBe(token);
    expect(server.received[0]!.headers.authorization).toBeUndefined();
  });

  it('posts a check with the header and refreshes the cached link', async () => {
    server.answer((req, res) =>
      req.method === 'GET'
        ? json(res, 200, { data: { kind: 'employee' } })
        : json(res, 201, { data: { clock_status: 'en_turno' } }),
    );
    const client = api();
    await queryClient.fetchQuery(getClockLinkQueryOptions(client, token));
    const result = await new MutationObserver(
      queryClient,
      createClockLinkAttendanceMutationOptions(client, queryClient),
    ).mutate({ token, body: { type: 'check_in', employee_number: 'E-0077', pin: '4821' } });
    expect(result).toEqual({ clock_status: 'en_turno' });
    const post = server.received.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/clocker-api/v1/clock-link/attendances');
    expect(post.headers['x-clock-link']).toBe(token);
    expect(JSON.parse(post.body)).toEqual({
      type: 'check_in',
      employee_number: 'E-0077',
      pin: '4821',
    });
    expect(queryClient.getQueryState(clockLinkKey(token))?.isInvalidated).toBe(true);
  });

  it('given 429 with Retry-After → an ApiError that says how many seconds to wait', async () => {
    server.answer((_req, res) =>
      res
        .writeHead(429, { 'content-type': 'application/json', 'retry-after': '600' })
        .end(JSON.stringify({ message: 'Demasiados intentos.' })),
    );
    const error = await new MutationObserver(
      queryClient,
      createClockLinkAttendanceMutationOptions(api(), queryClient),
    )
      .mutate({ token, body: { type: 'check_in', employee_number: 'E-0077', pin: '0000' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Demasiados intentos.');
    expect(retryAfterSeconds(error)).toBe(600);
    expect(retryAfterSeconds(new ApiError('x', 401, null))).toBeNull();
  });

  it('given 410 → an ApiError with status 410', async () => {
    server.answer((_req, res) => json(res, 410, { message: 'El enlace venció.' }));
    await expect(
      queryClient.fetchQuery(getClockLinkQueryOptions(api(), token)),
    ).rejects.toMatchObject({ status: 410, message: 'El enlace venció.' });
  });
});
