import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPlugin } from './src/app/prerender-plugin.ts';
import { jornadaPwaPlugin } from './src/features/pwa/build-plugin.ts';

/** The API that `pnpm dev` proxies to (apps/api in watch mode). */
const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig({
  // jornadaPwaPlugin: vite-plugin-pwa (sw.js with its offline shell), builds/latest.json and the build version (spec section 9, ADR 0008).
  // prerenderPlugin: the first screen of / and /vacantes as static HTML (ADR 0009).
  plugins: [react(), tailwindcss(), jornadaPwaPlugin(), prerenderPlugin()],
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
              name: 'landing',
              test: /src\/(routes\/marketing\/landing(-shell)?|features\/marketing\/(marketing-shell|page-section|hero))\.tsx$/,
            },
          ],
        },
      },
    },
  },
});
