import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../paths.ts';
import type { AppContext } from '../app-context.ts';
import { ROOT_ROUTE_ID, SHELL_ROUTE_ID, WORKSPACE_ROUTE_ID } from './route-ids.ts';
import { createRoutes, patchAppRoutes, patchWorkspaceRoutes } from './router.tsx';

const context = {} as AppContext;
type Patch = (id: string | null, children: RouteObject[]) => void;
const args = (
  path: string,
  patch: Patch,
  matches: { pathname: string }[] = [],
  signal = new AbortController().signal,
) => ({ path, patch, matches: matches as never, signal, fetcherKey: undefined });

function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = findRoute(route.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** Every path of a route tree. */
function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);
}

describe('the route tables that join on the way in (decision 0035)', () => {
  it('given the app routes → the first screens and the launch page are there; the signed-in, legal and contact pages and the workspace are not', () => {
    const routes = createRoutes(context);
    expect(pathsOf(routes)).toEqual(
      expect.arrayContaining(['/vacantes', '/vacantes/:id', '/empresas', '/lanzamiento']),
    );
    for (const deferred of ['/mi-perfil', '/login', '/contacto', '/politicas-privacidad'])
      expect(pathsOf(routes)).not.toContain(deferred);
    expect(findRoute(routes, WORKSPACE_ROUTE_ID)).toBeUndefined();
    expect(findRoute(routes, SHELL_ROUTE_ID)).toBeDefined();
  });

  it('when a navigation matches the whole path (a vacancy) → nothing is loaded or patched', async () => {
    const patch = vi.fn();
    const patcher = patchAppRoutes(context);
    await patcher(args('/vacantes/12', patch, [{ pathname: '/' }, { pathname: '/vacantes/12' }]));
    expect(patch).not.toHaveBeenCalled();
  });

  it('when navigating to a page outside the first tree → the layouts and pages are patched, once', async () => {
    const patch = vi.fn<Patch>();
    const patcher = patchAppRoutes(context);
    await patcher(args('/mi-perfil', patch, [{ pathname: '/' }]));
    await patcher(args('/login', patch));
    expect(patch.mock.calls.map(([id]) => id)).toEqual([ROOT_ROUTE_ID, SHELL_ROUTE_ID]);
    const layouts = patch.mock.calls[0]![1];
    const pages = patch.mock.calls[1]![1];
    expect(pathsOf(layouts)).toEqual(
      expect.arrayContaining([
        '/login',
        '/contacto',
        '/terminos-servicio',
        paths.workspace.pattern,
      ]),
    );
    expect(pathsOf(pages)).toEqual(expect.arrayContaining(['/mi-perfil', '/inicio', '*']));
  });

  it('when navigating into a workspace → its layout, then its sections are patched, once', async () => {
    const patch = vi.fn<Patch>();
    const patcher = patchAppRoutes(context);
    await patcher(args(paths.workspaceDepartments.href(7), patch));
    await patcher(args(paths.workspace.href(7), patch));
    expect(patch.mock.calls.map(([id]) => id)).toEqual([
      ROOT_ROUTE_ID,
      SHELL_ROUTE_ID,
      WORKSPACE_ROUTE_ID,
    ]);
    const layouts = patch.mock.calls[0]![1];
    expect(findRoute(layouts, WORKSPACE_ROUTE_ID)?.path).toBe(paths.workspace.pattern);
    expect(findRoute(layouts, WORKSPACE_ROUTE_ID)?.children).toBeUndefined();
    const sections = patch.mock.calls[2]![1];
    expect(sections.some((route) => route.index === true)).toBe(true);
    expect(sections.map((route) => route.path)).toContain(paths.workspaceDepartments.pattern);
  });

  it('when the first navigation is cancelled while the table loads → the next one patches it', async () => {
    const patch = vi.fn<Patch>();
    const patcher = patchAppRoutes(context);
    const cancelled = new AbortController();
    const first = patcher(args('/mi-perfil', patch, [], cancelled.signal));
    cancelled.abort();
    await first;
    expect(patch).not.toHaveBeenCalled();
    await patcher(args('/mis-favoritos', patch));
    expect(patch.mock.calls.map(([id]) => id)).toEqual([ROOT_ROUTE_ID, SHELL_ROUTE_ID]);
  });

  it('when navigating outside a workspace → the workspace patcher loads nothing', async () => {
    const patch = vi.fn();
    const patcher = patchWorkspaceRoutes(context);
    await patcher(args('/vacantes/12', patch));
    await patcher(args('/inicio', patch));
    expect(patch).not.toHaveBeenCalled();
  });
});
