/**
 * The driver's day kept on the device (docs/decisions/0017-fleet-map.md): the cached answers of
 * `getMyFleetWorkday` and of the tours' passenger lists are saved per user and put back before
 * the driver's loaders read them, so the pages open offline (the app's one mechanism,
 * app/offline-query-cache.ts).
 */
import { toursKeys } from '@jornada/api-client';
import type { Query, QueryClient } from '@tanstack/react-query';
import { offlineQueryCache } from '../../app/offline-query-cache.ts';

/** Whether a query is part of the driver's day kept offline. */
export function isDriverQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [domain, , operation] = query.queryKey as readonly unknown[];
  return (
    domain === toursKeys.all[0] &&
    (operation === 'getMyFleetWorkday' || operation === 'listTourPassengers')
  );
}

const driverCache = offlineQueryCache<number>({
  key: (userId) => `jornada.driver.cache.v1.${userId}`,
  keeps: isDriverQuery,
});

/** Puts the saved day of `userId` into the cache (once per query client and user). */
export function restoreDriverCache(queryClient: QueryClient, userId: number): void {
  driverCache.restore(queryClient, userId);
}

/**
 * Saves the driver's queries of `userId` whenever one of them changes.
 * @returns the function that stops saving.
 */
export function persistDriverCache(queryClient: QueryClient, userId: number): () => void {
  return driverCache.persist(queryClient, userId);
}
