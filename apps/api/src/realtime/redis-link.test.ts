/**
 * The Redis link on the project's Redis (127.0.0.1:6379 on these machines and CI): closing
 * the adapter right after its subscriber connects destroys that client while its SUBSCRIBE
 * is still queued, and the rejection that follows («Disconnects client») stays handled.
 */
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { connectRedisLink, type RedisLink } from './redis-link.ts';

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const silent = { warn: () => undefined, info: () => undefined };

let link: RedisLink | undefined;
afterEach(async () => {
  await link?.close();
});

describe('given a socket.io server on the Redis link', () => {
  it('when it closes as its subscriber connects → no rejection goes unhandled', async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      for (const delay of [0, 1, 2, 5, 10, 20, 50]) {
        link = connectRedisLink(redisUrl, silent);
        const io = new Server(createServer());
        io.adapter(link.adapter as never);
        // From at once to 50 ms later: the subscriber connecting, or its SUBSCRIBE still queued.
        await sleep(delay);
        await io.close();
        await link.close();
        link = undefined;
      }
      await sleep(200);
    } finally {
      process.off('unhandledRejection', note);
    }
    expect(unhandled.map(String)).toEqual([]);
  });
});
