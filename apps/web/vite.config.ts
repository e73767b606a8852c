import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPlugin } from './src/app/prerender-plugin.ts';
import { previousAssetsPlugin } from './src/app/previous-assets-plugin.ts';
import { jornadaPwaPlugin } from './src/features/pwa/build-plugin.ts';

/**
 * The modules of the search page's first screen (and of the default layout) that are not in the
 * entry: one chunk instead of some thirty, each compressed alone (docs/decisions/0035).
 */
const searchPageModules = [
  /src\/routes\/(vacancies|root)\.tsx$/,
  /src\/features\/vacancies\/(vacancy-search-form|vacancy-pagination|advanced-filters-loader|vacancy-list-item|format)\.tsx?$/,
  /src\/features\/seeker-offline\/offline-banner\.tsx$/,
  /apps\/web\/src\/(app\/(prerendering|theme|use-session)|messages\/(public-messages|seeker-offline-messages))\.ts$/,
  /packages\/ui\/src\/(layouts\/default-layout|components\/(checkbox-input|empty-state|skeleton|input|label|deferred-toast-provider|toast-context)|format\/format|forms\/money|list-messages|format-message)\.tsx?$/,
  /api-client\/src\/(generated\/queries\/reference|queries\/reference-aliases)\.ts$/,
  /@tanstack\/react-query\/build\/modern\/(useBaseQuery|useQuery|suspense|errorBoundaryUtils|QueryErrorResetBoundary|IsRestoringProvider)\.js$/,
  /@tanstack\/query-core\/build\/modern\/queryObserver\.js$/,
  /@radix-ui\/react-(primitive|label)\/dist\/index\.mjs$/,
  /lucide-react\/dist\/esm\/icons\/(sliders-horizontal|inbox|badge-check|search|chevron-left|chevron-right)\.mjs$/,
];

/** The API that `pnpm dev` proxies to (apps/api in watch mode). */
const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig({
  // jornadaPwaPlugin: vite-plugin-pwa (sw.js with its offline shell), builds/latest.json and the build version (ADR 0008).
  // prerenderPlugin: the first screen of / and /vacantes as static HTML (ADR 0009).
  // previousAssetsPlugin: the previous build's assets/ stay for a few days (ADR 0046).
  plugins: [react(), tailwindcss(), jornadaPwaPlugin(), prerenderPlugin(), previousAssetsPlugin()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: {
    port: 5173,
    proxy: {
      '^/(api|oauth|health|[a-z]+-api)(/|$)': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  // Every module the entry needs at start goes into one chunk (`$initial`): the first load then
  // fetches one file, not some thirty small ones, each compressed on its own (docs/decisions/0035).
  // Source maps are written for whoever debugs a build but never referenced from the bundles
  // ('hidden'), and the API does not serve `.map` files (apps/api/src/http/static.ts, SECURITY.md).
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            {
              name: 'layout',
              test: /packages\/ui\/src\/(layouts\/(skip-link\.tsx|nav-link\.ts|mobile-nav\.tsx)|components\/(card|icon-button)\.tsx)$/,
            },
            {
              name: 'vacancy-queries',
              test: /api-client\/src\/generated\/queries\/vacancies\.ts$/,
            },
            {
              // The query aliases and the seven query modules they import: whoever needs one
              // (a vacancy's page, the realtime hub, the seeker's pages) fetches all of them, so
              // one file rather than eight (docs/decisions/0035).
              name: 'aliases',
              test: /api-client\/src\/(queries\/aliases|generated\/queries\/(job-letters|bookmarks|interviews|applications|notifications|work-interviews))\.ts$/,
            },
            {
              // The search page and the default layout around it (the first screen of /vacantes
              // and of a vacancy): some thirty modules of 0.1–4 KB fetched as one file.
              name: 'search',
              test: (id: string) => searchPageModules.some((pattern) => pattern.test(id)),
            },
            {
              name: 'landing',
              test: /src\/(routes\/marketing\/landing(-shell)?|features\/marketing\/(marketing-shell|page-section|hero))\.tsx$/,
            },
          ],
        },
      },
    },
  },
});
