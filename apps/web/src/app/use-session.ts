/**
 * React access to the session store.
 */
import { useSyncExternalStore } from 'react';
import { useAppContext } from './app-context.ts';
import type { Session } from './session-store.ts';

/** The current session; re-renders on sign-in and sign-out (in any tab). */
export function useSession(): Session {
  const { session } = useAppContext();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
