import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { offlineQueryCache } from './offline-query-cache.ts';

/** A `Storage` in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('given answers saved on the device', () => {
  const storage = memoryStorage();
  const cache = offlineQueryCache<number>({
    key: (userId) => `test.cache.${userId}`,
    keeps: (query) => query.queryKey[0] === 'applications',
    storage: () => storage,
  });

  it('when a new session restores them → they are in the cache at once, but stale, so a page fetches them again online', async () => {
    const before = new QueryClient();
    const stop = cache.persist(before, 27);
    await before.fetchQuery({ queryKey: ['applications'], queryFn: () => ['postulación 1'] });
    await before.fetchQuery({ queryKey: ['profile'], queryFn: () => 'perfil' });
    stop();

    const after = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    cache.restore(after, 27);
    expect(after.getQueryData(['applications'])).toEqual(['postulación 1']);
    expect(after.getQueryData(['profile'])).toBeUndefined();
    expect(
      after
        .getQueryCache()
        .find({ queryKey: ['applications'] })!
        .isStale(),
    ).toBe(true);
  });
});
