/**
 * Test helpers for sockets: connect a socket.io client to a listening app and
 * wait for events.
 */
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from './events.ts';
import { socketPath } from './server.ts';

/** A typed client socket. */
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Connects with `token` over websocket; resolves once connected, rejects with the server's refusal.
 * @param before - called before connecting, to listen to events sent on connection.
 */
export function connectSocket(
  url: string,
  token: string | undefined,
  before?: (socket: ClientSocket) => void,
): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    path: socketPath,
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
    autoConnect: false,
  });
  before?.(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
    socket.connect();
  });
}

/** Resolves with the first payload of `event` that satisfies `match`, or rejects after `timeoutMs`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  match: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`No llegó ${event} en ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    };
    socket.on(event, listener as never);
  });
}
