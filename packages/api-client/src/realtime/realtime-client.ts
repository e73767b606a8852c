/**
 * The real-time client (spec sections 7 "Real-time" and 9 "Socket"): one
 * socket.io connection, websocket transport only, reconnecting after 1 s and
 * up to 5 s between attempts, 20 s connection timeout, the bearer token in the
 * handshake (`auth: { token }`). Its state is a small external store for
 * `useSyncExternalStore`.
 */
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, RealtimeEventName, ServerToClientEvents } from './events.ts';

/** Connection state: `closed` (not connected, not trying), `opening` (connecting or waiting to reconnect), `open`. */
export type RealtimeState = 'closed' | 'opening' | 'open';

/** Options of {@link createRealtimeClient}. */
export interface RealtimeClientOptions {
  /** Origin of the websocket host, e.g. `https://tiempo-real.jornada.mx` (the configured host of spec section 7). */
  url: string;
  /** Returns the current access token (sent as `auth.token` on every (re)connection), or null. */
  getToken: () => string | null | undefined;
  /** Path of the socket.io endpoint. @default '/socket.io' */
  path?: string;
  /** First reconnection delay, in ms. @default 1000 (spec section 9) */
  reconnectionDelayMs?: number;
  /** Longest reconnection delay, in ms. @default 5000 (spec section 9) */
  reconnectionDelayMaxMs?: number;
  /** Connection timeout, in ms. @default 20000 (spec section 9) */
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

  let state: RealtimeState = 'closed';
  const listeners = new Set<() => void>();
  const setState = (next: RealtimeState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  // `socket.active` says whether socket.io will try again by itself.
  const settle = () => setState(socket.connected ? 'open' : socket.active ? 'opening' : 'closed');

  socket.on('connect', () => setState('open'));
  socket.on('disconnect', settle);
  socket.on('connect_error', settle);
  socket.io.on('reconnect_attempt', () => setState('opening'));
  socket.io.on('reconnect_failed', () => setState('closed'));

  const client: RealtimeClient = {
    connect() {
      if (socket.connected || socket.active) return;
      setState('opening');
      socket.connect();
    },
    disconnect() {
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
