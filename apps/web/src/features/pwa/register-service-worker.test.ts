import { describe, expect, it, vi } from 'vitest';
import { createPwaStore } from './pwa-store.ts';
import {
  registerServiceWorker,
  type RegisterServiceWorkerOptions,
  type WorkboxLike,
} from './register-service-worker.ts';

type Props = { isUpdate?: boolean; isExternal?: boolean };

/** Stands in for workbox-window's Workbox: the test fires its life-cycle events. */
class FakeWorkbox {
  listeners = new Map<string, ((event: Props) => void)[]>();
  registration = {
    active: null as object | null,
    waiting: null as object | null,
    installing: null,
  } as unknown as ServiceWorkerRegistration;
  register = vi.fn(async (): Promise<ServiceWorkerRegistration | undefined> => this.registration);
  update = vi.fn(async () => {});
  messageSkipWaiting = vi.fn();
  addEventListener(type: string, listener: (event: Props) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, props: Props = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(props);
  }
}

function setup(overrides: Partial<RegisterServiceWorkerOptions> = {}) {
  const workbox = new FakeWorkbox();
  const createWorkbox = vi.fn(async () => workbox as unknown as WorkboxLike);
  const store = createPwaStore();
  const reload = vi.fn();
  const onError = vi.fn();
  const onFirstControl = vi.fn();
  const start = () =>
    registerServiceWorker({
      store,
      createWorkbox,
      reload,
      onError,
      onFirstControl,
      isControlled: () => false,
      ...overrides,
    });
  return { workbox, createWorkbox, store, reload, onError, onFirstControl, start };
}

describe('given the service worker registration (workbox-window)', () => {
  it('registers /sw.js with scope / as a classic worker, never from the HTTP cache', async () => {
    const { createWorkbox, workbox, start } = setup();
    await start();
    expect(createWorkbox).toHaveBeenCalledWith('/sw.js', {
      scope: '/',
      type: 'classic',
      updateViaCache: 'none',
    });
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it('on a first install → offline-ready, then activated, and no reload when it takes control (the loaded chunks are cached instead)', async () => {
    const { workbox, store, reload, onFirstControl, start } = setup();
    await start();
    workbox.emit('installed');
    expect(store.getSnapshot()).toMatchObject({ offlineReady: true, needsRefresh: false });
    workbox.emit('activated');
    workbox.emit('controlling');
    expect(store.getSnapshot().activated).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(onFirstControl).toHaveBeenCalledTimes(1);
  });

  it('on an update → needs-refresh; update() tells the waiting worker to skip waiting; the page reloads once when it takes control', async () => {
    const { workbox, store, reload, onFirstControl, start } = setup({ isControlled: () => true });
    workbox.registration = {
      active: {},
      waiting: null,
      installing: null,
    } as unknown as ServiceWorkerRegistration;
    const handle = await start();
    expect(store.getSnapshot()).toMatchObject({ activated: true, offlineReady: true });
    store.set({ offlineReady: false });
    workbox.emit('installed', { isUpdate: true });
    expect(store.getSnapshot().offlineReady).toBe(false);
    (workbox.registration as { waiting: object }).waiting = {};
    workbox.emit('waiting', { isUpdate: true });
    expect(store.getSnapshot().needsRefresh).toBe(true);
    await expect(handle.update()).resolves.toBe(true);
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    workbox.emit('controlling', { isUpdate: true });
    workbox.emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onFirstControl).not.toHaveBeenCalled();
  });

  it('after a first install, a later deployment (reported as external) → needs-refresh, and the page reloads when it takes control', async () => {
    const { workbox, store, reload, onFirstControl, start } = setup();
    await start();
    workbox.emit('installed');
    workbox.emit('controlling');
    expect(onFirstControl).toHaveBeenCalledTimes(1);
    workbox.emit('installed', { isExternal: true });
    workbox.emit('waiting', { isExternal: true });
    expect(store.getSnapshot().needsRefresh).toBe(true);
    workbox.emit('controlling', { isExternal: true });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onFirstControl).toHaveBeenCalledTimes(1);
  });

  it('a worker installed by another tab → needs-refresh, not offline-ready', async () => {
    const { workbox, store, start } = setup();
    await start();
    workbox.emit('installed', { isExternal: true });
    workbox.emit('waiting', { isExternal: true });
    expect(store.getSnapshot()).toMatchObject({ offlineReady: false, needsRefresh: true });
  });

  it('without a waiting worker, update() asks the server for a new one and reports none', async () => {
    const { workbox, start } = setup();
    const handle = await start();
    await expect(handle.update()).resolves.toBe(false);
    expect(workbox.update).toHaveBeenCalledTimes(1);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('when registering fails → registration-failed and the error is reported', async () => {
    const { workbox, store, onError, start } = setup();
    workbox.register.mockRejectedValueOnce(new Error('SecurityError'));
    const handle = await start();
    expect(store.getSnapshot().registrationFailed).toBe(true);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'SecurityError' }));
    expect(handle.registration).toBeNull();
    await expect(handle.update()).resolves.toBe(false);
  });

  it('when the browser has no service workers (register resolves nothing) → registration-failed', async () => {
    const { workbox, store, start } = setup();
    workbox.register.mockResolvedValueOnce(undefined);
    await start();
    expect(store.getSnapshot().registrationFailed).toBe(true);
  });
});
