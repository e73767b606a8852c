/**
 * Hooks and the route preloader built on {@link createPreloadQueue} and
 * {@link schedulePrefetch}.
 */
import { createContext, createElement, useContext, useEffect, useRef, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { schedulePrefetch, type SchedulerEnv } from './prefetch.ts';
import { createPreloadQueue, type PreloadQueue } from './preload-queue.ts';

/** Preloads the lazy route modules that a path matches. */
export type RoutePreloader = (pathname: string) => void;

/**
 * Creates a preloader over the router's route tree: for a path, it calls the
 * `lazy` of every matched route through a queue of at most 5 at once. The
 * router later calls the same `lazy` and finds the module already loaded.
 *
 * @param routes - the router's routes (`router.routes` or `createRoutes(context)`).
 * @param queue - @default a new queue of 5
 */
export function createRoutePreloader(
  routes: RouteObject[],
  queue: PreloadQueue = createPreloadQueue(),
): RoutePreloader {
  return (pathname) => {
    for (const match of matchRoutes(routes, pathname) ?? []) {
      const { lazy } = match.route;
      const key = match.route.id ?? match.route.path ?? match.pathnameBase;
      if (typeof lazy === 'function') {
        queue.preload(`route:${key}`, () => Promise.resolve(lazy())).catch(() => {});
      } else if (lazy && typeof lazy === 'object') {
        for (const [name, load] of Object.entries(lazy as Record<string, unknown>)) {
          if (typeof load === 'function')
            queue.preload(`route:${key}:${name}`, () => Promise.resolve(load())).catch(() => {});
        }
      }
    }
  };
}

const noopPreloader: RoutePreloader = () => {};
const RoutePreloaderContext = createContext<RoutePreloader>(noopPreloader);

/** Provides the app's {@link RoutePreloader} (without it, preloading does nothing). */
export function RoutePreloaderProvider({
  value,
  children,
}: {
  value: RoutePreloader;
  children: ReactNode;
}) {
  return createElement(RoutePreloaderContext.Provider, { value }, children);
}

/** The app's {@link RoutePreloader}, or a no-op outside {@link RoutePreloaderProvider}. */
export function useRoutePreloader(): RoutePreloader {
  return useContext(RoutePreloaderContext);
}

/**
 * Runs `task` once after mount, 1 s later at an idle moment, unless the
 * connection is slow-2g; cancelled on unmount.
 *
 * @param env - scheduler (tests inject one). @default the browser's
 */
export function usePrefetchOnIdle(task: () => void, env?: SchedulerEnv): void {
  const latest = useRef(task);
  useEffect(() => {
    latest.current = task;
  });
  useEffect(() => schedulePrefetch(() => latest.current(), env), [env]);
}
