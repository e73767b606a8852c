import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createPreloadQueue } from './preload-queue.ts';
import { createRoutePreloader } from './use-prefetch.ts';

describe('given the route preloader', () => {
  it('loads the lazy modules of every route the path matches, once each', async () => {
    const layout = vi.fn(async () => ({}));
    const vacancies = vi.fn(async () => ({}));
    const contact = vi.fn(async () => ({}));
    const routes: RouteObject[] = [
      {
        id: 'root',
        children: [
          {
            id: 'layout',
            lazy: layout,
            children: [{ id: 'vacancies', path: '/vacantes', lazy: vacancies }],
          },
          { id: 'contact', path: '/contacto', lazy: contact },
        ],
      },
    ];
    const preload = createRoutePreloader(routes);
    preload('/vacantes');
    preload('/vacantes');
    await vi.waitFor(() => expect(vacancies).toHaveBeenCalledTimes(1));
    expect(layout).toHaveBeenCalledTimes(1);
    expect(contact).not.toHaveBeenCalled();
  });

  it('goes through the queue of at most 5 loads at once', () => {
    const queue = createPreloadQueue();
    const never = () => new Promise<never>(() => {});
    const routes: RouteObject[] = Array.from({ length: 7 }, (_, i) => ({
      id: `r${i}`,
      path: `/r${i}`,
      lazy: never,
    }));
    const preload = createRoutePreloader(routes, queue);
    for (let i = 0; i < 7; i += 1) preload(`/r${i}`);
    expect(queue.active).toBe(5);
    expect(queue.pending).toBe(2);
  });

  it('ignores paths that match nothing and swallows failed loads', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk')));
    const preload = createRoutePreloader([{ id: 'x', path: '/x', lazy: failing }]);
    expect(() => preload('/nada')).not.toThrow();
    preload('/x');
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
  });
});
