import type { User } from '@jornada/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store.ts';
import { readTokenCookie } from './token-cookie.ts';

const user = { id: 7, name: 'Mariana', email: 'candidato@jornada.test' } as User;

afterEach(() => {
  localStorage.clear();
  document.cookie = 'token=; Path=/; Max-Age=0';
});

describe('session store', () => {
  it('signing in keeps the token in the `token` cookie and the session in local storage', () => {
    const store = createSessionStore();
    store.signIn('abc.123', 3600, user);
    expect(readTokenCookie()).toBe('abc.123');
    expect(JSON.parse(localStorage.getItem('jornada.session')!)).toMatchObject({
      isAuthenticated: true,
      userId: 7,
    });
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: true, userId: 7, user });
  });

  it('a new store (a reload) starts from the stored session', () => {
    createSessionStore().signIn('t', 3600, user);
    expect(createSessionStore().getSnapshot().user?.name).toBe('Mariana');
  });

  it('signing out clears token, flag and user', () => {
    const store = createSessionStore();
    store.signIn('t', 3600, user);
    store.signOut();
    expect(readTokenCookie()).toBeNull();
    expect(localStorage.getItem('jornada.session')).toBeNull();
    expect(store.getSnapshot()).toEqual({ isAuthenticated: false, userId: null, user: null });
  });

  it('signing out in another tab signs this tab out', () => {
    const store = createSessionStore();
    store.signIn('t', 3600, user);
    let notified = 0;
    store.subscribe(() => notified++);
    localStorage.removeItem('jornada.session');
    window.dispatchEvent(new StorageEvent('storage', { key: 'jornada.session', newValue: null }));
    expect(store.getSnapshot().isAuthenticated).toBe(false);
    expect(notified).toBe(1);
  });
});
