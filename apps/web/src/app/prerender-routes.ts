/**
 * Which routes are pre-rendered at build time and what their HTML asks the
 * browser to fetch early (docs/decisions/0009-first-paint.md). Plain data,
 * read by the build plugin (`prerender-plugin.ts`) and by `prerender.tsx`.
 */
import { paths } from '../paths.ts';
import { redirectRulesUrl } from './redirect-rules.ts';

/** A pre-rendered route. */
export interface PrerenderedRoute {
  /**
   * The path, served with this file when the request has no query string. A segment `:name` is
   * a parameter (letters, digits, `_` and `-`): the server serves the file for any value and
   * writes the value in place of `:name` in the preloaded URLs ({@link fetches}).
   */
  path: string;
  /** File name under `prerendered/` in the build output. */
  file: string;
  /** Source modules of the route's lazy chunks (from the app's root), preloaded with the entry. */
  modules: string[];
  /** Same-origin URLs the route's loaders fetch on first load, preloaded as `fetch`. */
  fetches: string[];
}

/** The first page of the vacancy search, exactly as the vacancies loader requests it. */
export const firstVacancyPageUrl = '/api/v1/search/vacancies?page=1&per_page=15';

/** The states of the vacancy search's filter, exactly as the vacancies loader requests them. */
export const statesUrl = '/api/v1/states';

/** A vacancy, exactly as the vacancy's loader requests it; the server fills `:id`. */
export const vacancyUrl = '/api/v1/vacancies/:id';

/** The landing, the first screen of the vacancy search, and a vacancy's page while it loads. */
export const prerenderedRoutes: PrerenderedRoute[] = [
  {
    path: paths.landing.pattern,
    file: 'landing.html',
    modules: ['src/routes/marketing/landing-shell.tsx', 'src/routes/marketing/landing.tsx'],
    fetches: [redirectRulesUrl],
  },
  {
    path: paths.vacancies.pattern,
    file: 'vacancies.html',
    modules: ['src/routes/root.tsx', 'src/routes/vacancies.tsx'],
    fetches: [redirectRulesUrl, firstVacancyPageUrl, statesUrl],
  },
  {
    path: paths.vacancy.pattern,
    file: 'vacancy.html',
    modules: [
      'src/routes/root.tsx',
      'src/routes/vacancy-detail.tsx',
      'src/routes/vacancy-detail-loader.ts',
    ],
    fetches: [redirectRulesUrl, vacancyUrl],
  },
];

/** Name of the map from path to file that the server reads, under `prerendered/`. */
export const prerenderedIndexFile = 'routes.json';
