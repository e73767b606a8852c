/**
 * The React hook over the real-time client's state store.
 */
import { useSyncExternalStore } from 'react';
import type { RealtimeClient, RealtimeState } from './realtime-client.ts';

/**
 * The connection state of `client` (`closed`, `opening`, `open`), re-rendering on change.
 * Server rendering sees the client's current state (`closed` before connecting).
 */
export function useSocketState(client: Pick<RealtimeClient, 'state'>): RealtimeState {
  return useSyncExternalStore(
    client.state.subscribe,
    client.state.getSnapshot,
    client.state.getSnapshot,
  );
}
