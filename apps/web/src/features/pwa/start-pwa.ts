/**
 * Starts everything of the platform part at boot:
 * the chunk-load reload guard, the service worker, the install state and the
 * build-manifest watcher, behind one {@link PwaController}.
 */
import { watchBuildManifest } from './build-manifest.ts';
import { watchInstallState, type InstallOutcome } from './install-state.ts';
import { createPwaStore, type PwaStore } from './pwa-store.ts';
import { registerServiceWorker, type ServiceWorkerHandle } from './register-service-worker.ts';
import { installPreloadErrorReload, reloadOnce } from './reload-guard.ts';

/** What the PWA UI reads and does. */
export interface PwaController {
  /** The flags. */
  store: PwaStore;
  /** Applies an update: activates a waiting worker, or reloads into the new build (once per path within 10 s). */
  update(): Promise<void>;
  /** Opens the browser's install dialog when one was offered. */
  install(): Promise<InstallOutcome>;
  /** Hides the notices of a flag the person dismissed. */
  dismiss(flag: 'offlineReady' | 'needsRefresh' | 'registrationFailed' | 'newBuild'): void;
  /** Removes every listener and timer. */
  stop(): void;
}

/** Options of {@link startPwa}. */
export interface StartPwaOptions {
  /** Register `/sw.js`. @default import.meta.env.PROD (a worker in development would cache Vite's modules) */
  serviceWorker?: boolean;
  /** Version of this build, compared with `builds/latest.json`. @default the version the build defined */
  buildVersion?: string;
  /** Error reporting for a failed registration. */
  onError?: (error: unknown) => void;
}

/** The version the Vite plugin defines at build time ('' in development). */
export function currentBuildVersion(): string {
  return (import.meta.env as Record<string, string | undefined>).VITE_BUILD_VERSION ?? '';
}

/**
 * Starts the PWA. Call it once, before the router renders, so that a failed
 * lazy chunk on the first page is already caught.
 */
export function startPwa(options: StartPwaOptions = {}): PwaController {
  const store = createPwaStore();
  const stopPreloadGuard = installPreloadErrorReload(window);
  const install = watchInstallState({ store });
  const builds = watchBuildManifest({
    currentVersion: options.buildVersion ?? currentBuildVersion(),
    onNewBuild: (manifest) => store.set({ newBuild: manifest.version }),
  });
  let worker: ServiceWorkerHandle | null = null;
  const useWorker = (options.serviceWorker ?? import.meta.env.PROD) && 'serviceWorker' in navigator;
  if (useWorker) {
    void registerServiceWorker({
      store,
      ...(options.onError ? { onError: options.onError } : {}),
    }).then((handle) => {
      worker = handle;
    });
  }

  return {
    store,
    async update() {
      // A waiting or freshly installed worker takes over and the page reloads on controllerchange;
      // otherwise (no worker, or the worker did not change) reload into the new build, guarded.
      const activated = worker ? await worker.update() : false;
      if (!activated && store.getSnapshot().newBuild) reloadOnce();
    },
    install: () => install.promptInstall(),
    dismiss(flag) {
      store.set(flag === 'newBuild' ? { newBuild: null } : { [flag]: false });
    },
    stop() {
      stopPreloadGuard();
      install.stop();
      builds.stop();
    },
  };
}
