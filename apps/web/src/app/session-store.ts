/**
 * The auth session: `isAuthenticated`, `userId` and
 * `user` persisted in local storage, the token in the `token` cookie. Tabs
 * stay consistent through the `storage` event: signing out in one signs out
 * the others.
 */
import type { User } from '@jornada/api-client';
import { clearTokenCookie, readTokenCookie, writeTokenCookie } from './token-cookie.ts';

/** What the app knows about the signed-in person. */
export interface Session {
  isAuthenticated: boolean;
  userId: number | null;
  user: User | null;
}

/** A subscribable session, as `useSyncExternalStore` expects. */
export interface SessionStore {
  getSnapshot: () => Session;
  subscribe: (listener: () => void) => () => void;
  /** The access token, or null. */
  getToken: () => string | null;
  /** Stores a fresh sign-in. `expiresIn` in seconds. */
  signIn: (token: string, expiresIn: number, user: User) => void;
  /** Replaces the user (after loading it with a token cookie). */
  setUser: (user: User) => void;
  /** Clears token, flag and user. */
  signOut: () => void;
}

const storageKey = 'jornada.session';
const signedOut: Session = { isAuthenticated: false, userId: null, user: null };

function read(storage: Storage): Session {
  try {
    const parsed = JSON.parse(storage.getItem(storageKey) ?? 'null') as Session | null;
    return parsed?.isAuthenticated && parsed.user ? parsed : signedOut;
  } catch {
    return signedOut;
  }
}

/** Creates the session store over the browser's storage and cookies. */
export function createSessionStore(
  storage: Storage = localStorage,
  win: Window = window,
): SessionStore {
  let session = read(storage);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const save = (next: Session) => {
    session = next;
    if (next.isAuthenticated) storage.setItem(storageKey, JSON.stringify(next));
    else storage.removeItem(storageKey);
    emit();
  };

  win.addEventListener('storage', (event) => {
    if (event.key !== storageKey && event.key !== null) return;
    session = read(storage);
    emit();
  });

  return {
    getSnapshot: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToken: () => readTokenCookie(),
    signIn(token, expiresIn, user) {
      writeTokenCookie(token, expiresIn);
      save({ isAuthenticated: true, userId: user.id, user });
    },
    setUser(user) {
      save({ isAuthenticated: true, userId: user.id, user });
    },
    signOut() {
      clearTokenCookie();
      save(signedOut);
    },
  };
}
