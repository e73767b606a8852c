/**
 * The loader of /vacantes/{id} in a module of its own: the router loads it beside the page's
 * component (a lazy `loader` and a lazy `Component`), so the vacancy is fetched while the page's
 * code downloads instead of after it (docs/decisions/0035-first-load.md).
 */
import { ApiError, vacancyQueryOptions } from '@jornada/api-client';
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { pageNotFound } from './page-not-found.ts';

/**
 * The vacancy id of a URL parameter.
 *
 * @param raw - the `:id` parameter.
 * @returns the id, or null unless it is a positive integer of at most ten digits.
 */
export function parseVacancyId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * Checks the id and loads the vacancy into the query cache.
 *
 * @param context - the app context (API client and query cache).
 * @returns the route's loader; it throws a 404 route error for an invalid id or a missing
 *   vacancy, and rethrows any other failure of the request.
 */
export function vacancyLoader({ api, queryClient }: AppContext) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const id = parseVacancyId(params.id);
    const path = new URL(request.url).pathname;
    if (id === null) throw pageNotFound(path);
    try {
      await queryClient.ensureQueryData(vacancyQueryOptions(api, id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw pageNotFound(path);
      throw error;
    }
    return null;
  };
}
