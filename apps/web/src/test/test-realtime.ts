/**
 * The route tests' socket: an app hub ({@link createRealtimeHub}) that also knows who listens, so
 * a test can push an event once the screen has subscribed. A screen subscribes in an effect,
 * which React may run after the paint a test waits for; an event dispatched before that is lost
 * (as it would be for a socket event arriving before the screen existed).
 */
import type { RealtimeEventName, RealtimeEventPayload } from '@jornada/api-client';
import { expect } from 'vitest';
import { createRealtimeHub, type RealtimeHub } from '../app/realtime-hub.ts';

/** A hub plus `push`, which waits for a subscriber before delivering. */
export interface TestRealtime {
  hub: RealtimeHub;
  /**
   * Delivers `payload` as if the server had pushed `event`, once some screen subscribes to it.
   * @throws the poll's timeout error when nothing subscribes within vitest's poll timeout.
   */
  push: <E extends RealtimeEventName>(event: E, payload: RealtimeEventPayload<E>) => Promise<void>;
}

/** Creates the test socket. */
export function createTestRealtime(): TestRealtime {
  const base = createRealtimeHub();
  const listening = new Map<RealtimeEventName, number>();
  const hub: RealtimeHub = {
    ...base,
    subscribe(event, handler) {
      listening.set(event, (listening.get(event) ?? 0) + 1);
      const stop = base.subscribe(event, handler);
      return () => {
        listening.set(event, (listening.get(event) ?? 1) - 1);
        stop();
      };
    },
  };
  return {
    hub,
    async push(event, payload) {
      await expect.poll(() => listening.get(event) ?? 0).toBeGreaterThan(0);
      hub.dispatch(event, payload);
    },
  };
}
