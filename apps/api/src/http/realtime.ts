/**
 * Real-time push over socket.io: attaches to the
 * app's HTTP server, authenticates sockets with the bearer token and, with
 * `REDIS_URL`, uses the Redis streams adapter so several instances share events
 * (docs/decisions/0038-surviving-faults-and-rolling-deploys.md).
 */
import type { FastifyInstance } from 'fastify';
import { registerServer } from '../realtime/hub.ts';
import { createRealtimeServer } from '../realtime/server.ts';
import type { AppContext } from './context.ts';

/**
 * Attaches the socket.io server to the app and closes it with the app; adds the `redis`
 * readiness check when `config.redisUrl` is set. Does not wait for Redis.
 */
export async function registerRealtime(
  app: FastifyInstance,
  { db, config }: AppContext,
): Promise<void> {
  const log = app.log.child({ component: 'realtime' });
  const realtime = await createRealtimeServer(app.server, {
    db,
    corsOrigins: config.corsOrigins,
    redisUrl: config.redisUrl,
    participantSecret: config.fileUrlSecret,
    log: { warn: (details, message) => log.warn(details, message), info: (d, m) => log.info(d, m) },
  });
  if (config.redisUrl) app.readiness.add('redis', realtime.redisReady);
  const unregister = registerServer(db, realtime.io);
  // Sockets must go before the HTTP server closes, or it waits for them; they go in a way
  // clients reconnect from (realtime/server.ts `drain`).
  app.addHook('preClose', async () => {
    unregister();
    realtime.drain();
  });
  app.addHook('onClose', () => realtime.close());
}
