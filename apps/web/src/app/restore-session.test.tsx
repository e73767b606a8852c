import { authKeys, createJornadaClient, type User } from '@jornada/api-client';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../test/render-route.tsx';
import type { AppContext } from './app-context.ts';
import { restoreSession } from './restore-session.ts';
import { createSessionStore } from './session-store.ts';
import { readTokenCookie, writeTokenCookie } from './token-cookie.ts';

const user = { id: 7, name: 'Mariana', email: 'candidato@jornada.test' } as User;

/** A reload with a token cookie and no stored session, whose `GET /api/v1/user` does `answer`. */
function reloadWith(answer: () => Promise<Response>): AppContext {
  writeTokenCookie('abc.123', 3600);
  const session = createSessionStore();
  const api = createJornadaClient({
    origins: { main: 'http://localhost' },
    getToken: session.getToken,
    fetch: (() => answer()) as typeof fetch,
    retry: { maxAttempts: 1 },
  });
  return { api, session, queryClient: new QueryClient() };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => {
  localStorage.clear();
  document.cookie = 'token=; Path=/; Max-Age=0';
});

describe('restoring the session on a reload (offline)', () => {
  it('loads the user for the token cookie', async () => {
    const context = reloadWith(async () => json({ data: user }));
    await restoreSession(context);
    expect(context.session.getSnapshot()).toMatchObject({ isAuthenticated: true, userId: 7 });
  });

  it('offline, keeps the token and the user the app still holds instead of signing out', async () => {
    const context = reloadWith(offline);
    context.queryClient.setQueryData(authKeys.getCurrentUser(), user);
    await restoreSession(context);
    expect(context.session.getSnapshot()).toMatchObject({ isAuthenticated: true, userId: 7 });
    expect(readTokenCookie()).toBe('abc.123');
  });

  it('offline with no user at hand, keeps the token so that the next navigation online restores the session', async () => {
    let online = false;
    const context = reloadWith(async () => (online ? json({ data: user }) : offline()));
    await restoreSession(context);
    expect(context.session.getSnapshot().isAuthenticated).toBe(false);
    expect(readTokenCookie()).toBe('abc.123');
    online = true;
    await restoreSession(context);
    expect(context.session.getSnapshot()).toMatchObject({ isAuthenticated: true, userId: 7 });
  });

  it('a server in trouble (503) does not sign out either', async () => {
    const context = reloadWith(async () => json({ message: 'Mantenimiento' }, 503));
    await restoreSession(context);
    expect(readTokenCookie()).toBe('abc.123');
  });

  it('a refused token (401) still signs out and clears the cookie', async () => {
    const context = reloadWith(async () => json({ message: 'No autenticado' }, 401));
    context.queryClient.setQueryData(authKeys.getCurrentUser(), user);
    await restoreSession(context);
    expect(context.session.getSnapshot().isAuthenticated).toBe(false);
    expect(readTokenCookie()).toBeNull();
  });
});
