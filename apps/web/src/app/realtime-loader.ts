/**
 * Loads the real-time client (socket.io, ~13 KB compressed) only once somebody is signed in, so
 * visitors never download it; and for a signed-in person only when it is wanted
 * (docs/decisions/0045-phone-weight.md): at once when a screen subscribes to live events (the
 * attendance board, the fleet map, the live applications and interviews), otherwise once the page
 * has been open and idle for {@link liveAfterMs}, for the notifications bell's live count (the
 * bell reads its count over HTTP when the page opens, so nothing waits for the socket).
 */
import type { AppContext } from './app-context.ts';

/** How long a page without live screens waits before it connects, in ms. */
export const liveAfterMs = 10_000;

/** When the browser is idle next (a timeout where `requestIdleCallback` is missing). */
function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 5_000 });
  else setTimeout(callback, 0);
}

/**
 * Starts the real-time connection on the first sign-in (or when already signed in), as soon as a
 * screen wants live events or after {@link liveAfterMs}.
 */
export function loadRealtimeWhenSignedIn(
  context: Pick<AppContext, 'session' | 'queryClient' | 'realtime'>,
  delayMs = liveAfterMs,
): void {
  let started = false;
  let wanted = false;
  const start = () => {
    if (started || !wanted || !context.session.getSnapshot().isAuthenticated) return;
    started = true;
    unsubscribe();
    void import('./realtime.ts').then(({ startRealtime }) => startRealtime(context));
  };
  const want = () => {
    wanted = true;
    start();
  };
  const unsubscribe = context.session.subscribe(start);
  if (context.realtime) context.realtime.whenWanted(want);
  setTimeout(() => whenIdle(want), delayMs);
}
