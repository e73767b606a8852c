/**
 * Registers `/sw.js` (spec section 9: scope `/`, classic type) and turns its
 * life cycle into {@link PwaFlags}: offline-ready on the first install,
 * needs-refresh when a new worker waits, activated, registration-failed. The
 * page reloads when an updated or external worker takes control.
 */
import type { PwaStore } from './pwa-store.ts';

/** Path of the service worker (spec section 9). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Scope of the service worker (spec section 9). */
export const SERVICE_WORKER_SCOPE = '/';

/** Message the page posts to a waiting worker to activate it now (handled in `public/sw.js`). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** Options of {@link registerServiceWorker}. */
export interface RegisterServiceWorkerOptions {
  /** Where the flags go. */
  store: PwaStore;
  /** @default navigator.serviceWorker */
  container?: ServiceWorkerContainer;
  /** Reloads the page after an updated worker took control. @default location.reload */
  reload?: () => void;
  /** Called with the registration error (for error reporting). */
  onError?: (error: unknown) => void;
  /** How long `update()` waits for a new worker to install, in ms. @default 10000 */
  installTimeoutMs?: number;
}

function waitUntilInstalled(worker: ServiceWorker, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      worker.removeEventListener('statechange', onState);
      resolve();
    };
    const onState = () => {
      if (worker.state !== 'installing') done();
    };
    const timer = setTimeout(done, timeoutMs);
    worker.addEventListener('statechange', onState);
    onState();
  });
}

/** What the UI can ask of the registered worker. */
export interface ServiceWorkerHandle {
  /**
   * Activates the waiting worker (the page then reloads when it takes
   * control). Without one, asks the server for a new worker, waits for it to
   * install (at most `installTimeoutMs`) and activates it.
   *
   * @returns whether a worker was told to take over (the reload follows).
   */
  update(): Promise<boolean>;
  /** The registration, or null when it failed. */
  readonly registration: ServiceWorkerRegistration | null;
}

/**
 * Registers the worker and watches it. Never throws: a failure sets
 * `registrationFailed`.
 */
export async function registerServiceWorker(
  options: RegisterServiceWorkerOptions,
): Promise<ServiceWorkerHandle> {
  const { store } = options;
  const container = options.container ?? globalThis.navigator?.serviceWorker;
  const reload = options.reload ?? (() => globalThis.location.reload());
  if (!container) {
    store.set({ registrationFailed: true });
    return { registration: null, update: async () => false };
  }

  // A page that had no controller when it loaded gets its first worker: no reload then (spec: reload on an *updated* or external worker).
  let hadController = !!container.controller;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (hadController && !reloading) {
      reloading = true;
      reload();
    }
    hadController = true;
  });

  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(SERVICE_WORKER_URL, {
      scope: SERVICE_WORKER_SCOPE,
      type: 'classic',
      updateViaCache: 'none',
    });
  } catch (error) {
    store.set({ registrationFailed: true });
    options.onError?.(error);
    return { registration: null, update: async () => false };
  }

  const watch = (worker: ServiceWorker) => {
    const onState = () => {
      if (worker.state === 'installed') {
        if (container.controller) store.set({ needsRefresh: true });
        else store.set({ offlineReady: true });
      }
      if (worker.state === 'activated')
        store.set({ activated: true, ...(container.controller ? {} : { offlineReady: true }) });
    };
    worker.addEventListener('statechange', onState);
    onState();
  };

  if (registration.active) store.set({ activated: true, offlineReady: true });
  if (registration.waiting && container.controller) store.set({ needsRefresh: true });
  if (registration.installing) watch(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) watch(registration.installing);
  });

  return {
    registration,
    async update() {
      if (!registration.waiting) {
        await registration.update().catch(() => {});
        if (registration.installing)
          await waitUntilInstalled(registration.installing, options.installTimeoutMs ?? 10_000);
      }
      if (!registration.waiting) return false;
      registration.waiting.postMessage(SKIP_WAITING_MESSAGE);
      return true;
    },
  };
}
