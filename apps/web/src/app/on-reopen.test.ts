import { describe, expect, it } from 'vitest';
import type { RealtimeState, RealtimeStateStore } from '@jornada/api-client';
import { onReopen } from './on-reopen.ts';

/** A connection state the test moves by hand, as the real-time client moves its own. */
function stateStore(initial: RealtimeState = 'closed') {
  let current = initial;
  const listeners = new Set<() => void>();
  const store: RealtimeStateStore = {
    getSnapshot: () => current,
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
  };
  const move = (...states: RealtimeState[]) => {
    for (const next of states) {
      current = next;
      for (const listener of listeners) listener();
    }
  };
  return { store, move };
}

describe('onReopen', () => {
  it('given a first connection → nothing is refetched', () => {
    const { store, move } = stateStore();
    let calls = 0;
    onReopen(store, () => calls++);
    move('opening', 'open');
    expect(calls).toBe(0);
  });

  it('given a connection lost and opened again (a deploy, an outage) → one refetch per reopening', () => {
    const { store, move } = stateStore();
    let calls = 0;
    onReopen(store, () => calls++);
    move('opening', 'open', 'opening', 'opening', 'open');
    expect(calls).toBe(1);
    move('opening', 'open');
    expect(calls).toBe(2);
  });

  it('given a repeated "open" notice without a gap → no refetch', () => {
    const { store, move } = stateStore('open');
    let calls = 0;
    onReopen(store, () => calls++);
    move('open', 'open');
    expect(calls).toBe(0);
    move('closed', 'opening', 'open');
    expect(calls).toBe(1);
  });

  it('after unsubscribing → no more calls', () => {
    const { store, move } = stateStore('open');
    let calls = 0;
    const stop = onReopen(store, () => calls++);
    stop();
    move('opening', 'open');
    expect(calls).toBe(0);
  });
});
