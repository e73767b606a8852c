/**
 * The first page a person opens loads its chunks before the service worker
 * controls it, so the worker never saw them. Once it takes control, fetching
 * them again (from the HTTP cache, through the worker) puts them in its
 * runtime cache, so that page too opens offline.
 */

/** Prefix of the hashed build files the worker keeps (see `pwa-options.ts`). */
export const ASSETS_PREFIX = '/assets/';

/** Options of {@link warmAssetCache}. */
export interface WarmAssetCacheOptions {
  /** URLs already loaded by the page. @default the page's resource timing entries */
  loaded?: readonly string[];
  /** Origin of the app. @default location.origin */
  origin?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

function loadedResources(): string[] {
  return (globalThis.performance?.getEntriesByType('resource') ?? []).map((entry) => entry.name);
}

/**
 * Re-fetches the page's same-origin `/assets/` files through the worker.
 * Failures are ignored (the files are only a cache warm-up).
 *
 * @returns the URLs requested.
 */
export async function warmAssetCache(options: WarmAssetCacheOptions = {}): Promise<string[]> {
  const origin = options.origin ?? globalThis.location.origin;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const urls = [
    ...new Set(
      (options.loaded ?? loadedResources()).filter((href) => {
        const url = new URL(href, origin);
        return url.origin === origin && url.pathname.startsWith(ASSETS_PREFIX);
      }),
    ),
  ];
  await Promise.all(urls.map((url) => fetchImpl(url).catch(() => undefined)));
  return urls;
}
