/**
 * Scale-out: two API instances on two ports share one PostgreSQL
 * database and, through REDIS_URL, socket.io events. Runs wherever Redis
 * answers (the project's machines and CI run it at 127.0.0.1:6379).
 */
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { buildApp } from '../http/app.ts';
import { seedDatabase } from '../seed/seed.ts';
import { signIn } from '../test/harness.ts';
import { createNotification } from './notify.ts';
import { connectSocket, nextEvent, type ClientSocket } from './test-client.ts';

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const redisReachable = await new Promise<boolean>((resolve) => {
  const socket = createConnection({ host: '127.0.0.1', port: 6379, timeout: 1000 });
  socket
    .once('connect', () => resolve(true))
    .once('error', () => resolve(false))
    .once('timeout', () => resolve(false));
});

describe.runIf(process.env.REDIS_URL || redisReachable)('two instances with REDIS_URL', () => {
  const name = `jornada_scale_${randomBytes(6).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  let socket: ClientSocket | undefined;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const config = loadConfig({ DATABASE_URL: url.toString(), WEB_DIST: '', REDIS_URL: redisUrl });
    for (let i = 0; i < 2; i++) {
      // Each instance has its own pool, as two processes would.
      const handle = await openDatabase(config);
      handles.push(handle);
      if (i === 0) await seedDatabase(handle.db);
      const app = await buildApp({ db: handle.db, config, logger: false });
      apps.push(app);
      urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    }
  });

  afterAll(async () => {
    socket?.close();
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('a client connected to instance A receives a notification created through instance B', async () => {
    expect(urls[0]).not.toBe(urls[1]);
    const authorization = (await signIn(apps[1]!, 'candidato@jornada.test')).authorization;
    socket = await connectSocket(urls[0]!, authorization.slice('Bearer '.length));
    const [user] = await handles[1]!.db
      .select()
      .from(users)
      .where(eq(users.email, 'candidato@jornada.test'));

    const created = nextEvent(
      socket,
      'notification.created',
      (n) => n.title === 'Desde la instancia B',
    );
    const notification = await createNotification(handles[1]!.db, user!.id, {
      type: 'entrevista',
      title: 'Desde la instancia B',
      url: '/entrevistas/501',
    });
    expect(await created).toEqual(notification);

    const read = nextEvent(socket, 'notification.read', (n) => n.id === notification!.id);
    const response = await fetch(
      `${urls[1]}/notifications-api/v1/notifications/${notification!.id}`,
      {
        method: 'PUT',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ read: true }),
      },
    );
    expect(response.status).toBe(200);
    expect((await read).read_at).toEqual(expect.any(String));
  });
});
