/**
 * The reload guard: after a chunk-load failure or a
 * new build the page reloads, but at most once per path within 10 000 ms, so
 * that a broken deployment cannot trap the browser in a reload loop.
 */

/** Window of the guard, in milliseconds. */
export const RELOAD_GUARD_MS = 10_000;

/** Prefix of the sessionStorage keys (one per path). */
export const RELOAD_GUARD_KEY = 'jornada:reload:';

/** What the guard needs from `sessionStorage`. */
export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Options of {@link reloadOnce}. */
export interface ReloadOnceOptions {
  /** Path the guard is kept for. @default location.pathname */
  path?: string;
  /** Where the last reload time is kept. @default sessionStorage */
  storage?: GuardStorage | null;
  /** Current time in ms. @default Date.now */
  now?: () => number;
  /** Performs the reload. @default location.reload */
  reload?: () => void;
  /** Window in ms. @default {@link RELOAD_GUARD_MS} */
  windowMs?: number;
}

function defaultStorage(): GuardStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be blocked (privacy settings); then the guard cannot remember and never reloads.
    return null;
  }
}

/**
 * Whether a reload of `path` is allowed at `now`: no reload of that path was
 * recorded within the last `windowMs`.
 */
export function canReload(
  storage: GuardStorage,
  path: string,
  now: number,
  windowMs: number = RELOAD_GUARD_MS,
): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY + path));
  return !Number.isFinite(last) || last <= 0 || now - last >= windowMs || now < last;
}

/**
 * Reloads the page unless the same path was reloaded within the window;
 * records the time of the reload in sessionStorage first.
 *
 * @returns `true` when it reloaded, `false` when the guard stopped it (or
 * storage is unavailable), so the caller can show the error instead.
 */
export function reloadOnce(options: ReloadOnceOptions = {}): boolean {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  if (!storage) return false;
  const path = options.path ?? globalThis.location?.pathname ?? '/';
  const now = (options.now ?? Date.now)();
  if (!canReload(storage, path, now, options.windowMs)) return false;
  try {
    storage.setItem(RELOAD_GUARD_KEY + path, String(now));
  } catch {
    return false;
  }
  (options.reload ?? (() => globalThis.location.reload()))();
  return true;
}

/**
 * Whether an error is a module that could not be loaded: the `TypeError` each browser throws
 * for a failed dynamic `import()` (Chromium «Failed to fetch dynamically imported module»,
 * Firefox «error loading dynamically imported module», Safari «Importing a module script
 * failed»).
 */
export function isModuleLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|importing a module script failed/i.test(error.message)
  );
}

/**
 * Listens for Vite's `vite:preloadError` (a lazy chunk that failed to load,
 * typically after a deployment removed it) and reloads through
 * {@link reloadOnce}, and so does an unhandled rejection that {@link isModuleLoadError}
 * recognises. When the guard stops the reload the error propagates to the router's
 * connection-error screen (routes/route-error.tsx).
 *
 * @returns a function that removes the listener.
 */
export function installPreloadErrorReload(
  target: EventTarget = window,
  options: Omit<ReloadOnceOptions, 'path'> = {},
): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnce(options)) event.preventDefault();
  };
  // A dynamic import outside Vite's preload helper rejects without the event: when nothing
  // handled it, it is the same failure (docs/decisions/0046-stale-builds.md).
  const onRejection = (event: Event) => {
    if (isModuleLoadError((event as PromiseRejectionEvent).reason) && reloadOnce(options))
      event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
