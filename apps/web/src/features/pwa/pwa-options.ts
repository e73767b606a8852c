/**
 * The vite-plugin-pwa configuration (ADR 0008): Workbox's
 * `generateSW` writes a classic worker at `/sw.js` (scope `/`) that
 *
 * - precaches the offline shell: index.html, the entry chunk with its static
 *   imports, the CSS, the icons and the manifest (not every lazy route);
 * - answers navigations with the cached `index.html`, except the API and the
 *   other server paths ({@link NOT_THE_SHELL});
 * - keeps every other hashed file under `/assets/` once fetched (cache first),
 *   so a page visited once opens offline.
 *
 * Registration is ours (`register-service-worker.ts`, through workbox-window),
 * so the plugin injects no register script; the web app manifest stays
 * `public/manifest.webmanifest`.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { ManifestEntry } from 'workbox-build';

/**
 * Paths the offline shell never answers: the API, sign-in, health, the
 * socket, the build manifest, uploaded files and the other `*-api` services
 * all go to the network.
 */
export const NOT_THE_SHELL = /^\/(api|oauth|health|socket\.io|builds|uploads|[a-z-]+-api)(\/|$)/;

/** Files of the build that may be precached; JavaScript is then cut to the shell's chunks. */
export const PRECACHE_GLOBS = ['**/*.{js,css,html,svg,png,webmanifest}'];

/** Cache of the hashed files fetched at run time (lazy routes). */
export const ASSETS_CACHE = 'jornada-assets';

/**
 * Keeps every precache entry except the JavaScript chunks outside the shell.
 *
 * @param shell - paths of the shell's chunks relative to the output directory (`assets/index-….js`).
 */
export function keepShellChunks<T extends ManifestEntry>(
  entries: readonly T[],
  shell: ReadonlySet<string>,
): T[] {
  return entries.filter((entry) => !entry.url.endsWith('.js') || shell.has(entry.url));
}

/**
 * Options of `VitePWA()` for the web app.
 *
 * @param shellChunks - read when the worker is written, after the bundle: the shell's chunks (see `shellFiles`).
 */
export function createPwaOptions(shellChunks: () => ReadonlySet<string>): Partial<VitePWAOptions> {
  return {
    strategies: 'generateSW',
    filename: 'sw.js',
    scope: '/',
    // We register /sw.js ourselves (flags, update banner), so no registerSW.js.
    injectRegister: false,
    registerType: 'prompt',
    manifest: false,
    workbox: {
      globPatterns: PRECACHE_GLOBS,
      // Pre-rendered pages are for the server's first answer; a controlled navigation gets index.html.
      globIgnores: ['prerendered/**'],
      manifestTransforms: [
        (entries) => ({ manifest: keepShellChunks(entries, shellChunks()), warnings: [] }),
      ],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [NOT_THE_SHELL],
      runtimeCaching: [
        {
          // Serialised into sw.js by workbox-build: keep it self-contained.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: ASSETS_CACHE,
            // The server answers with `Vary: Origin`; a module script sends Origin, the warm-up fetch does not.
            matchOptions: { ignoreVary: true },
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
          },
        },
      ],
      // One self-contained classic script: no importScripts of a separate Workbox runtime file.
      inlineWorkboxRuntime: true,
      // A new worker waits for 'Actualizar ahora' (it posts SKIP_WAITING); the first one takes the page at once.
      skipWaiting: false,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      sourcemap: false,
    },
  };
}
