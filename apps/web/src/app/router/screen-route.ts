/**
 * One declaration per screen route: where it is (an entry of `paths.ts`, its parent's index, or
 * any other path), the screen's module, loaded on demand, and optionally the name of the module's
 * loader factory. The route tables (`*-routes.ts`) are lists of these, so a route's path is
 * written once, in `paths.ts`, and every lazy route loads the same way.
 */
import type { ComponentType } from 'react';
import type {
  IndexRouteObject,
  LoaderFunction,
  NonIndexRouteObject,
  RouteObject,
} from 'react-router';
import type { AppContext } from '../app-context.ts';

/**
 * Where a route sits: an entry of `paths.ts` (its `pattern`), `'index'` (the parent's own path)
 * or `'*'` (any path no other route matches).
 */
export type RoutePlace = { readonly pattern: string } | 'index' | '*';

/** A route module's loader factory: binds the loader to the app context. */
type LoaderFactory = (context: AppContext) => LoaderFunction;

/** The names of a module's exports that are loader factories. */
export type LoaderName<M> = {
  [K in keyof M]: M[K] extends LoaderFactory ? K : never;
}[keyof M];

/** A screen's module: it exports its screen as `Component` (and anything else). */
export interface ScreenModule {
  Component: ComponentType;
}

/**
 * Builds one lazy route.
 *
 * @param place - where the route sits ({@link RoutePlace}).
 * @param load - imports the screen's module (`() => import('../../routes/….tsx')`).
 * @param loader - the name of the module's loader factory, called with the app context when the
 *   module has loaded; without it the module's own exports (`Component`, `loader`, …) make the
 *   route.
 */
export interface Screen {
  <M extends ScreenModule>(
    place: Exclude<RoutePlace, 'index'>,
    load: () => Promise<M>,
    loader?: LoaderName<M>,
  ): NonIndexRouteObject;
  <M extends ScreenModule>(
    place: 'index',
    load: () => Promise<M>,
    loader?: LoaderName<M>,
  ): IndexRouteObject;
}

/**
 * The route builder of the route tables, with loaders bound to `context`.
 *
 * @param context - the app context the screens' loaders are bound to.
 * @returns a {@link Screen}.
 */
export function screens(context: AppContext): Screen {
  const screen = <M extends ScreenModule>(
    place: RoutePlace,
    load: () => Promise<M>,
    loader?: LoaderName<M>,
  ): RouteObject => {
    const lazy: RouteObject['lazy'] =
      loader === undefined
        ? (load as NonNullable<RouteObject['lazy']>)
        : async () => {
            const route = await load();
            const bind = route[loader] as LoaderFactory;
            return { Component: route.Component, loader: bind(context) };
          };
    if (place === 'index') return { index: true, lazy };
    return { path: place === '*' ? '*' : place.pattern, lazy };
  };
  return screen as Screen;
}
