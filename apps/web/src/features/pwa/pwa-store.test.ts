import { describe, expect, it, vi } from 'vitest';
import { createPwaStore, initialPwaFlags } from './pwa-store.ts';

describe('given the PWA flag store', () => {
  it('starts with every flag off, online and no new build', () => {
    expect(createPwaStore().getSnapshot()).toEqual(initialPwaFlags);
    expect(initialPwaFlags).toMatchObject({
      offlineReady: false,
      needsRefresh: false,
      registrationFailed: false,
      activated: false,
      installed: false,
      installPromptAvailable: false,
      newBuild: null,
      online: true,
    });
  });

  it('merges a change, hands out a new snapshot and notifies', () => {
    const store = createPwaStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.set({ needsRefresh: true });
    expect(store.getSnapshot()).not.toBe(before);
    expect(store.getSnapshot()).toMatchObject({ needsRefresh: true, offlineReady: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the same snapshot and stays quiet when nothing changed', () => {
    const store = createPwaStore({ installed: true });
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.set({ installed: true });
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops notifying after unsubscribing', () => {
    const store = createPwaStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set({ offlineReady: true });
    expect(listener).not.toHaveBeenCalled();
  });
});
