/**
 * The client factory: openapi-fetch clients for every base of the contract,
 * with bearer-token and search-key middleware, retries of idempotent requests
 * and error normalisation. No singletons: an app creates one and passes it
 * down (STYLE.md §6).
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { apiErrorFromNetwork, apiErrorFromResponse } from './api-error.ts';
import type { paths } from './generated/schema.ts';
import { withRetry, type FetchLike, type RetryOptions } from './retry.ts';

/** The bases a deployment may serve from different origins. */
export type ApiBase =
  'main' | 'jobs' | 'ceiba' | 'tags' | 'clocker' | 'payment' | 'notifications' | 'panel';

/** Options of {@link createJornadaClient}. */
export interface JornadaClientOptions {
  /** Origin per base, e.g. `{ main: 'https://api.jornada.mx' }`. Missing bases use `main`; `main` defaults to '' (same origin). */
  origins?: Partial<Record<ApiBase, string>>;
  /** Returns the current access token, or null when signed out. */
  getToken?: () => string | null | undefined;
  /** Public search key sent as `X-Search-Key` on search calls. */
  searchKey?: string;
  /** `fetch` to use (tests inject one). @default globalThis.fetch, looked up on each call */
  fetch?: FetchLike;
  /**
   * Retries of idempotent requests (GET, HEAD, OPTIONS, PUT, DELETE) on 408,
   * 409, 425, 429, 500, 502, 503 and 504; `false` turns them off.
   * POST is never retried. There is no request timeout.
   * @default 3 attempts, 300 ms base, 10 s cap, full jitter, `Retry-After` up to 60 s
   */
  retry?: RetryOptions | false;
  /** Extra middleware (app side effects such as redirects on 401), run after the built-in ones. */
  middleware?: Middleware[];
}

/** One typed openapi-fetch client. */
export type JornadaFetchClient = Client<paths>;

/** The clients for every base. */
export type JornadaClient = Record<ApiBase, JornadaFetchClient>;

const bases: ApiBase[] = [
  'main',
  'jobs',
  'ceiba',
  'tags',
  'clocker',
  'payment',
  'notifications',
  'panel',
];

/** Adds `Authorization: Bearer <token>` while signed in. */
export function bearerMiddleware(getToken: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token && !request.headers.has('authorization'))
        request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** Adds the search key to calls whose path has a `/search/` segment. */
export function searchKeyMiddleware(searchKey: string): Middleware {
  return {
    onRequest({ request }) {
      if (new URL(request.url).pathname.includes('/search/'))
        request.headers.set('x-search-key', searchKey);
      return request;
    },
  };
}

/** Turns network failures (and aborts) into {@link ApiError} with `status: null` and the failure as `cause`. */
export const networkErrorMiddleware: Middleware = {
  onError({ error }) {
    return apiErrorFromNetwork(error);
  },
};

/**
 * Creates the clients for every base: one openapi-fetch
 * client per {@link ApiBase}, each with the network-error, bearer and
 * search-key middleware, then `options.middleware`, over a retrying `fetch`.
 * @param options origins, token getter, search key, `fetch`, retry policy.
 * @returns a new {@link JornadaClient}; nothing is shared between two calls.
 * @example
 * const api = createJornadaClient({ getToken: () => session.token });
 * const { data } = await api.jobs.GET('/api/v1/vacancies/{vacancyId}', { params: { path: { vacancyId: 1 } } });
 */
export function createJornadaClient(options: JornadaClientOptions = {}): JornadaClient {
  const origins = options.origins ?? {};
  const baseFetch: FetchLike =
    options.fetch ?? ((request, init) => globalThis.fetch(request, init));
  const fetchImpl = withRetry(baseFetch, options.retry ?? {});
  const clients = {} as JornadaClient;
  for (const base of bases) {
    const client = createClient<paths>({
      baseUrl: origins[base] ?? origins.main ?? '',
      fetch: fetchImpl,
    });
    client.use(networkErrorMiddleware);
    if (options.getToken) client.use(bearerMiddleware(options.getToken));
    if (options.searchKey) client.use(searchKeyMiddleware(options.searchKey));
    for (const middleware of options.middleware ?? []) client.use(middleware);
    clients[base] = client;
  }
  return clients;
}

/**
 * Unwraps an openapi-fetch result: the data on success, else throws.
 * @param call the promise an openapi-fetch method returns.
 * @returns the parsed body (`undefined` for 204).
 * @throws {ApiError} for every response that is not 2xx (400 to 599 in practice) with the
 *   parsed body as `data`; network failures and aborts already reject with an ApiError.
 */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) throw apiErrorFromResponse(response, error ?? null);
  return data as T;
}
