import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { signIn } from '../test/harness.ts';
import { createNotification } from './notify.ts';
import { unauthenticatedMessage } from './server.ts';
import { listeningTestApp } from '../test/listening-app.ts';
import { connectSocket, nextEvent } from './test-client.ts';

const live = listeningTestApp();
let token: string;
let userId: number;

beforeAll(async () => {
  token = (await signIn(live.app, 'candidato@jornada.test')).authorization.slice('Bearer '.length);
  const [user] = await live.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'candidato@jornada.test'));
  userId = user!.id;
});

describe('socket.io', () => {
  it('given a valid token, connects and receives the unread count', async () => {
    let count: Promise<unknown> | undefined;
    await live.connect(token, (s) => {
      count = nextEvent(s, 'notifications.count');
    });
    expect(await count).toEqual({ unread: expect.any(Number) });
  });

  it('when a notification is created for the user, pushes it in the contract shape', async () => {
    const socket = await live.connect(token);
    const created = nextEvent(
      socket,
      'notification.created',
      (n) => n.title === 'Nueva postulación',
    );
    const notification = await createNotification(live.database.db, userId, {
      type: 'postulacion',
      title: 'Nueva postulación',
      body: 'Recibimos tu postulación.',
    });
    expect(await created).toEqual(notification);
  });

  it('when the user marks it read over HTTP, pushes notification.read and the new count', async () => {
    const socket = await live.connect(token);
    const notification = await createNotification(live.database.db, userId, {
      type: 'sistema',
      title: 'Aviso',
    });
    const read = nextEvent(socket, 'notification.read', (n) => n.id === notification!.id);
    const count = nextEvent(socket, 'notifications.count');
    await live.app.inject({
      method: 'PUT',
      url: `/notifications-api/v1/notifications/${notification!.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { read: true },
    });
    expect((await read).read_at).toEqual(expect.any(String));
    expect(await count).toEqual({ unread: expect.any(Number) });
  });

  it("does not push a user's notification to another user's socket", async () => {
    const otherToken = (await signIn(live.app, 'empresa@jornada.test')).authorization.slice(
      'Bearer '.length,
    );
    const socket = await live.connect(otherToken);
    const received: string[] = [];
    socket.on('notification.created', (n) => received.push(n.title));
    const mine = await live.connect(token);
    const arrived = nextEvent(mine, 'notification.created', (n) => n.title === 'Solo para ti');
    await createNotification(live.database.db, userId, { type: 'vacante', title: 'Solo para ti' });
    await arrived;
    expect(received).toEqual([]);
  });

  it('given a bad or missing token, refuses the connection in Spanish', async () => {
    await expect(connectSocket(live.url, 'token-falso')).rejects.toThrow(unauthenticatedMessage);
    await expect(connectSocket(live.url, undefined)).rejects.toThrow(unauthenticatedMessage);
  });

  it('refuses the polling transport (websocket only)', async () => {
    const response = await fetch(`${live.url}/socket.io/?EIO=4&transport=polling`);
    expect(response.status).toBe(400);
  });
});
