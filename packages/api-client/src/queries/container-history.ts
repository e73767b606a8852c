/**
 * History entries of a container (spec section 7 "History").
 * Functions are named after the contract's operationIds.
 */
import type { QueryClient } from '@tanstack/react-query';
import { unwrap, type JornadaClient } from '../client.ts';
import {
  apiMutationOptions,
  apiQueryOptions,
  domainKeys,
  invalidateAll,
  type JsonBody,
  type QueryParams,
} from './query-helpers.ts';

const keys = domainKeys('history');

/** Query keys of history: `['history', 'list' | 'detail', operationId, params]`. */
export const containerHistoryKeys = {
  ...keys,
  /** Key of `listContainerHistory`. */
  listContainerHistory: (containerId: number, params: QueryParams<'listContainerHistory'> = {}) =>
    keys.list('listContainerHistory', { containerId, ...params }),
};

/**
 * History of a container: `GET /api/v1/containers/{containerId}/history` (`listContainerHistory`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listContainerHistoryQueryOptions(
  api: JornadaClient,
  containerId: number,
  params: QueryParams<'listContainerHistory'> = {},
) {
  return apiQueryOptions({
    queryKey: containerHistoryKeys.listContainerHistory(containerId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/containers/{containerId}/history', {
          params: { path: { containerId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * Record a container event: `POST /api/v1/containers/{containerId}/history` (`createContainerHistoryEntry`). Invalidates the history lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function createContainerHistoryEntryMutationOptions(
  api: JornadaClient,
  queryClient: QueryClient,
) {
  return apiMutationOptions({
    mutationKey: [...containerHistoryKeys.all, 'createContainerHistoryEntry'],
    mutationFn: ({
      containerId,
      ...body
    }: JsonBody<'createContainerHistoryEntry'> & { containerId: number }) =>
      unwrap(
        api.main.POST('/api/v1/containers/{containerId}/history', {
          params: { path: { containerId } },
          body: body as JsonBody<'createContainerHistoryEntry'>,
        }),
      ).then((r) => r.data),
    onSuccess: () =>
      invalidateAll(queryClient, [containerHistoryKeys.lists(), containerHistoryKeys.details()]),
  });
}
