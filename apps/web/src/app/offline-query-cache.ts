/**
 * The app's one way of keeping query answers on the device for offline pages
 * (docs/decisions/0017-fleet-map.md; decision 39): the cached answers a page needs are written to
 * `localStorage` (per user or link, with TanStack Query's `dehydrate`) whenever they change, and
 * put back into the cache (`hydrate`) before the page's loader reads it, so the page opens
 * offline; put back as stale, so online the page still fetches them again. The driver's day and the clock-in pages keep theirs this way.
 */
import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';

/** Answers older than this are not put back, in ms (a day). */
export const offlineMaxAgeMs = 24 * 60 * 60 * 1000;

/** A kind of saved answers: which queries, under which storage key. */
export interface OfflineQueryCache<S> {
  /** Puts the saved answers of `scope` into the cache (once per query client and scope). */
  restore: (queryClient: QueryClient, scope: S) => void;
  /**
   * Saves the kept queries under `scope`'s key whenever one of them changes.
   * @returns the function that stops saving.
   */
  persist: (queryClient: QueryClient, scope: S) => () => void;
}

/** Options of {@link offlineQueryCache}. */
export interface OfflineQueryCacheOptions<S> {
  /** The storage key of a scope (a user id, a link), e.g. `jornada.driver.cache.v1.${userId}`. */
  key: (scope: S) => string;
  /** Whether a query is kept. */
  keeps: (query: Pick<Query, 'queryKey'>) => boolean;
  /** @default localStorage */
  storage?: () => Storage;
}

/** Creates a kind of saved answers (see the module). */
export function offlineQueryCache<S>({
  key,
  keeps,
  storage = () => localStorage,
}: OfflineQueryCacheOptions<S>): OfflineQueryCache<S> {
  const restored = new WeakMap<QueryClient, Set<string>>();
  return {
    restore(queryClient, scope) {
      const storageKey = key(scope);
      const done = restored.get(queryClient) ?? new Set<string>();
      restored.set(queryClient, done);
      if (done.has(storageKey)) return;
      done.add(storageKey);
      try {
        const saved = JSON.parse(storage().getItem(storageKey) ?? 'null') as ReturnType<
          typeof dehydrate
        > | null;
        if (!saved) return;
        const fresh = {
          ...saved,
          queries: saved.queries.filter(
            (query) => Date.now() - query.state.dataUpdatedAt < offlineMaxAgeMs,
          ),
        };
        hydrate(queryClient, fresh);
        // Shown at once, but not trusted as fresh: a page that uses one fetches it again when
        // online (a reload after a change elsewhere, e.g. an invitation, must show it).
        for (const query of fresh.queries)
          void queryClient.invalidateQueries({
            queryKey: query.queryKey,
            exact: true,
            refetchType: 'none',
          });
      } catch {
        storage().removeItem(storageKey);
      }
    },
    persist(queryClient, scope) {
      const save = () => {
        const state = dehydrate(queryClient, {
          shouldDehydrateQuery: (query) => keeps(query) && query.state.status === 'success',
          shouldDehydrateMutation: () => false,
        });
        try {
          storage().setItem(key(scope), JSON.stringify(state));
        } catch {
          // Storage full or blocked: the pages still work online.
        }
      };
      return queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success' && keeps(event.query))
          save();
      });
    },
  };
}
