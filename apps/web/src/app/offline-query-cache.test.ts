import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { offlineQueryCache } from './offline-query-cache.ts';
import { memoryStorage } from '../test/memory-storage.ts';

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
