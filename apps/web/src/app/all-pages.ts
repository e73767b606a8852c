/**
 * Every page of a paged list, for the workspace's pickers: a list pages at 50 at most, so this
 * reads page after page (an infinite query) until the last one. A company's fleet or staff is a
 * handful of requests, and the pages are cached under the list's key, so saving a record of
 * that list refreshes the picker.
 */
import type { ApiError } from '@jornada/api-client';
import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RecordPage } from '../records/company-record-list.ts';

/**
 * The records of every page of `options` (a generated `…InfiniteQueryOptions`); `enabled:
 * false` waits (for example until a sheet opens). `isPending` stays true until the last page.
 */
export function useAllPages<TRecord, TKey extends QueryKey>(
  options: UseInfiniteQueryOptions<
    RecordPage<TRecord>,
    ApiError,
    InfiniteData<RecordPage<TRecord>, number>,
    TKey,
    number
  >,
  { enabled = true } = {},
) {
  const query = useInfiniteQuery({ ...options, enabled });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    records: query.data?.pages.flatMap((page) => page.data) ?? [],
    isPending: query.isPending || hasNextPage,
    error: query.error,
  };
}
