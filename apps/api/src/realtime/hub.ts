/**
 * Where code that only holds the database (handlers, services) finds the
 * socket.io server to push through. One app registers its server for its
 * database handle; with the Redis adapter, emitting through one server reaches
 * the user's sockets on every instance.
 */
import type { Server } from 'socket.io';
import type { Database } from '../db/client.ts';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from './events.ts';

/** Jornada's typed socket.io server. */
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

const servers = new WeakMap<Database, RealtimeServer[]>();

/** Registers the server of an app built on `db`. @returns a function that unregisters it. */
export function registerServer(db: Database, server: RealtimeServer): () => void {
  const list = servers.get(db) ?? [];
  list.push(server);
  servers.set(db, list);
  return () => {
    const rest = (servers.get(db) ?? []).filter((s) => s !== server);
    if (rest.length) servers.set(db, rest);
    else servers.delete(db);
  };
}

/**
 * The server to push through for `db`, or `null` when no app serves sockets
 * for it (scripts, the seed). When several apps in one process share a
 * database handle, the first one pushes.
 */
export function serverFor(db: Database): RealtimeServer | null {
  return servers.get(db)?.[0] ?? null;
}
