/**
 * The socket.io server's link to Redis (docs/decisions/0038-surviving-faults-and-rolling-deploys.md):
 * the Redis streams adapter on a node-redis client that never holds up the start, never ends
 * the process, and while Redis is away lets events reach this instance's sockets at once
 * (and not the other instances'), logging the outage once and how many events it cost.
 */
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';

/** How the link reports an outage: once when Redis goes away, once when it is back. */
export interface RedisLinkLog {
  warn: (details: object, message: string) => void;
  info: (details: object, message: string) => void;
}

/** A Redis link for socket.io. */
export interface RedisLink {
  /** The adapter to hand to `io.adapter(…)` (a constructor, as socket.io wants). */
  adapter: unknown;
  /** Whether Redis is connected now. */
  isReady: () => boolean;
  /** Closes the clients (the adapter's own are closed by `io.of('/').adapter.close()`). */
  close: () => Promise<void>;
}

/** Longest wait between reconnection attempts to Redis, in milliseconds. */
export const redisReconnectMaxMs = 2000;

/** Commands kept while Redis is away before new ones fail at once (node-redis `commandsQueueMaxLength`). */
export const redisQueueMax = 1000;

/** Exponential backoff from 100 ms to {@link redisReconnectMaxMs}, with ±20 % jitter; never gives up. */
export function redisReconnectDelay(retries: number): number {
  const base = Math.min(100 * 2 ** retries, redisReconnectMaxMs);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

type RedisClient = ReturnType<typeof createClient>;

/**
 * A duplicate of `client` (the adapter's subscriber and stream readers) whose SUBSCRIBE and
 * SSUBSCRIBE, sent without being awaited, cannot reject unhandled: closing the adapter destroys
 * the duplicate, which rejects every command still queued («Disconnects client»). A connection
 * that fails for good leaves the adapter waiting, not the process ending.
 */
function quietDuplicate(client: RedisClient, args: Parameters<RedisClient['duplicate']>) {
  const duplicate = client.duplicate(...args);
  const view = Object.create(duplicate) as typeof duplicate;
  const handled = <T>(promise: Promise<T>): Promise<T> => {
    promise.catch(() => undefined);
    return promise;
  };
  Object.assign(view, {
    subscribe: (...rest: Parameters<typeof duplicate.subscribe>) =>
      handled(duplicate.subscribe(...rest)),
    sSubscribe: (...rest: Parameters<typeof duplicate.sSubscribe>) =>
      handled(duplicate.sSubscribe(...rest)),
    connect: () => duplicate.connect().catch(() => new Promise<never>(() => undefined)),
  });
  return view;
}

/** What of a streams adapter instance this link changes. */
interface StreamsAdapter {
  doPublish: (message: unknown) => Promise<string>;
  serverCount: () => Promise<number>;
  restoreSession: (pid: string, offset: string) => Promise<unknown>;
}

/**
 * Connects to Redis in the background and builds the streams adapter on it. Nothing here
 * rejects or throws when Redis is down: the start goes on, the clients retry forever
 * ({@link redisReconnectDelay}), and the adapter's writes are skipped while they would only queue.
 * @param url - `redis://…`.
 */
export function connectRedisLink(url: string, log: RedisLinkLog): RedisLink {
  const client: RedisClient = createClient({
    url,
    socket: { reconnectStrategy: redisReconnectDelay, connectTimeout: 5000 },
    commandsQueueMaxLength: redisQueueMax,
  });
  let down = false;
  let since = 0;
  let skipped = 0;
  const noteDown = (error: unknown) => {
    if (down) return;
    down = true;
    since = Date.now();
    skipped = 0;
    log.warn(
      { err: error },
      'Redis no responde: los eventos en tiempo real llegan solo a los sockets de esta instancia hasta que vuelva.',
    );
  };
  client.on('error', noteDown);
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(
      { outageMs: Date.now() - since, eventsNotShared: skipped },
      'Redis volvió: los eventos en tiempo real se comparten de nuevo entre instancias.',
    );
  });
  // Not awaited: an instance starts (and listens) while Redis is down.
  client.connect().catch(noteDown);

  // The adapter sends PUBLISH (for fetchSockets, serverSideEmit) and SET (a disconnected
  // socket's session) without awaiting them; a rejection there would be unhandled and end the
  // process. A view of the client (node-redis's own pattern, `Object.create`) marks them handled.
  const quiet = <T>(promise: Promise<T>): Promise<T> => {
    promise.catch(noteDown);
    return promise;
  };
  const view = Object.create(client) as RedisClient;
  Object.assign(view, {
    publish: (...args: Parameters<RedisClient['publish']>) => quiet(client.publish(...args)),
    set: (...args: Parameters<RedisClient['set']>) => quiet(client.set(...args)),
    duplicate: (...args: Parameters<RedisClient['duplicate']>) => quietDuplicate(client, args),
  });
  const factory = createAdapter(view, {
    // A client reconnecting within this long gets the events it missed replayed from the stream.
    maxLen: 10_000,
  }) as unknown as (nsp: unknown) => StreamsAdapter;

  const offline = () => !client.isReady;
  function adapter(nsp: unknown): StreamsAdapter {
    const instance = factory(nsp);
    const publish = instance.doPublish.bind(instance);
    // Offline, an XADD would wait in the client's queue and hold this instance's own delivery
    // back until Redis returns; failing it at once lets the adapter deliver locally.
    instance.doPublish = (message) => {
      if (!offline()) return publish(message);
      skipped++;
      return Promise.reject(new Error('Redis is offline'));
    };
    const count = instance.serverCount.bind(instance);
    // fetchSockets asks how many servers answer; offline, only this one does.
    instance.serverCount = () => (offline() ? Promise.resolve(1) : count());
    const restore = instance.restoreSession.bind(instance);
    // Offline, a reconnecting client gets a new session at once rather than a handshake that waits.
    instance.restoreSession = (pid, offset) =>
      offline() ? Promise.reject(new Error('Redis is offline')) : restore(pid, offset);
    return instance;
  }

  return {
    adapter,
    isReady: () => client.isReady,
    close: async () => {
      client.removeAllListeners('ready');
      client.destroy();
    },
  };
}
