/**
 * Saved vacancies of the signed-in job seeker (spec section 7 "Bookmarks").
 */
import type { QueryClient } from '@tanstack/react-query';
import { unwrap, type JornadaClient } from '../client.ts';
import {
  apiMutationOptions,
  apiQueryOptions,
  domainKeys,
  type QueryParams,
} from './query-helpers.ts';

/** Query of `GET /api/v1/bookmarks` (`page` from 1, `per_page` ≤ 50). */
export type BookmarkListParams = QueryParams<'listBookmarks'>;

const keys = domainKeys('bookmarks');

/** Query keys of bookmarks. */
export const bookmarkKeys = {
  ...keys,
  /** Key of one page of `listBookmarks`. */
  list: (params: BookmarkListParams = {}) => keys.list('listBookmarks', params),
};

/** Invalidates every bookmark list (after a bookmark is added or removed). */
export function invalidateBookmarkLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: bookmarkKeys.lists() });
}

/**
 * One page of the user's bookmarks: `GET /api/v1/bookmarks` (`listBookmarks`), `{ data, meta }`.
 * @throws {ApiError} 401 when signed out.
 */
export function bookmarksQueryOptions(api: JornadaClient, params: BookmarkListParams = {}) {
  return apiQueryOptions({
    queryKey: bookmarkKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(api.jobs.GET('/api/v1/bookmarks', { params: { query: params }, signal })),
  });
}

/**
 * Saves a vacancy: `POST /api/v1/vacancies/{vacancyId}/bookmark` (`bookmarkVacancy`); variables: the vacancy id.
 * Invalidates the bookmark lists.
 * @throws {ApiError} 409 when already saved, 404 for an unknown vacancy.
 */
export function bookmarkVacancyMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...bookmarkKeys.all, 'bookmarkVacancy'],
    mutationFn: (vacancyId: number) =>
      unwrap(
        api.jobs.POST('/api/v1/vacancies/{vacancyId}/bookmark', {
          params: { path: { vacancyId } },
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateBookmarkLists(queryClient),
  });
}

/**
 * Removes a saved vacancy: `DELETE /api/v1/bookmark-vacancy/{vacancyId}` (`unbookmarkVacancy`; the id is the
 * vacancy, openapi/README.md decision 13). Invalidates the bookmark lists.
 * @throws {ApiError} 404 when the vacancy was not saved.
 */
export function unbookmarkVacancyMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...bookmarkKeys.all, 'unbookmarkVacancy'],
    mutationFn: (vacancyId: number) =>
      unwrap(
        api.jobs.DELETE('/api/v1/bookmark-vacancy/{vacancyId}', {
          params: { path: { vacancyId } },
        }),
      ).then(() => undefined),
    onSuccess: () => invalidateBookmarkLists(queryClient),
  });
}
