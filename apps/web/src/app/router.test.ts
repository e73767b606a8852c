import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../paths.ts';
import type { AppContext } from './app-context.ts';
import { createRoutes, patchWorkspaceRoutes, WORKSPACE_ROUTE_ID } from './router.tsx';

const context = {} as AppContext;
const args = (path: string, patch: (id: string | null, children: RouteObject[]) => void) => ({
  path,
  patch,
  matches: [],
  signal: new AbortController().signal,
  fetcherKey: undefined,
});

function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = findRoute(route.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

describe('the company workspace route table (decision 0035)', () => {
  it('given the app routes → the workspace layout route is there without its sections', () => {
    const workspace = findRoute(createRoutes(context), WORKSPACE_ROUTE_ID);
    expect(workspace?.path).toBe(paths.workspace.pattern);
    expect(workspace?.children).toBeUndefined();
  });

  it('when navigating outside a workspace → nothing is loaded or patched', async () => {
    const patch = vi.fn();
    const patcher = patchWorkspaceRoutes(context);
    await patcher(args('/vacantes/12', patch));
    await patcher(args('/inicio', patch));
    expect(patch).not.toHaveBeenCalled();
  });

  it('when navigating into a workspace → its sections are patched under the layout, once', async () => {
    const patch = vi.fn();
    const patcher = patchWorkspaceRoutes(context);
    await patcher(args(paths.workspaceDepartments.href(7), patch));
    await patcher(args(paths.workspace.href(7), patch));
    expect(patch).toHaveBeenCalledTimes(1);
    const [id, children] = patch.mock.calls[0] as [string, RouteObject[]];
    expect(id).toBe(WORKSPACE_ROUTE_ID);
    expect(children.some((route) => route.index === true)).toBe(true);
    expect(children.map((route) => route.path)).toContain(paths.workspaceDepartments.pattern);
  });
});
