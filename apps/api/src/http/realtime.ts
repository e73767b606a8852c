/**
 * Real-time push over socket.io (spec section 7 "Real-time"): attaches to the
 * app's HTTP server, authenticates sockets with the bearer token and, with
 * `REDIS_URL`, uses the Redis adapter so several instances share events.
 */
import type { FastifyInstance } from 'fastify';
import { registerServer } from '../realtime/hub.ts';
import { createRealtimeServer } from '../realtime/server.ts';
import type { AppContext } from './context.ts';

/**
 * Attaches the socket.io server to the app and closes it with the app.
 * @throws when `config.redisUrl` is set and Redis cannot be reached.
 */
export async function registerRealtime(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  const realtime = await createRealtimeServer(app.server, {
    db,
    corsOrigins: config.corsOrigins,
    redisUrl: config.redisUrl,
    participantSecret: config.fileUrlSecret,
    onError: (error) => app.log.error({ err: error }, 'Error de conexión con Redis'),
  });
  const unregister = registerServer(db, realtime.io);
  // Sockets must go before the HTTP server closes, or it waits for them.
  app.addHook('preClose', async () => {
    unregister();
    realtime.io.local.disconnectSockets(true);
  });
  app.addHook('onClose', () => realtime.close());
}
