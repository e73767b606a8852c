import { EventEmitter } from 'node:events';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueAccessToken } from '../auth/tokens.ts';
import { users } from '../db/schema.ts';
import { disconnectAtExpiry, maxTimerDelayMs } from './expiry.ts';
import { listeningTestApp } from '../test/listening-app.ts';
import { connectSocket } from './test-client.ts';

/** A socket stand-in that records whether the server closed it. */
function fakeSocket() {
  const events = new EventEmitter();
  const socket = {
    closed: false,
    disconnect: () => {
      socket.closed = true;
      events.emit('disconnect');
    },
    once: (event: 'disconnect', listener: () => void) => events.once(event, listener),
    clientLeaves: () => events.emit('disconnect'),
  };
  return socket;
}

describe('disconnectAtExpiry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('given a token that expires in 30 days, keeps the socket past the longest timer and closes it at expiry', () => {
    vi.useFakeTimers();
    const day = 24 * 60 * 60 * 1000;
    const socket = fakeSocket();
    disconnectAtExpiry(socket, Date.now() + 30 * day);
    vi.advanceTimersByTime(maxTimerDelayMs + 1);
    expect(socket.closed).toBe(false);
    vi.advanceTimersByTime(30 * day - maxTimerDelayMs - 2);
    expect(socket.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(socket.closed).toBe(true);
  });

  it('given a token already expired, closes the socket at once', () => {
    const socket = fakeSocket();
    disconnectAtExpiry(socket, Date.now() - 1);
    expect(socket.closed).toBe(true);
  });

  it('when the client leaves first, clears the timer', () => {
    vi.useFakeTimers();
    const socket = fakeSocket();
    disconnectAtExpiry(socket, Date.now() + 60_000);
    expect(vi.getTimerCount()).toBe(1);
    socket.clientLeaves();
    expect(vi.getTimerCount()).toBe(0);
    expect(socket.closed).toBe(false);
  });
});

describe('given a socket authenticated with a short-lived token', () => {
  const live = listeningTestApp();

  it('when the token expires, the server disconnects the socket and refuses the token', async () => {
    const [row] = await live.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'chofer@jornada.test'));
    const { accessToken } = await issueAccessToken(live.database.db, row!.id, 'jornada-web', 3);
    const socket = await live.connect(accessToken);
    const reason = await new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
    await expect(connectSocket(live.url, accessToken)).rejects.toThrow(
      'Tu sesión no es válida o expiró. Inicia sesión de nuevo.',
    );
  });
});
