/**
 * Test helper for socket tests: a seeded app listening on a free loopback port.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { connectSocket, type ClientSocket } from '../realtime/test-client.ts';

/** A {@link TestApp} that listens: its base URL and a `connect` whose sockets are closed afterwards. */
export interface ListeningTestApp extends TestApp {
  /** The base URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Connects a socket with `token` (see {@link connectSocket}); it is closed after the tests. */
  connect(
    token: string | undefined,
    before?: (socket: ClientSocket) => void,
  ): Promise<ClientSocket>;
}

/**
 * Registers `beforeAll` / `afterAll` in the calling file or `describe`: builds a
 * seeded app and listens on a free port (the returned object is filled in
 * `beforeAll`); afterwards closes every socket opened through `connect`, then
 * the app.
 */
export function listeningTestApp(): ListeningTestApp {
  const sockets: ClientSocket[] = [];
  const live = {
    async connect(token: string | undefined, before?: (socket: ClientSocket) => void) {
      const socket = await connectSocket(live.url, token, before);
      sockets.push(socket);
      return socket;
    },
  } as ListeningTestApp;
  beforeAll(async () => {
    const t = await createTestApp();
    Object.assign(live, t, { url: await t.app.listen({ port: 0, host: '127.0.0.1' }) });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await live.close();
  });
  return live;
}
