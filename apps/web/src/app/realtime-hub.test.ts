import { describe, expect, it, vi } from 'vitest';
import type { RealtimeState } from '@jornada/api-client';
import { aPositionEvent } from '../test/fleet-fixtures.ts';
import { createRealtimeHub } from './realtime-hub.ts';

function fakeClient() {
  const handlers = new Map<string, (payload: unknown) => void>();
  let state: RealtimeState = 'closed';
  const listeners = new Set<() => void>();
  return {
    subscribe: vi.fn((event: string, handler: (payload: unknown) => void) => {
      handlers.set(event, handler);
      return () => handlers.delete(event);
    }),
    state: {
      getSnapshot: () => state,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    push: (event: string, payload: unknown) => handlers.get(event)?.(payload),
    setState(next: RealtimeState) {
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('the real-time hub', () => {
  it("given a screen subscribed before the socket loaded, delivers the socket's events once attached", () => {
    const hub = createRealtimeHub();
    const seen = vi.fn();
    hub.subscribe('unit.position', seen);
    const client = fakeClient();
    hub.attach(client as never);
    const event = aPositionEvent();
    client.push('unit.position', event);
    expect(seen).toHaveBeenCalledWith(event);
    expect(client.subscribe).toHaveBeenCalledTimes(1);
  });

  it('given a subscription after attaching, bridges that event once; unsubscribing stops delivery', () => {
    const hub = createRealtimeHub();
    const client = fakeClient();
    hub.attach(client as never);
    const first = vi.fn();
    const second = vi.fn();
    const stop = hub.subscribe('unit.position', first);
    hub.subscribe('unit.position', second);
    expect(client.subscribe).toHaveBeenCalledTimes(1);
    stop();
    client.push('unit.position', aPositionEvent());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('calls onOpen listeners each time the connection opens, not while it stays open', () => {
    const hub = createRealtimeHub();
    const client = fakeClient();
    hub.attach(client as never);
    const opened = vi.fn();
    hub.onOpen(opened);
    client.setState('opening');
    client.setState('open');
    client.setState('open');
    client.setState('opening');
    client.setState('open');
    expect(opened).toHaveBeenCalledTimes(2);
  });
});
