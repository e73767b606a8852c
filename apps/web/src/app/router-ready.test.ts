import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { whenRouterReady } from './router-ready.ts';

describe('whenRouterReady', () => {
  it('resolves once the initial loaders are done', async () => {
    let finish: () => void = () => {};
    const router = createMemoryRouter([
      { path: '/', loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))) },
    ]);
    let ready = false;
    const waiting = whenRouterReady(router).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    finish();
    await waiting;
    expect(router.state.initialized).toBe(true);
    router.dispose();
  });

  it('resolves at once for a router that is already initialized', async () => {
    const router = createMemoryRouter([{ path: '/' }]);
    await expect(whenRouterReady(router)).resolves.toBeUndefined();
    router.dispose();
  });
});
