import { describe, expect, it, vi } from 'vitest';
import {
  STANDALONE_QUERY,
  watchInstallState,
  type BeforeInstallPromptEvent,
} from './install-state.ts';
import { createPwaStore } from './pwa-store.ts';

function fakeMedia(matches: boolean) {
  const media = Object.assign(new EventTarget(), {
    matches,
    media: STANDALONE_QUERY,
  }) as unknown as MediaQueryList & { matches: boolean };
  return media;
}

function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  Object.assign(event, { prompt: vi.fn(async () => {}), userChoice: Promise.resolve({ outcome }) });
  return event;
}

function setup(standalone = false, online = true) {
  const store = createPwaStore();
  const target = new EventTarget();
  const media = fakeMedia(standalone);
  const matchMedia = vi.fn(() => media);
  const state = watchInstallState({ store, target, matchMedia, isOnline: () => online });
  return { store, target, media, matchMedia, state };
}

describe('given the install state', () => {
  it('reads the standalone display mode as installed', () => {
    const { store, matchMedia } = setup(true);
    expect(matchMedia).toHaveBeenCalledWith('(display-mode: standalone)');
    expect(store.getSnapshot().installed).toBe(true);
  });

  it('keeps the browser install prompt and shows it from our button', async () => {
    const { store, target, state } = setup();
    const event = installPromptEvent('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.getSnapshot().installPromptAvailable).toBe(true);
    await expect(state.promptInstall()).resolves.toBe('accepted');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().installPromptAvailable).toBe(false);
    await expect(state.promptInstall()).resolves.toBe('unavailable');
  });

  it('marks the app installed when the browser installs it or switches to standalone', () => {
    const { store, target, media } = setup();
    target.dispatchEvent(installPromptEvent('accepted'));
    target.dispatchEvent(new Event('appinstalled'));
    expect(store.getSnapshot()).toMatchObject({ installed: true, installPromptAvailable: false });
    media.matches = false;
    media.dispatchEvent(new Event('change'));
    expect(store.getSnapshot().installed).toBe(false);
  });

  it('follows the connection', () => {
    let online = true;
    const store = createPwaStore();
    const target = new EventTarget();
    watchInstallState({
      store,
      target,
      matchMedia: () => fakeMedia(false),
      isOnline: () => online,
    });
    online = false;
    target.dispatchEvent(new Event('offline'));
    expect(store.getSnapshot().online).toBe(false);
  });

  it('stops listening', () => {
    const { store, target, state } = setup();
    state.stop();
    target.dispatchEvent(installPromptEvent('dismissed'));
    expect(store.getSnapshot().installPromptAvailable).toBe(false);
  });
});
