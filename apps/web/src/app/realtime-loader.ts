/**
 * Loads the real-time client (socket.io) only once somebody is signed in, so
 * visitors never download it.
 */
import type { AppContext } from './app-context.ts';

/** Starts the real-time connection on the first sign-in (or at once when already signed in). */
export function loadRealtimeWhenSignedIn(
  context: Pick<AppContext, 'session' | 'queryClient' | 'realtime'>,
): void {
  let started = false;
  const start = () => {
    if (started || !context.session.getSnapshot().isAuthenticated) return;
    started = true;
    unsubscribe();
    void import('./realtime.ts').then(({ startRealtime }) => startRealtime(context));
  };
  const unsubscribe = context.session.subscribe(start);
  start();
}
