/**
 * Shared pieces of the query layer (STYLE.md §7): keys derived from the
 * operation and its parameters, `queryOptions` / `mutationOptions` typed with
 * {@link ApiError}, and the contract's parameter and body types by operation.
 */
import {
  mutationOptions,
  queryOptions,
  type MutationKey,
  type QueryClient,
  type QueryKey,
  type UndefinedInitialDataOptions,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import type { operations } from '../generated/schema.ts';

/** Query parameters of an operation (`{}` when it has none). */
export type QueryParams<O extends keyof operations> = operations[O]['parameters'] extends {
  query?: infer Q;
}
  ? NonNullable<Q>
  : Record<string, never>;

/** JSON request body of an operation. */
export type JsonBody<O extends keyof operations> = operations[O] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/**
 * Keys of one domain: `[domain]` ⊃ `[domain, 'list']` ⊃ `[domain, 'list', operationId, params]`,
 * and `[domain, 'detail', operationId, params]`. Invalidating `lists()` refreshes every list of
 * the domain and leaves details alone.
 */
export function domainKeys<const D extends string>(domain: D) {
  return {
    all: [domain] as const,
    lists: () => [domain, 'list'] as const,
    details: () => [domain, 'detail'] as const,
    list: <const O extends keyof operations, P>(operation: O, params: P) =>
      [domain, 'list', operation, params] as const,
    detail: <const O extends keyof operations, P>(operation: O, params: P) =>
      [domain, 'detail', operation, params] as const,
  };
}

/** `queryOptions` whose error type is {@link ApiError}. */
export function apiQueryOptions<TQueryFnData, const TQueryKey extends QueryKey>(
  options: UndefinedInitialDataOptions<TQueryFnData, ApiError, TQueryFnData, TQueryKey>,
) {
  return queryOptions(options);
}

/** `mutationOptions` whose error type is {@link ApiError}, with a required `mutationKey`. */
export function apiMutationOptions<TData, TVariables>(
  options: UseMutationOptions<TData, ApiError, TVariables> & { mutationKey: MutationKey },
) {
  return mutationOptions<TData, ApiError, TVariables>(options);
}

/** Marks every query under each key as stale and refetches the active ones. */
export function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
