/**
 * The socket.io server: attached to the app's HTTP server, websocket
 * transport only (spec section 7 "Real-time"), authenticated with the bearer
 * token sent as `auth.token` in the handshake. Each socket joins the room of
 * its user and the rooms of the companies its user is staff of. With a Redis URL, the Redis adapter shares emits between instances.
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { staffCompanyIds } from '../auth/authorize.ts';
import { hashToken, resolveAccessTokenSession } from '../auth/tokens.ts';
import type { Database } from '../db/client.ts';
import { companyRoom, tokenRoom, userRoom } from './events.ts';
import { disconnectAtExpiry } from './expiry.ts';
import type { RealtimeServer } from './hub.ts';
import { countUnread } from './store.ts';
import { attachVideoSignalling } from './video-signalling.ts';

/** Path of the socket.io endpoint (socket.io's default). */
export const socketPath = '/socket.io';

/** Message of the error a client receives when its token is missing or invalid (`connect_error`). */
export const unauthenticatedMessage = 'Tu sesión no es válida o expiró. Inicia sesión de nuevo.';

/** Options of {@link createRealtimeServer}. */
export interface RealtimeOptions {
  db: Database;
  /** Origins allowed besides the same origin. */
  corsOrigins: string[];
  /** `redis://…` to use the Redis adapter. */
  redisUrl?: string | undefined;
  /** Key the video room's participant tokens are signed with (`FILE_URL_SECRET`); without it no room can be joined. */
  participantSecret?: string;
  /** Where Redis connection errors are reported. */
  onError?: (error: unknown) => void;
}

/** A started socket.io server and how to stop it. */
export interface RealtimeHandle {
  io: RealtimeServer;
  /** Disconnects every socket and closes the Redis clients; does not close the HTTP server. */
  close: () => Promise<void>;
}

/**
 * Starts socket.io on `httpServer`.
 * @throws when a Redis URL is given and Redis cannot be reached.
 */
export async function createRealtimeServer(
  httpServer: HttpServer,
  options: RealtimeOptions,
): Promise<RealtimeHandle> {
  const io: RealtimeServer = new Server(httpServer, {
    path: socketPath,
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: options.corsOrigins, credentials: true },
    // Spec section 9: clients time out after 20 s.
    pingTimeout: 20_000,
  });

  const redisClients: { quit: () => Promise<unknown> }[] = [];
  if (options.redisUrl) {
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (error) => options.onError?.(error));
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    const session =
      typeof token === 'string' && token
        ? await resolveAccessTokenSession(options.db, token).catch(() => null)
        : null;
    if (!session) {
      const error = new Error(unauthenticatedMessage) as Error & { data?: unknown };
      error.data = { code: 'unauthenticated' };
      return next(error);
    }
    socket.data.userId = session.userId;
    socket.data.tokenHash = hashToken(token as string);
    socket.data.tokenExpiresAt = session.expiresAt.getTime();
    // Read before the socket is accepted, so its rooms are joined before the client hears `connect`.
    socket.data.staffCompanyIds = await staffCompanyIds(options.db, session.userId).catch(() => []);
    next();
  });

  io.on('connection', async (socket) => {
    const { userId, tokenHash, tokenExpiresAt, staffCompanyIds: companies } = socket.data;
    disconnectAtExpiry(socket, tokenExpiresAt);
    if (options.participantSecret)
      attachVideoSignalling(io, socket, { db: options.db, secret: options.participantSecret });
    await socket.join([userRoom(userId), tokenRoom(tokenHash), ...companies.map(companyRoom)]);
    const unread = await countUnread(options.db, userId).catch(() => null);
    if (unread !== null) socket.emit('notifications.count', { unread });
  });

  return {
    io,
    close: async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      await Promise.allSettled(redisClients.map((client) => client.quit()));
    },
  };
}
