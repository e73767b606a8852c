/**
 * Waiting for the router's first navigation (docs/decisions/0009-first-paint.md):
 * the app renders only once the initial loaders and lazy route modules are
 * done, so that its first render replaces the pre-rendered page with the
 * finished screen instead of an empty fallback.
 */

/** What {@link whenRouterReady} needs of a data router. */
export interface InitializingRouter {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/** Resolves once the router has finished its initial navigation (at once if it has). */
export function whenRouterReady(router: InitializingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
