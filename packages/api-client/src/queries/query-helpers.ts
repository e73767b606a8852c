/**
 * Shared pieces of the query layer (STYLE.md §7): keys derived from the
 * operation and its parameters, `queryOptions` / `mutationOptions` typed with
 * {@link ApiError}, and the contract's parameter and body types by operation.
 */
import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  type InfiniteData,
  type MutationKey,
  type MutationOptions,
  type QueryClient,
  type QueryKey,
  type UndefinedInitialDataInfiniteOptions,
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

/** Multipart request body of an operation, as the contract types it (file parts as `string`). */
export type MultipartBody<O extends keyof operations> = operations[O] extends {
  requestBody?: { content: { 'multipart/form-data': infer B } };
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

/** `infiniteQueryOptions` over numbered pages (`page` from 1) whose error type is {@link ApiError}. */
export function apiInfiniteQueryOptions<TQueryFnData, const TQueryKey extends QueryKey>(
  options: UndefinedInitialDataInfiniteOptions<
    TQueryFnData,
    ApiError,
    InfiniteData<TQueryFnData, number>,
    TQueryKey,
    number
  >,
) {
  return infiniteQueryOptions(options);
}

/**
 * `getNextPageParam` of a paginated list: the next page number while `meta.current_page` is
 * before `meta.last_page`, else `undefined` (no more pages).
 */
export function nextPageParam(lastPage: {
  meta: { current_page: number; last_page: number };
}): number | undefined {
  return lastPage.meta.current_page < lastPage.meta.last_page
    ? lastPage.meta.current_page + 1
    : undefined;
}

/** `mutationOptions` whose error type is {@link ApiError}, with a required `mutationKey`. */
export function apiMutationOptions<TData, TVariables>(
  options: UseMutationOptions<TData, ApiError, TVariables> & { mutationKey: MutationKey },
) {
  return mutationOptions<TData, ApiError, TVariables>(options);
}

/** Leaves `page` out when it is 1, for the lists the spec asks that of. */
export function withoutFirstPage<P extends { page?: number }>(params: P): P {
  if (params.page !== 1) return params;
  const { page: _page, ...rest } = params;
  return rest as P;
}

/** Marks every query under each key as stale and refetches the active ones. */
export function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/**
 * Runs mutation options outside React (an event handler that awaits, a loader): the mutation goes
 * through the client's mutation cache, so `onSuccess` (the invalidations) runs as with `useMutation`.
 * @returns what the mutation resolves to.
 * @throws {ApiError} as the mutation does.
 */
export function executeMutation<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationOptions<TData, ApiError, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return queryClient.getMutationCache().build(queryClient, options).execute(variables);
}
