/**
 * The driver's day kept on the device (docs/decisions/0017-fleet-map.md): the cached answers of
 * `getMyFleetWorkday` and of the tours' passenger lists are written to `localStorage` (per user,
 * with TanStack Query's `dehydrate`) whenever they change, and put back into the cache
 * (`hydrate`) before the driver's loaders read it, so the pages open offline.
 */
import { toursKeys } from '@jornada/api-client';
import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';

const maxAgeMs = 24 * 60 * 60 * 1000;
const restored = new WeakMap<QueryClient, number>();

const storageKey = (userId: number) => `jornada.driver.cache.v1.${userId}`;

/** Whether a query is part of the driver's day kept offline. */
export function isDriverQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [domain, , operation] = query.queryKey as readonly unknown[];
  return (
    domain === toursKeys.all[0] &&
    (operation === 'getMyFleetWorkday' || operation === 'listTourPassengers')
  );
}

/** Puts the saved day of `userId` into the cache (once per query client and user). */
export function restoreDriverCache(queryClient: QueryClient, userId: number): void {
  if (restored.get(queryClient) === userId) return;
  restored.set(queryClient, userId);
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null') as ReturnType<
      typeof dehydrate
    > | null;
    if (!saved) return;
    const fresh = {
      ...saved,
      queries: saved.queries.filter((query) => Date.now() - query.state.dataUpdatedAt < maxAgeMs),
    };
    hydrate(queryClient, fresh);
  } catch {
    localStorage.removeItem(storageKey(userId));
  }
}

/**
 * Saves the driver's queries of `userId` whenever one of them changes.
 * @returns the function that stops saving.
 */
export function persistDriverCache(queryClient: QueryClient, userId: number): () => void {
  const save = () => {
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => isDriverQuery(query) && query.state.status === 'success',
      shouldDehydrateMutation: () => false,
    });
    try {
      localStorage.setItem(storageKey(userId), JSON.stringify(state));
    } catch {
      // Storage full or blocked: the pages still work online.
    }
  };
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isDriverQuery(event.query))
      save();
  });
}
