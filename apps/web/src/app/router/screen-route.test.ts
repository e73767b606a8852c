import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../paths.ts';
import type { AppContext } from '../app-context.ts';
import { screens } from './screen-route.ts';

const context = { api: {} } as AppContext;
const Component = () => null;
const args = {} as LoaderFunctionArgs;

describe('screens (one declaration per lazy route)', () => {
  it('given a paths.ts entry → the route has its pattern and nothing loads before navigation', () => {
    const load = vi.fn(async () => ({ Component }));
    const route = screens(context)(paths.workspaceTickets, load);
    expect(route.path).toBe('/empresa/:companyId/tickets');
    expect(route.index).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it("given 'index' and '*' → an index route and the catch-all route", () => {
    const screen = screens(context);
    const index = screen('index', async () => ({ Component }));
    expect(index.index).toBe(true);
    expect(index.path).toBeUndefined();
    expect(screen('*', async () => ({ Component })).path).toBe('*');
  });

  it("given a loader factory's name → the lazy route gives the screen and the loader bound to the app context", async () => {
    const bound = vi.fn(() => 'loaded');
    const ticketsLoader = vi.fn((_context: AppContext) => bound);
    const route = screens(context)(
      paths.workspaceTickets,
      async () => ({ Component, ticketsLoader }),
      'ticketsLoader',
    );
    const lazy = route.lazy as () => Promise<{
      Component: unknown;
      loader: (a: unknown) => unknown;
    }>;
    const loaded = await lazy();
    expect(ticketsLoader).toHaveBeenCalledWith(context);
    expect(loaded.Component).toBe(Component);
    expect(loaded.loader(args)).toBe('loaded');
  });

  it("without a loader's name → the module's own exports make the route", async () => {
    const module = { Component, loader: () => null };
    const route = screens(context)(paths.login, async () => module);
    expect(await (route.lazy as () => Promise<unknown>)()).toBe(module);
  });
});
