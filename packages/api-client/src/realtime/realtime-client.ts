/**
 * The real-time client (9 "Socket"): one
 * socket.io connection, websocket transport only, reconnecting after 1 s and
 * up to 5 s between attempts, 20 s connection timeout, the bearer token in the
 * handshake (`auth: { token }`). Its state is a small external store for
 * `useSyncExternalStore`.
 *
 * It reconnects by itself after any close it did not ask for: a lost transport (socket.io's
 * own reconnection), and also a server-side disconnect and a handshake refused with code
 * `service_unavailable` (a server draining, or unable to check the token for a moment), which
 * socket.io alone treats as final. Any other refusal (`unauthenticated`: the token expired or
 * was revoked) or {@link RealtimeClient.disconnect} stops it.
 */
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, RealtimeEventName, ServerToClientEvents } from './events.ts';

/** Connection state: `closed` (not connected, not trying), `opening` (connecting or waiting to reconnect), `open`. */
export type RealtimeState = 'closed' | 'opening' | 'open';

/** Options of {@link createRealtimeClient}. */
export interface RealtimeClientOptions {
  /** Origin of the websocket host, e.g. `https://tiempo-real.jornada.mx` (the configured host). */
  url: string;
  /** Returns the current access token (sent as `auth.token` on every (re)connection), or null. */
  getToken: () => string | null | undefined;
  /** Path of the socket.io endpoint. @default '/socket.io' */
  path?: string;
  /** First reconnection delay, in ms. @default 1000 */
  reconnectionDelayMs?: number;
  /** Longest reconnection delay, in ms. @default 5000 */
  reconnectionDelayMaxMs?: number;
  /** Connection timeout, in ms. @default 20000 */
  timeoutMs?: number;
  /** Jitter of the reconnection delay, 0 to 1. @default 0.5 (socket.io's default) */
  randomizationFactor?: number;
  /** Connect at once instead of on {@link RealtimeClient.connect}. @default false */
  autoConnect?: boolean;
}

/** A store of the connection state (`subscribe` / `getSnapshot`, as `useSyncExternalStore` expects). */
export interface RealtimeStateStore {
  /** The current state. */
  getSnapshot: () => RealtimeState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/** A real-time connection. */
export interface RealtimeClient {
  /** Opens the connection (no-op when open or opening). */
  connect: () => void;
  /** Closes the connection and stops reconnecting. */
  disconnect: () => void;
  /** The connection state as an external store. */
  state: RealtimeStateStore;
  /**
   * Calls `handler` for every `event` the server pushes.
   * @returns the unsubscribe function.
   */
  subscribe: <E extends RealtimeEventName>(
    event: E,
    handler: ServerToClientEvents[E],
  ) => () => void;
  /** Called with the error of a failed connection attempt (e.g. an invalid token); returns the unsubscribe function. */
  onConnectError: (listener: (error: Error) => void) => () => void;
  /** The underlying socket.io socket, for what this client does not cover. */
  socket: Socket<ServerToClientEvents, ClientToServerEvents>;
}

/**
 * Creates a real-time client; nothing connects until {@link RealtimeClient.connect}
 * unless `autoConnect` is set. One per signed-in session; no singleton.
 * @param options host, token getter, delays in ms.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(options.url, {
    path: options.path ?? '/socket.io',
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: options.reconnectionDelayMs ?? 1000,
    reconnectionDelayMax: options.reconnectionDelayMaxMs ?? 5000,
    randomizationFactor: options.randomizationFactor ?? 0.5,
    timeout: options.timeoutMs ?? 20_000,
    autoConnect: false,
    // A function, so that every reconnection sends the token of the moment.
    auth: (send) => send({ token: options.getToken() ?? null }),
  });

  const delayMs = options.reconnectionDelayMs ?? 1000;
  const delayMaxMs = options.reconnectionDelayMaxMs ?? 5000;
  const jitter = options.randomizationFactor ?? 0.5;
  let wanted = false;
  let attempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Connects again after the same backoff socket.io uses for a lost transport. */
  const retryLater = () => {
    if (!wanted || retryTimer) return;
    const base = Math.min(delayMs * 2 ** attempts++, delayMaxMs);
    const wait = Math.round(base * (1 + jitter * (Math.random() * 2 - 1)));
    setState('opening');
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (wanted && !socket.connected && !socket.active) socket.connect();
    }, wait);
  };

  let state: RealtimeState = 'closed';
  const listeners = new Set<() => void>();
  const setState = (next: RealtimeState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  // `socket.active` says whether socket.io will try again by itself.
  const settle = () =>
    setState(socket.connected ? 'open' : socket.active || retryTimer ? 'opening' : 'closed');

  socket.on('connect', () => {
    attempts = 0;
    setState('open');
  });
  socket.on('disconnect', (reason) => {
    // "io server disconnect": the server closed this socket; socket.io does not retry it.
    if (reason === 'io server disconnect') retryLater();
    settle();
  });
  socket.on('connect_error', (error: Error & { data?: { code?: unknown } }) => {
    // A refusal by the server leaves the socket inactive: tried again only when the server says
    // it is passing (`service_unavailable`); a refused token (`unauthenticated`) is final.
    if (!socket.active && error.data?.code === 'service_unavailable') retryLater();
    else if (!socket.active) wanted = false;
    settle();
  });
  socket.io.on('reconnect_attempt', () => setState('opening'));
  socket.io.on('reconnect_failed', () => setState('closed'));

  const client: RealtimeClient = {
    connect() {
      wanted = true;
      if (socket.connected || socket.active || retryTimer) return;
      setState('opening');
      socket.connect();
    },
    disconnect() {
      wanted = false;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      attempts = 0;
      socket.disconnect();
      setState('closed');
    },
    state: {
      getSnapshot: () => state,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    subscribe(event, handler) {
      // socket.io's typed `on` cannot relate a generic event name to its handler.
      const on = socket.on.bind(socket) as (
        event: string,
        handler: (...args: never[]) => void,
      ) => void;
      const off = socket.off.bind(socket) as (
        event: string,
        handler: (...args: never[]) => void,
      ) => void;
      on(event, handler);
      return () => off(event, handler);
    },
    onConnectError(listener) {
      socket.on('connect_error', listener);
      return () => socket.off('connect_error', listener);
    },
    socket,
  };
  if (options.autoConnect) client.connect();
  return client;
}
