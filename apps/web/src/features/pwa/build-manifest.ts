/**
 * New-build detection: the build writes
 * `builds/latest.json` (`{ version, built_at }`); the app polls it every
 * 5 minutes and when the window regains focus, and reports a version that
 * differs from its own.
 */

/** Path of the build manifest. */
export const BUILD_MANIFEST_URL = '/builds/latest.json';

/** Interval between polls, in ms. */
export const BUILD_POLL_MS = 5 * 60 * 1000;

/** Content of `builds/latest.json`. */
export interface BuildManifest {
  /** The build's version (package version plus a build id). */
  version: string;
  /** ISO 8601 time of the build. */
  built_at: string;
}

/** Whether `value` is a {@link BuildManifest}. */
export function isBuildManifest(value: unknown): value is BuildManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BuildManifest).version === 'string' &&
    (value as BuildManifest).version !== '' &&
    typeof (value as BuildManifest).built_at === 'string'
  );
}

/**
 * Fetches the manifest, bypassing every cache.
 *
 * @returns the manifest, or null when it is missing, invalid or the network failed.
 */
export async function fetchBuildManifest(
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<BuildManifest | null> {
  try {
    const response = await fetchImpl(`${BUILD_MANIFEST_URL}?t=${Date.now()}`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isBuildManifest(body) ? body : null;
  } catch {
    return null;
  }
}

/** Options of {@link watchBuildManifest}. */
export interface WatchBuildManifestOptions {
  /** Version of the running build; nothing is reported when it is empty (development). */
  currentVersion: string;
  /** Called once per newer version found. */
  onNewBuild: (manifest: BuildManifest) => void;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default {@link BUILD_POLL_MS} */
  intervalMs?: number;
  /** Receives `focus`. @default window */
  target?: EventTarget;
  /** Receives `visibilitychange` (a tab shown again counts as focus). @default document */
  visibilityTarget?: EventTarget | null;
  /** @default globalThis.setInterval */
  setInterval?: (callback: () => void, ms: number) => unknown;
  /** @default globalThis.clearInterval */
  clearInterval?: (handle: unknown) => void;
}

/**
 * Polls the build manifest on an interval and on focus.
 *
 * @returns `check` (poll now) and `stop`.
 */
export function watchBuildManifest(options: WatchBuildManifestOptions): {
  check: () => Promise<void>;
  stop: () => void;
} {
  const target = options.target ?? window;
  const visibilityTarget =
    options.visibilityTarget === undefined
      ? (globalThis.document ?? null)
      : options.visibilityTarget;
  const setIntervalImpl =
    options.setInterval ?? ((callback, ms) => globalThis.setInterval(callback, ms));
  const clearIntervalImpl =
    options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as number));
  let announced: string | null = null;
  let inFlight: Promise<void> | null = null;

  const check = () => {
    if (!options.currentVersion) return Promise.resolve();
    inFlight ??= fetchBuildManifest(options.fetch)
      .then((manifest) => {
        if (
          manifest &&
          manifest.version !== options.currentVersion &&
          manifest.version !== announced
        ) {
          announced = manifest.version;
          options.onNewBuild(manifest);
        }
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  const onFocus = () => void check();
  const onVisibility = () => {
    if (globalThis.document?.visibilityState !== 'hidden') void check();
  };

  const timer = setIntervalImpl(onFocus, options.intervalMs ?? BUILD_POLL_MS);
  target.addEventListener('focus', onFocus);
  visibilityTarget?.addEventListener('visibilitychange', onVisibility);
  return {
    check,
    stop() {
      clearIntervalImpl(timer);
      target.removeEventListener('focus', onFocus);
      visibilityTarget?.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
