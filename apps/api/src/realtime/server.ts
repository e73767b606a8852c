/**
 * The socket.io server: attached to the app's HTTP server, websocket
 * transport only, authenticated with the bearer
 * token sent as `auth.token` in the handshake. Each socket joins the room of
 * its user and the rooms of the companies its user is staff of. With a Redis URL, the Redis
 * streams adapter shares emits between instances, and connection-state recovery replays to a
 * client what it missed while briefly disconnected (a deploy, a network blip); a Redis or
 * PostgreSQL outage degrades real time without ending the process
 * (docs/decisions/0038-surviving-faults-and-rolling-deploys.md).
 */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { staffCompanyIds } from '../access/membership.ts';
import { hashToken, resolveAccessTokenSession } from '../auth/tokens.ts';
import type { Database } from '../db/client.ts';
import { unavailableMessage } from '../http/errors.ts';
import { companyRoom, tokenRoom, userRoom } from './events.ts';
import { disconnectAtExpiry } from './expiry.ts';
import type { RealtimeServer } from './hub.ts';
import { connectRedisLink, type RedisLinkLog } from './redis-link.ts';
import { countUnread } from './store.ts';
import { attachVideoSignalling } from './video-signalling.ts';

/** Path of the socket.io endpoint (socket.io's default). */
export const socketPath = '/socket.io';

/** Message of the error a client receives when its token is missing or invalid (`connect_error`). */
export const unauthenticatedMessage = 'Tu sesión no es válida o expiró. Inicia sesión de nuevo.';

/**
 * Message of the `connect_error` (code `service_unavailable`) a client receives while the server
 * cannot check its token (the database is away) or is shutting down: it should try again. The
 * same words as the HTTP 503 (http/errors.ts).
 */
export { unavailableMessage };

/**
 * How long a disconnected client's session (its rooms, and the events sent meanwhile) is kept
 * for it to recover on reconnection, in milliseconds.
 */
export const recoveryWindowMs = 2 * 60 * 1000;

/** Options of {@link createRealtimeServer}. */
export interface RealtimeOptions {
  db: Database;
  /** Origins allowed besides the same origin. */
  corsOrigins: string[];
  /** `redis://…` to use the Redis adapter. */
  redisUrl?: string | undefined;
  /** Key the video room's participant tokens are signed with (`FILE_URL_SECRET`); without it no room can be joined. */
  participantSecret?: string;
  /** Where a Redis outage is reported (once when it begins, once when it ends). */
  log?: RedisLinkLog;
}

/** A started socket.io server and how to stop it. */
export interface RealtimeHandle {
  io: RealtimeServer;
  /** Whether Redis is connected; true without a Redis URL. */
  redisReady: () => boolean;
  /**
   * Closes every socket's connection (not its session) so that clients reconnect, to another
   * instance, and recover what they missed; refuses new ones (`service_unavailable`) from now on.
   */
  drain: () => void;
  /** Drains, then closes the adapter and the Redis clients; does not close the HTTP server. */
  close: () => Promise<void>;
}

const refusal = (message: string, code: string) =>
  Object.assign(new Error(message), { data: { code } });

const silentLog: RedisLinkLog = { warn: () => undefined, info: () => undefined };

/**
 * Starts socket.io on `httpServer`. With a Redis URL it does not wait for Redis: real time
 * stays local to this instance until Redis answers.
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
    // : clients time out after 20 s.
    pingTimeout: 20_000,
    // The token is checked again on a recovered connection (skipMiddlewares: false), so a
    // revoked or expired token cannot come back through recovery.
    connectionStateRecovery: { maxDisconnectionDuration: recoveryWindowMs, skipMiddlewares: false },
  });

  const redis = options.redisUrl
    ? connectRedisLink(options.redisUrl, options.log ?? silentLog)
    : null;
  if (redis) io.adapter(redis.adapter as never);

  let draining = false;
  io.use(async (socket, next) => {
    if (draining) return next(refusal(unavailableMessage, 'service_unavailable'));
    const token: unknown = socket.handshake.auth?.token;
    let session: Awaited<ReturnType<typeof resolveAccessTokenSession>> = null;
    try {
      if (typeof token === 'string' && token)
        session = await resolveAccessTokenSession(options.db, token);
    } catch {
      // The token could not be checked (the database is away): the client should try again.
      return next(refusal(unavailableMessage, 'service_unavailable'));
    }
    if (!session) return next(refusal(unauthenticatedMessage, 'unauthenticated'));
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
    await Promise.resolve(
      socket.join([userRoom(userId), tokenRoom(tokenHash), ...companies.map(companyRoom)]),
    ).catch(() => undefined);
    // On every connection, recovered or not: the badge is right again after any gap.
    const unread = await countUnread(options.db, userId).catch(() => null);
    if (unread !== null) socket.emit('notifications.count', { unread });
  });

  const drain = () => {
    draining = true;
    // Closing the transports (not `socket.disconnect()`, which clients take as final and do not
    // retry) ends each connection as "transport close": clients reconnect, and the session kept
    // for them lets another instance replay what they missed.
    io.engine.close();
  };
  return {
    io,
    redisReady: () => redis?.isReady() ?? true,
    drain,
    close: async () => {
      drain();
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      await redis?.close();
    },
  };
}
