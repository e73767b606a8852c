/**
 * Redis going away under two instances, on a throwaway redis-server of the test's own
 * (docs/decisions/0038-surviving-faults-and-rolling-deploys.md): stopped for 8 s while both
 * emit, no instance ends (an unhandled rejection would fail this run), readiness says `redis`
 * is down while liveness stays 200, the outage is logged once, an instance started meanwhile
 * listens, and events cross instances again once Redis is back.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { buildApp } from '../http/app.ts';
import { seedDatabase } from '../seed/seed.ts';
import { signIn } from '../test/harness.ts';
import { startThrowawayRedis, type ThrowawayRedis } from '../test/throwaway-services.ts';
import { createNotification } from './notify.ts';
import { connectSocket, nextEvent, type ClientSocket } from './test-client.ts';

const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const name = `jornada_redis_${randomBytes(6).toString('hex')}`;

let redis: ThrowawayRedis;
let config: Config;
const handles: DatabaseHandle[] = [];
const apps: FastifyInstance[] = [];
const urls: string[] = [];
const logs: { msg?: string; level?: number; time?: number }[][] = [];
let socket: ClientSocket | undefined;
let userId: number;

const admin = async (text: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(text);
  await client.end();
};

/** Builds and starts one instance with its own pool, its log lines kept in `logs`. */
async function startInstance(): Promise<number> {
  const lines: { msg?: string; level?: number; time?: number }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as { msg?: string; level?: number; time?: number });
      done();
    },
  });
  const handle = await openDatabase(config);
  handles.push(handle);
  const app = await buildApp({ db: handle.db, config, logger: { level: 'info', stream } });
  apps.push(app);
  logs.push(lines);
  urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
  return apps.length - 1;
}

/** Instance `i`'s warnings that Redis went away, logged from `since` (ms since the epoch) on. */
const outageWarnings = (i: number, since: number) =>
  logs[i]!.filter(
    (line) => line.level === 40 && line.time! >= since && line.msg?.startsWith('Redis no responde'),
  );

/** Creates a notification through instance `i`'s database handle (its socket server emits it). */
const notifyThrough = (i: number, title: string) =>
  createNotification(handles[i]!.db, userId, {
    type: 'entrevista',
    title,
    url: '/entrevistas/501',
  });

beforeAll(async () => {
  redis = await startThrowawayRedis();
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  config = loadConfig({
    DATABASE_URL: url.toString(),
    WEB_DIST: '',
    REDIS_URL: redis.url,
    JOB_WORKERS: '0',
    MAIL_TRANSPORT: 'log',
    RATE_LIMIT_MAX: '0',
  });
  const first = await openDatabase(config);
  await seedDatabase(first.db);
  await first.close();
  await startInstance();
  await startInstance();
  const [user] = await handles[0]!.db
    .select()
    .from(users)
    .where(eq(users.email, 'candidato@jornada.test'));
  userId = user!.id;
  const { authorization } = await signIn(apps[1]!, 'candidato@jornada.test');
  socket = await connectSocket(urls[0]!, authorization.slice('Bearer '.length));
}, 120_000);

afterAll(async () => {
  socket?.close();
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  await redis?.stop();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('given two instances sharing events through Redis', () => {
  it('when Redis stops for 8 s while they emit → both live on, readiness says redis is down, a new instance starts and listens, the outage is logged once, and events cross instances again after', async () => {
    const before = nextEvent(socket!, 'notification.created', (n) => n.title === 'Antes');
    await notifyThrough(1, 'Antes');
    await before;

    // Instances may notice the closed connections before redis-server has exited.
    const stoppingAt = Date.now();
    await redis.stop();
    const stoppedAt = Date.now();
    let emitted = 0;
    let started: number | undefined;
    while (Date.now() - stoppedAt < 8000) {
      // Both instances emit, to the socket on A: from B (lost), from A (delivered locally).
      await notifyThrough(emitted % 2, `Durante ${emitted}`);
      emitted++;
      if (started === undefined && Date.now() - stoppedAt > 2000) started = await startInstance();
      await sleep(250);
    }
    expect(emitted).toBeGreaterThan(5);
    expect(started).toBeDefined();

    for (const url of urls) {
      expect((await fetch(`${url}/health/live`)).status).toBe(200);
      const ready = await fetch(`${url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'error', checks: { redis: 'down' } });
    }

    await redis.start();
    for (const url of urls)
      await expect
        .poll(async () => (await fetch(`${url}/health/ready`)).status, { timeout: 15_000 })
        .toBe(200);

    // Events from B reach A's socket again (the stream reader reconnects within a poll or two).
    let attempt = 0;
    await expect
      .poll(
        async () => {
          const title = `Después ${attempt++}`;
          const arrived = nextEvent(
            socket!,
            'notification.created',
            (n) => n.title === title,
            1500,
          );
          await notifyThrough(1, title);
          return arrived.then(
            () => true,
            () => false,
          );
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);
    // And from the instance started while Redis was down.
    const fromNew = nextEvent(socket!, 'notification.created', (n) => n.title === 'Desde C');
    await notifyThrough(started!, 'Desde C');
    await fromNew;

    // Once per outage, not once per event or per reconnection attempt.
    expect(outageWarnings(0, stoppingAt)).toHaveLength(1);
    expect(outageWarnings(1, stoppingAt)).toHaveLength(1);
  }, 90_000);
});
