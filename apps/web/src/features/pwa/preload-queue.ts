/**
 * Route preloading with a cap on concurrent downloads (at
 * most 5 route preloads at once).
 */

/** Maximum concurrent route preloads. */
export const MAX_CONCURRENT_PRELOADS = 5;

/** A queue that runs loaders with bounded concurrency and runs each key once. */
export interface PreloadQueue {
  /**
   * Queues `load` under `key`. A key already queued, running or done is not
   * loaded again: the same promise is returned. A failed load is forgotten so
   * that a later call can retry it.
   */
  preload<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Loads running now. */
  readonly active: number;
  /** Loads waiting for a free slot. */
  readonly pending: number;
}

/**
 * Creates a {@link PreloadQueue}.
 *
 * @param concurrency - loads at once. @default {@link MAX_CONCURRENT_PRELOADS}
 */
export function createPreloadQueue(concurrency: number = MAX_CONCURRENT_PRELOADS): PreloadQueue {
  const limit = Math.max(1, Math.floor(concurrency));
  const started = new Map<string, Promise<unknown>>();
  const waiting: (() => void)[] = [];
  let active = 0;

  const next = () => {
    while (active < limit && waiting.length > 0) waiting.shift()!();
  };

  return {
    preload<T>(key: string, load: () => Promise<T>): Promise<T> {
      const known = started.get(key);
      if (known) return known as Promise<T>;
      const promise = new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          active += 1;
          let result: Promise<T>;
          try {
            result = Promise.resolve(load());
          } catch (error) {
            result = Promise.reject(error);
          }
          result
            .then(resolve, (error: unknown) => {
              started.delete(key);
              reject(error);
            })
            .finally(() => {
              active -= 1;
              next();
            });
        });
      });
      started.set(key, promise);
      next();
      return promise;
    },
    get active() {
      return active;
    },
    get pending() {
      return waiting.length;
    },
  };
}
