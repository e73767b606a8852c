/**
 * Calls back each time a real-time connection opens again after having been open: after a
 * deploy or an outage the client reconnects by itself, and whatever the server pushed meanwhile
 * must be fetched (docs/decisions/0038-surviving-faults-and-rolling-deploys.md).
 */
import type { RealtimeStateStore } from '@jornada/api-client';

/**
 * Watches `state` and calls `callback` on every transition to `open` but the first.
 * @param state - the client's connection state (`createRealtimeClient(…).state`).
 * @param callback - runs once per reopening, e.g. to refetch the notification queries.
 * @returns the unsubscribe function.
 */
export function onReopen(state: RealtimeStateStore, callback: () => void): () => void {
  let wasOpen = state.getSnapshot() === 'open';
  let open = wasOpen;
  return state.subscribe(() => {
    const now = state.getSnapshot() === 'open';
    if (now && !open && wasOpen) callback();
    if (now) wasOpen = true;
    open = now;
  });
}
