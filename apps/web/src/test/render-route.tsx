/**
 * The route-level test harness (STYLE.md §8, §10). Renders the app's whole route tree
 * (`createRoutes`, so loaders, layouts, the membership checks and error screens all run) in a
 * memory router at a URL, with a fresh `QueryClient` (retries off), an in-memory session, and
 * the API client pointed at either
 *
 * - an injected `fetch` answering canned responses keyed by `'METHOD /path'` (optionally
 *   `'METHOD /path?query'`, which wins over the bare path): {@link FakeApi}; every request is
 *   recorded in `api.calls`, unanswered ones in `api.unmatched` (and get a 404), or
 * - a real server: `{ server: 'http://localhost:3000', token }` (e.g. the API started by the
 *   e2e config), no fakes at all.
 *
 * @example
 * const api = fakeApi({
 *   'GET /api/v1/companies/3/departments': page([aDepartment()]),
 *   'DELETE /api/v1/departments/4': () => new Response(null, { status: 204 }),
 * });
 * const { router } = await renderRoute('/empresa/3/departamentos', { user: staffUser, api });
 * await expect.element(page.getByRole('row', { name: /Tráfico/ })).toBeVisible();
 * expect(api.calls.map((c) => c.key)).toContain('DELETE /api/v1/departments/4');
 *
 * Socket events: `await push('unit.position', payload)` delivers one as if the server had pushed
 * it, once the screen has subscribed ({@link createTestRealtime}).
 *
 * Browser tests only (vitest `browser` project, `*.test.tsx`).
 */
import { createJornadaClient, createVoiceClient, type User } from '@jornada/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from 'vitest-browser-react';
import type { AppContext } from '../app/app-context.ts';
import { AppContextProvider } from '../app/app-context.ts';
import { createRoutes, patchAppRoutes } from '../app/router/router.tsx';
import { whenRouterReady } from '../app/router-ready.ts';
import type { Session, SessionStore } from '../app/session-store.ts';
import { createTestRealtime } from './test-realtime.ts';
import '../app.css';

/** A request the fake API received. */
export interface FakeRequest {
  /** `'GET /api/v1/companies/3/departments'` (no query). */
  key: string;
  method: string;
  url: URL;
  /** The parsed JSON body, the `FormData` of a multipart body, or null. */
  body: unknown;
  /** The request's headers (`authorization` carries the session's token; `X-Clock-Link`). */
  headers: Headers;
}

/** A canned answer: a Response, a JSON value (status 200), or a function of the request. */
export type FakeAnswer =
  Response | object | ((request: FakeRequest) => Response | object | Promise<Response | object>);

/** Canned answers keyed by `'METHOD /path'` or `'METHOD /path?query'`. */
export type FakeRoutes = Record<string, FakeAnswer>;

/** An injected `fetch` with its record of requests. */
export interface FakeApi {
  fetch: typeof fetch;
  /** Every request, in order. */
  calls: FakeRequest[];
  /** Requests no canned answer matched (answered 404). */
  unmatched: FakeRequest[];
  /** Adds or replaces answers (e.g. what the list returns after a create). */
  on: (routes: FakeRoutes) => void;
}

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) return request.formData();
  return null;
}

/** Builds a fake API from canned answers. */
export function fakeApi(routes: FakeRoutes = {}): FakeApi {
  const table: FakeRoutes = { ...routes };
  const calls: FakeRequest[] = [];
  const unmatched: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    const call: FakeRequest = {
      key,
      method: request.method,
      url,
      body: await readBody(request),
      headers: request.headers,
    };
    calls.push(call);
    const answer = table[`${key}${url.search}`] ?? table[key];
    if (answer === undefined) {
      unmatched.push(call);
      return json({ message: 'Not Found' }, 404);
    }
    const value = typeof answer === 'function' ? await answer(call) : answer;
    return value instanceof Response ? value.clone() : json(value);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    unmatched,
    on: (more) => Object.assign(table, more),
  };
}

/** A session store held in memory (no cookie, no local storage). */
export function memorySession(user: User | null, token = 'test-token'): SessionStore {
  let session: Session = user
    ? { isAuthenticated: true, userId: user.id, user }
    : { isAuthenticated: false, userId: null, user: null };
  const listeners = new Set<() => void>();
  const set = (next: Session) => {
    session = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getSnapshot: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToken: () => (session.isAuthenticated ? token : null),
    signIn: (_token, _expiresIn, next) =>
      set({ isAuthenticated: true, userId: next.id, user: next }),
    setUser: (next) => set({ isAuthenticated: true, userId: next.id, user: next }),
    signOut: () => set({ isAuthenticated: false, userId: null, user: null }),
  };
}

/** Options of {@link renderRoute}. */
export interface RenderRouteOptions {
  /** The signed-in user; null or absent for a visitor. */
  user?: User | null;
  /** Canned answers (a {@link FakeApi}) or a real server's origin and token. @default fakeApi() */
  api?: FakeApi | { server: string; token?: string };
  /** The routes to render. @default the app's whole tree (`createRoutes(context)`) */
  routes?: (context: AppContext) => RouteObject[];
}

/**
 * Renders the app at `url` and waits for the first navigation (loaders) to settle.
 * @returns the memory router (to read `router.state.location` or navigate), the app context,
 *   the render result and `push` (a socket event, delivered once the screen listens).
 */
export async function renderRoute(url: string, options: RenderRouteOptions = {}) {
  // A fresh tab: no page remembered by an earlier test for after signing in (app/return-to.ts).
  sessionStorage.clear();
  const api = options.api ?? fakeApi();
  const server = 'server' in api ? api : null;
  const session = memorySession(options.user ?? null, server?.token);
  const realtime = createTestRealtime();
  const context: AppContext = {
    api: createJornadaClient({
      origins: { main: server?.server ?? '' },
      getToken: session.getToken,
      retry: false,
      ...(server ? {} : { fetch: (api as FakeApi).fetch }),
    }),
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
    session,
    voice: createVoiceClient({
      origin: `${server?.server ?? ''}/voice-api`,
      getToken: session.getToken,
      retry: false,
      ...(server ? {} : { fetch: (api as FakeApi).fetch }),
    }),
    // No socket: tests push events with `push(event, payload)`.
    realtime: realtime.hub,
  };
  const router = createMemoryRouter((options.routes ?? createRoutes)(context), {
    initialEntries: [url],
    // As the app's router: the route tables that join on the way in (decision 0035).
    patchRoutesOnNavigation: patchAppRoutes(context),
  });
  // As the app (main.tsx): render once the first navigation is done, so the tables that join on
  // the way in are there before the first render.
  await whenRouterReady(router);
  const screen = await render(
    <AppContextProvider value={context}>
      <QueryClientProvider client={context.queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppContextProvider>,
  );
  await waitForIdle(router);
  return { router, context, screen, push: realtime.push };
}

/** Resolves once the router has no navigation in progress. */
export async function waitForIdle(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  if (router.state.initialized && router.state.navigation.state === 'idle') return;
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        unsubscribe();
        resolve();
      }
    });
  });
}
