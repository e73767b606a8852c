/**
 * Closes the sockets of revoked access tokens: sign-out, password change or
 * reset, account deletion. Each socket sits in the room of the token it
 * authenticated with ({@link tokenRoom}); with the Redis adapter the
 * disconnection reaches every instance.
 */
import type { Database } from '../db/client.ts';
import { tokenRoom } from './events.ts';
import { serverFor } from './hub.ts';

/** Disconnects every socket authenticated with one of these tokens (SHA-256 hashes). No-op without a socket server. */
export function disconnectTokens(db: Database, tokenHashes: string[]): void {
  const io = serverFor(db);
  if (!io || !tokenHashes.length) return;
  io.in(tokenHashes.map(tokenRoom)).disconnectSockets(true);
}
