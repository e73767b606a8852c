import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRealtimeClient,
  useSocketState,
  type NotificationPayload,
  type RealtimeClient,
  type RealtimeState,
} from '../src/index.ts';

/** What the test server answers a handshake: accept, or refuse with a code (as the API does). */
type Verdict = 'accept' | 'unauthenticated' | 'service_unavailable';

/**
 * A local socket.io server that accepts tokens starting with `valido` (or as `judge` says) and
 * remembers the handshakes.
 */
async function startSocketServer(port = 0, judge?: (token: unknown) => Verdict) {
  const http: HttpServer = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  const tokens: unknown[] = [];
  io.use((socket, next) => {
    tokens.push(socket.handshake.auth.token);
    const token: unknown = socket.handshake.auth.token;
    const verdict =
      judge?.(token) ??
      (typeof token === 'string' && token.startsWith('valido') ? 'accept' : 'refuse');
    if (verdict === 'accept') return next();
    const error = new Error('Tu sesión no es válida o expiró.') as Error & { data?: unknown };
    if (verdict !== 'refuse') error.data = { code: verdict };
    next(error);
  });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  const address = http.address() as AddressInfo;
  return {
    io,
    tokens,
    port: address.port,
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}

function until(client: RealtimeClient, wanted: RealtimeState): Promise<void> {
  return new Promise((resolve) => {
    if (client.state.getSnapshot() === wanted) return resolve();
    const stop = client.state.subscribe(() => {
      if (client.state.getSnapshot() === wanted) {
        stop();
        resolve();
      }
    });
  });
}

const notification: NotificationPayload = {
  id: 1,
  type: 'postulacion',
  title: 'Nueva postulación',
  body: 'Ana se postuló a Chofer de tractocamión.',
  url: '/empresa/vacantes/4',
  data: {},
  read_at: null,
  created_at: '2026-11-22T14:00:00Z',
} as NotificationPayload;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('createRealtimeClient', () => {
  it('connects over websocket with the token in the handshake and moves closed → opening → open', async () => {
    const server = await startSocketServer();
    cleanups.push(server.close);
    const client = createRealtimeClient({ url: server.url, getToken: () => 'valido' });
    cleanups.push(client.disconnect);
    const seen: RealtimeState[] = [client.state.getSnapshot()];
    client.state.subscribe(() => seen.push(client.state.getSnapshot()));
    client.connect();
    await until(client, 'open');
    expect(seen).toEqual(['closed', 'opening', 'open']);
    expect(server.tokens).toEqual(['valido']);
    expect(client.socket.io.engine.transport.name).toBe('websocket');
    client.disconnect();
    expect(client.state.getSnapshot()).toBe('closed');
  });

  it('uses the spec defaults: websocket only, 1 s to 5 s reconnection, 20 s timeout', () => {
    const client = createRealtimeClient({ url: 'http://127.0.0.1:9', getToken: () => null });
    const manager = client.socket.io;
    expect(manager.opts.transports).toEqual(['websocket']);
    expect(manager.reconnectionDelay()).toBe(1000);
    expect(manager.reconnectionDelayMax()).toBe(5000);
    expect(manager.timeout()).toBe(20_000);
    expect(client.state.getSnapshot()).toBe('closed');
  });

  it('delivers typed events to subscribers until they unsubscribe', async () => {
    const server = await startSocketServer();
    cleanups.push(server.close);
    const client = createRealtimeClient({ url: server.url, getToken: () => 'valido' });
    cleanups.push(client.disconnect);
    const received: NotificationPayload[] = [];
    const unsubscribe = client.subscribe('notification.created', (payload) =>
      received.push(payload),
    );
    const counts: number[] = [];
    client.subscribe('notifications.count', ({ unread }) => counts.push(unread));
    client.connect();
    await until(client, 'open');
    server.io.emit('notification.created', notification);
    server.io.emit('notifications.count', { unread: 3 });
    await expect.poll(() => counts).toEqual([3]);
    expect(received).toEqual([notification]);
    unsubscribe();
    server.io.emit('notification.created', { ...notification, id: 2 });
    server.io.emit('notifications.count', { unread: 4 });
    await expect.poll(() => counts).toEqual([3, 4]);
    expect(received).toHaveLength(1);
  });

  it('reconnects after the server restarts, with a fresh token', async () => {
    const first = await startSocketServer();
    let token = 'valido';
    const client = createRealtimeClient({
      url: first.url,
      getToken: () => token,
      reconnectionDelayMs: 50,
      reconnectionDelayMaxMs: 100,
    });
    cleanups.push(client.disconnect);
    client.connect();
    await until(client, 'open');

    await first.close();
    await until(client, 'opening');
    token = 'valido-renovado';
    const second = await startSocketServer(first.port);
    cleanups.push(second.close);
    await until(client, 'open');
    expect(second.tokens).toEqual(['valido-renovado']);

    const received: number[] = [];
    client.subscribe('notification.created', (payload) => received.push(payload.id));
    second.io.emit('notification.created', { ...notification, id: 7 });
    await expect.poll(() => received).toEqual([7]);
  });

  it('when the server rejects the token → closed, with the error reported', async () => {
    const server = await startSocketServer();
    cleanups.push(server.close);
    const client = createRealtimeClient({ url: server.url, getToken: () => 'caducado' });
    cleanups.push(client.disconnect);
    const errors: string[] = [];
    client.onConnectError((error) => errors.push(error.message));
    client.connect();
    await until(client, 'closed');
    expect(errors).toEqual(['Tu sesión no es válida o expiró.']);
  });

  describe('given the server closes the connection itself', () => {
    const fast = { reconnectionDelayMs: 50, reconnectionDelayMaxMs: 100 };

    it('when it disconnects the socket ("io server disconnect") → reconnects by itself and receives events again', async () => {
      const server = await startSocketServer();
      cleanups.push(server.close);
      const client = createRealtimeClient({ url: server.url, getToken: () => 'valido', ...fast });
      cleanups.push(client.disconnect);
      client.connect();
      await until(client, 'open');

      const reasons: string[] = [];
      client.socket.on('disconnect', (reason) => reasons.push(reason));
      server.io.disconnectSockets(true);
      await until(client, 'opening');
      await until(client, 'open');
      expect(reasons).toEqual(['io server disconnect']);
      expect(server.tokens).toEqual(['valido', 'valido']);

      const received: number[] = [];
      client.subscribe('notification.created', (payload) => received.push(payload.id));
      server.io.emit('notification.created', { ...notification, id: 9 });
      await expect.poll(() => received).toEqual([9]);
    });

    it('when it closes the transports (a draining server) → reconnects by itself, to the instance that takes over', async () => {
      const draining = await startSocketServer();
      const client = createRealtimeClient({ url: draining.url, getToken: () => 'valido', ...fast });
      cleanups.push(client.disconnect);
      client.connect();
      await until(client, 'open');
      // What the API's drain does (realtime/server.ts): the engine's transports close, no
      // socket.io disconnect is sent.
      draining.io.engine.close();
      await until(client, 'opening');
      await draining.close();
      const next = await startSocketServer(draining.port);
      cleanups.push(next.close);
      await until(client, 'open');
      expect(next.tokens).toEqual(['valido']);
    });

    it('when the token was revoked (disconnected, then refused as unauthenticated) → closed, and no more attempts', async () => {
      let revoked = false;
      const server = await startSocketServer(0, () => (revoked ? 'unauthenticated' : 'accept'));
      cleanups.push(server.close);
      const client = createRealtimeClient({ url: server.url, getToken: () => 'valido', ...fast });
      cleanups.push(client.disconnect);
      const errors: string[] = [];
      client.onConnectError((error) => errors.push(error.message));
      client.connect();
      await until(client, 'open');

      revoked = true;
      server.io.disconnectSockets(true);
      await until(client, 'opening');
      await until(client, 'closed');
      expect(errors).toEqual(['Tu sesión no es válida o expiró.']);
      // Well past the longest backoff: nothing tried again.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(server.tokens).toEqual(['valido', 'valido']);
      expect(client.state.getSnapshot()).toBe('closed');
    });

    it('when the handshake is refused as service_unavailable → tries again and opens once the server accepts', async () => {
      let refusals = 2;
      const server = await startSocketServer(0, () =>
        refusals-- > 0 ? 'service_unavailable' : 'accept',
      );
      cleanups.push(server.close);
      const client = createRealtimeClient({ url: server.url, getToken: () => 'valido', ...fast });
      cleanups.push(client.disconnect);
      client.connect();
      await until(client, 'open');
      expect(server.tokens).toEqual(['valido', 'valido', 'valido']);
    });

    it('when the app disconnects while a retry waits → closed, and the retry never happens', async () => {
      const server = await startSocketServer();
      cleanups.push(server.close);
      const client = createRealtimeClient({ url: server.url, getToken: () => 'valido', ...fast });
      client.connect();
      await until(client, 'open');
      server.io.disconnectSockets(true);
      await until(client, 'opening');
      client.disconnect();
      expect(client.state.getSnapshot()).toBe('closed');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(server.tokens).toEqual(['valido']);
    });
  });

  it('useSocketState reads the state through useSyncExternalStore', () => {
    const client = createRealtimeClient({ url: 'http://127.0.0.1:9', getToken: () => null });
    function Status() {
      return createElement('output', null, useSocketState(client));
    }
    expect(renderToString(createElement(Status))).toBe('<output>closed</output>');
  });
});
