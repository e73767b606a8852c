/**
 * The PWA flags in a tiny external store, read in
 * React through `useSyncExternalStore`.
 */

/** Everything the UI shows about the installed app and its service worker. */
export interface PwaFlags {
  /** The offline shell is cached: the app now opens without a connection. @default false */
  offlineReady: boolean;
  /** A new service worker is installed and waiting: offer 'Actualizar ahora'. @default false */
  needsRefresh: boolean;
  /** Registering `/sw.js` failed (recorded as a flag). @default false */
  registrationFailed: boolean;
  /** A service worker of this page reached the `activated` state. @default false */
  activated: boolean;
  /** Running as an installed app (display mode `standalone`). @default false */
  installed: boolean;
  /** The browser offered to install the app (`beforeinstallprompt` was kept). @default false */
  installPromptAvailable: boolean;
  /** Version of a newer build announced by `builds/latest.json`, or null. @default null */
  newBuild: string | null;
  /** The browser reports a network connection. @default true */
  online: boolean;
}

/** The flags before anything happened. */
export const initialPwaFlags: PwaFlags = {
  offlineReady: false,
  needsRefresh: false,
  registrationFailed: false,
  activated: false,
  installed: false,
  installPromptAvailable: false,
  newBuild: null,
  online: true,
};

/** A subscribable holder of {@link PwaFlags}. */
export interface PwaStore {
  /** The current flags (a new object after every change, the same one otherwise). */
  getSnapshot(): PwaFlags;
  /** Calls `listener` after every change. @returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Merges `patch`; listeners run only when a flag actually changed. */
  set(patch: Partial<PwaFlags>): void;
}

/** Creates a {@link PwaStore}. */
export function createPwaStore(initial: Partial<PwaFlags> = {}): PwaStore {
  let flags: PwaFlags = { ...initialPwaFlags, ...initial };
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => flags,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(patch) {
      const changed = (Object.keys(patch) as (keyof PwaFlags)[]).some(
        (key) => patch[key] !== undefined && patch[key] !== flags[key],
      );
      if (!changed) return;
      flags = { ...flags, ...patch };
      for (const listener of [...listeners]) listener();
    },
  };
}
