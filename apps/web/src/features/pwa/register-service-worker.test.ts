import { describe, expect, it, vi } from 'vitest';
import { createPwaStore } from './pwa-store.ts';
import { registerServiceWorker, SKIP_WAITING_MESSAGE } from './register-service-worker.ts';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  to(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(async () => {});
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = new FakeRegistration();
  register = vi.fn(async (..._args: unknown[]) => this.registration);
}

const asContainer = (c: FakeContainer) => c as unknown as ServiceWorkerContainer;

describe('given the service worker registration', () => {
  it('registers /sw.js with scope / as a classic worker', async () => {
    const container = new FakeContainer();
    await registerServiceWorker({ store: createPwaStore(), container: asContainer(container) });
    expect(container.register).toHaveBeenCalledWith('/sw.js', {
      scope: '/',
      type: 'classic',
      updateViaCache: 'none',
    });
  });

  it('on a first install → offline-ready, then activated, and no reload', async () => {
    const container = new FakeContainer();
    const worker = new FakeWorker();
    container.registration.installing = worker;
    const store = createPwaStore();
    const reload = vi.fn();
    await registerServiceWorker({ store, container: asContainer(container), reload });
    worker.to('installed');
    expect(store.getSnapshot()).toMatchObject({ offlineReady: true, needsRefresh: false });
    worker.to('activated');
    container.controller = worker;
    container.dispatchEvent(new Event('controllerchange'));
    expect(store.getSnapshot().activated).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('on an update → needs-refresh; update() tells the waiting worker to skip waiting; the page reloads when it takes control', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    container.registration.active = container.controller;
    const store = createPwaStore();
    const reload = vi.fn();
    const handle = await registerServiceWorker({
      store,
      container: asContainer(container),
      reload,
    });
    const next = new FakeWorker();
    container.registration.installing = next;
    container.registration.dispatchEvent(new Event('updatefound'));
    next.to('installed');
    container.registration.waiting = next;
    expect(store.getSnapshot().needsRefresh).toBe(true);
    await expect(handle.update()).resolves.toBe(true);
    expect(next.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with a worker already waiting at load → needs-refresh right away', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    container.registration.waiting = new FakeWorker();
    const store = createPwaStore();
    await registerServiceWorker({ store, container: asContainer(container) });
    expect(store.getSnapshot().needsRefresh).toBe(true);
  });

  it('without a waiting worker, update() asks the server for a new one', async () => {
    const container = new FakeContainer();
    const handle = await registerServiceWorker({
      store: createPwaStore(),
      container: asContainer(container),
    });
    await handle.update();
    expect(container.registration.update).toHaveBeenCalledTimes(1);
  });

  it('when registering fails → registration-failed and the error is reported', async () => {
    const container = new FakeContainer();
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    const store = createPwaStore();
    const onError = vi.fn();
    const handle = await registerServiceWorker({
      store,
      container: asContainer(container),
      onError,
    });
    expect(store.getSnapshot().registrationFailed).toBe(true);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'SecurityError' }));
    expect(handle.registration).toBeNull();
  });
});
