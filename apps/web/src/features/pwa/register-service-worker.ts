/**
 * Registers `/sw.js` through workbox-window (scope `/`,
 * classic type) and turns its life cycle into {@link PwaFlags}: offline-ready
 * on the first install, needs-refresh when a new worker waits, activated,
 * registration-failed. The page reloads when an updated worker takes control.
 */
import type { Workbox } from 'workbox-window';
import type { PwaStore } from './pwa-store.ts';
import { requestIdle } from './prefetch.ts';
import { warmAssetCache } from './warm-asset-cache.ts';

/** Path of the service worker, written by vite-plugin-pwa. */
export const SERVICE_WORKER_URL = '/sw.js';
/** Scope of the service worker. */
export const SERVICE_WORKER_SCOPE = '/';
/** Options passed to `navigator.serviceWorker.register`. */
export const SERVICE_WORKER_OPTIONS = {
  scope: SERVICE_WORKER_SCOPE,
  type: 'classic',
  updateViaCache: 'none',
} as const satisfies RegistrationOptions;

/** The part of workbox-window's `Workbox` this module uses (a fake in tests). */
export type WorkboxLike = Pick<
  Workbox,
  'addEventListener' | 'register' | 'update' | 'messageSkipWaiting'
>;

/** Options of {@link registerServiceWorker}. */
export interface RegisterServiceWorkerOptions {
  /** Where the flags go. */
  store: PwaStore;
  /** Creates the Workbox. @default loads workbox-window and calls `new Workbox(url, options)` */
  createWorkbox?: (url: string, options: typeof SERVICE_WORKER_OPTIONS) => Promise<WorkboxLike>;
  /** Reloads the page after an updated worker took control. @default location.reload */
  reload?: () => void;
  /** Called when the first worker takes control of the page. @default {@link warmAssetCache} at the next idle moment */
  onFirstControl?: () => void;
  /** Whether a worker controlled the page when it loaded. @default `navigator.serviceWorker.controller !== null` */
  isControlled?: () => boolean;
  /** Called with the registration error (for error reporting). */
  onError?: (error: unknown) => void;
  /** How long `update()` waits for a new worker to install, in ms. @default 10000 */
  installTimeoutMs?: number;
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

const pageIsControlled = () => Boolean(globalThis.navigator?.serviceWorker?.controller);

const failed: ServiceWorkerHandle = { registration: null, update: async () => false };

async function loadWorkbox(url: string, options: typeof SERVICE_WORKER_OPTIONS) {
  const { Workbox } = await import('workbox-window');
  return new Workbox(url, options);
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

/**
 * Registers the worker and watches it. Never throws: a failure sets
 * `registrationFailed`.
 */
export async function registerServiceWorker(
  options: RegisterServiceWorkerOptions,
): Promise<ServiceWorkerHandle> {
  const { store } = options;
  const reload = options.reload ?? (() => globalThis.location.reload());
  let workbox: WorkboxLike;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    workbox = await (options.createWorkbox ?? loadWorkbox)(
      SERVICE_WORKER_URL,
      SERVICE_WORKER_OPTIONS,
    );
    // isUpdate: a worker already controlled this page, so this one is new (spec: reload on an *updated* worker).
    workbox.addEventListener('installed', (event) => {
      if (!event.isUpdate && !event.isExternal) store.set({ offlineReady: true });
    });
    workbox.addEventListener('waiting', () => store.set({ needsRefresh: true }));
    workbox.addEventListener('activated', (event) => {
      store.set({
        activated: true,
        ...(event.isUpdate || event.isExternal ? {} : { offlineReady: true }),
      });
    });
    // A worker taking over a page that already had one is an update (ours, or a later
    // deployment Workbox reports as external), so the page reloads; the first one does not.
    let controlled = (options.isControlled ?? pageIsControlled)();
    let reloading = false;
    workbox.addEventListener('controlling', () => {
      if (!controlled) {
        controlled = true;
        (
          options.onFirstControl ?? (() => requestIdle(() => void warmAssetCache().catch(() => {})))
        )();
      } else if (!reloading) {
        reloading = true;
        reload();
      }
    });
    registration = await workbox.register();
  } catch (error) {
    store.set({ registrationFailed: true });
    options.onError?.(error);
    return failed;
  }
  if (!registration) {
    store.set({ registrationFailed: true });
    return failed;
  }
  const active = registration;
  if (active.active) store.set({ activated: true, offlineReady: true });
  return {
    registration: active,
    async update() {
      if (!active.waiting) {
        await workbox.update().catch(() => {});
        if (active.installing)
          await waitUntilInstalled(active.installing, options.installTimeoutMs ?? 10_000);
      }
      if (!active.waiting) return false;
      workbox.messageSkipWaiting();
      return true;
    },
  };
}
