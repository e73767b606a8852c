import { describe, expect, it } from 'vitest';
import { revokeAccessToken } from '../auth/tokens.ts';
import { signIn } from '../test/harness.ts';
import { createNotification } from './notify.ts';
import { listeningTestApp } from '../test/listening-app.ts';
import { connectSocket, nextEvent, type ClientSocket } from './test-client.ts';

const live = listeningTestApp();

async function session(email: string, password?: string) {
  const headers = await signIn(live.app, email, password);
  const token = headers.authorization.slice('Bearer '.length);
  const socket = await live.connect(token);
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  return { headers, token, socket, disconnected };
}

/** Whether the server still pushes to the socket: a notification created for its user reaches it. */
async function receivesPush(socket: ClientSocket, headers: { authorization: string }) {
  const userId = (await live.app.inject({ url: '/api/v1/user', headers })).json().data.id as number;
  const title = `Sigues conectado ${Math.random()}`;
  const pushed = nextEvent(socket, 'notification.created', (n) => n.title === title);
  await createNotification(live.database.db, userId, { type: 'sistema', title });
  return (await pushed).title === title;
}

describe('given sockets authenticated with access tokens', () => {
  it('when the password changes, disconnects the sockets of the other sessions and keeps this one', async () => {
    const kept = await session('chofer@jornada.test');
    const revoked = await session('chofer@jornada.test');
    const bystander = await session('empleado@jornada.test');
    const response = await live.app.inject({
      method: 'PUT',
      url: '/api/v1/update-password',
      headers: kept.headers,
      payload: {
        current_password: 'Jornada2026!',
        password: 'Camion#2026',
        password_confirmation: 'Camion#2026',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(await revoked.disconnected).toBe('io server disconnect');
    expect(await receivesPush(kept.socket, kept.headers)).toBe(true);
    expect(await receivesPush(bystander.socket, bystander.headers)).toBe(true);
  });

  it('when the account is deleted, disconnects every socket of that account', async () => {
    const first = await session('otra-empresa@jornada.test');
    const second = await session('otra-empresa@jornada.test');
    const me = (await live.app.inject({ url: '/api/v1/user', headers: first.headers })).json().data
      .id;
    const response = await live.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${me}?confirm=true`,
      headers: first.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(await first.disconnected).toBe('io server disconnect');
    expect(await second.disconnected).toBe('io server disconnect');
  });

  it('when one token is revoked (sign-out), disconnects only its sockets', async () => {
    const out = await session('candidato@jornada.test');
    const other = await session('candidato@jornada.test');
    await revokeAccessToken(live.database.db, out.token);
    expect(await out.disconnected).toBe('io server disconnect');
    expect(await receivesPush(other.socket, other.headers)).toBe(true);
    await expect(connectSocket(live.url, out.token)).rejects.toThrow(
      'Tu sesión no es válida o expiró. Inicia sesión de nuevo.',
    );
  });
});
