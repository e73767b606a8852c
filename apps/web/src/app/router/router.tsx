/**
 * The app's route tree (the paths are in paths.ts). Route modules and layouts load lazily, so
 * the landing page does not download the signed-in shell; data loads in
 * loaders through TanStack Query so that screens render from the cache. The
 * root loader applies launch mode, server redirect rules, the access rules
 * and session restoring on every navigation. The company workspace's sections
 * (company-workspace-routes.tsx) join the tree on the first navigation into a
 * workspace; the sign-in, interview, clock-in and workspace layouts and the
 * default layout's pages other than the search and a vacancy (deferred-routes.tsx)
 * on the first navigation to one of them, so that their route tables are not on
 * the first load of the public pages (docs/decisions/0035-first-load.md).
 */
import {
  createBrowserRouter,
  matchPath,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { paths } from '../../paths.ts';
import { marketingRoutes } from '../../routes/marketing/index.ts';
import { RouteError } from '../../routes/route-error.tsx';
import type { AppContext } from '../app-context.ts';
import { ROOT_ROUTE_ID, SHELL_ROUTE_ID, WORKSPACE_ROUTE_ID } from './route-ids.ts';
import { rootLoader } from '../root-loader.ts';
import { screens } from './screen-route.ts';

/** The routes, with loaders bound to the app context. */
export function createRoutes(context: AppContext): RouteObject[] {
  const screen = screens(context);
  return [
    {
      id: ROOT_ROUTE_ID,
      errorElement: <RouteError />,
      loader: rootLoader(context),
      shouldRevalidate: () => true,
      hydrateFallbackElement: null,
      children: [
        ...marketingRoutes(context),
        {
          // The default layout. Its other pages are patched in when a navigation needs them
          // (deferred-routes.tsx, see below).
          id: SHELL_ROUTE_ID,
          lazy: async () => ({ Component: (await import('../../routes/root.tsx')).RootLayout }),
          errorElement: <RouteError />,
          children: [
            screen(paths.vacancies, () => import('../../routes/vacancies.tsx'), 'vacanciesLoader'),
            {
              path: paths.vacancy.pattern,
              // The loader and the page load side by side: the vacancy is fetched while the
              // page's code downloads.
              lazy: {
                loader: async () =>
                  (await import('../../routes/vacancy-detail-loader.ts')).vacancyLoader(context),
                Component: async () =>
                  (await import('../../routes/vacancy-detail.tsx')).VacancyDetailRoute,
              },
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Loads the company workspace's route table and adds its sections under the workspace's layout
 * route, on the first navigation into a workspace (`/empresa/:companyId…`); every other
 * navigation passes through at once. The layout route must be in the tree already
 * ({@link patchDeferredRoutes}).
 *
 * @param context - the app context the sections' loaders are bound to.
 * @throws the import's error when the route table cannot load (the navigation shows the error
 *   screen; the next navigation tries again).
 */
export function patchWorkspaceRoutes(context: AppContext): PatchRoutesOnNavigationFunction {
  return patchOnce(
    ({ path }) => matchPath({ path: paths.workspace.pattern, end: false }, path) !== null,
    () => import('./company-workspace-routes.tsx'),
    ({ workspaceRoutes }, patch) => patch(WORKSPACE_ROUTE_ID, workspaceRoutes(context)),
  );
}

/**
 * A `patchRoutesOnNavigation` that imports a route table on the first navigation that `needs`
 * it and patches it in once. A navigation cancelled while the table loads patches nothing (React
 * Router ignores its `patch`), so the next one that needs the table patches it; a failed import
 * is tried again by the next navigation.
 */
function patchOnce<T>(
  needs: (args: Parameters<PatchRoutesOnNavigationFunction>[0]) => boolean,
  load: () => Promise<T>,
  apply: (table: T, patch: Parameters<PatchRoutesOnNavigationFunction>[0]['patch']) => void,
): PatchRoutesOnNavigationFunction {
  let patched = false;
  let loading: Promise<T> | null = null;
  return async (args) => {
    if (patched || !needs(args)) return;
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    const table = await loading;
    if (patched || args.signal.aborted) return;
    apply(table, args.patch);
    patched = true;
  };
}

/** Whether the partial matches React Router found already cover the whole path. */
function matchesWholePath(path: string, matches: readonly { pathname: string }[]): boolean {
  const trim = (pathname: string) => pathname.replace(/\/+$/, '') || '/';
  const last = matches.at(-1);
  return last !== undefined && trim(last.pathname) === trim(path);
}

/**
 * On the first navigation to a path the initial tree does not match (a page of
 * deferred-routes.tsx, or an unknown path, whose «page not found» is there too), loads that
 * table and adds its layouts under the root route and its pages under the default layout; a path
 * the initial tree matches (a vacancy) passes through at once.
 *
 * @param context - the app context the pages' loaders are bound to.
 * @throws the import's error when the route table cannot load (the navigation shows the error
 *   screen; the next navigation tries again).
 */
export function patchDeferredRoutes(context: AppContext): PatchRoutesOnNavigationFunction {
  return patchOnce(
    ({ path, matches }) => !matchesWholePath(path, matches),
    () => import('./deferred-routes.tsx'),
    ({ rootRoutes, shellRoutes }, patch) => {
      patch(ROOT_ROUTE_ID, rootRoutes(context));
      patch(SHELL_ROUTE_ID, shellRoutes(context));
    },
  );
}

/**
 * The app's `patchRoutesOnNavigation` (docs/decisions/0035): the deferred layouts and pages
 * ({@link patchDeferredRoutes}), then, for a workspace path, the workspace's sections
 * ({@link patchWorkspaceRoutes}); each table loads once per router.
 *
 * @param context - the app context the loaders are bound to.
 * @throws the import's error when a route table cannot load.
 */
export function patchAppRoutes(context: AppContext): PatchRoutesOnNavigationFunction {
  const deferred = patchDeferredRoutes(context);
  const workspace = patchWorkspaceRoutes(context);
  return async (args) => {
    await deferred(args);
    await workspace(args);
  };
}

/** Creates the browser router. */
export function createAppRouter(context: AppContext) {
  return createBrowserRouter(createRoutes(context), {
    patchRoutesOnNavigation: patchAppRoutes(context),
  });
}
