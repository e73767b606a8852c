/**
 * Locations of a container (spec section 7 "Locations": `page` is sent only when it is not 1).
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

/** Spec section 7 "Locations": `page` is sent only when it is not 1. */
function withoutFirstPage<P extends { page?: number }>(params: P): P {
  if (params.page !== 1) return params;
  const { page: _page, ...rest } = params;
  return rest as P;
}

const keys = domainKeys('locations');

/** Query keys of locations: `['locations', 'list' | 'detail', operationId, params]`. */
export const containerLocationKeys = {
  ...keys,
  /** Key of `listContainerLocations`. */
  listContainerLocations: (
    containerId: number,
    params: QueryParams<'listContainerLocations'> = {},
  ) => keys.list('listContainerLocations', { containerId, ...params }),
};

/**
 * Locations of a container: `GET /api/v1/containers/{containerId}/locations` (`listContainerLocations`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listContainerLocationsQueryOptions(
  api: JornadaClient,
  containerId: number,
  params: QueryParams<'listContainerLocations'> = {},
) {
  return apiQueryOptions({
    queryKey: containerLocationKeys.listContainerLocations(containerId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/containers/{containerId}/locations', {
          params: { path: { containerId }, query: withoutFirstPage(params) },
          signal,
        }),
      ),
  });
}

/**
 * Record a location: `POST /api/v1/containers/{containerId}/locations` (`createContainerLocation`). Invalidates the locations lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function createContainerLocationMutationOptions(
  api: JornadaClient,
  queryClient: QueryClient,
) {
  return apiMutationOptions({
    mutationKey: [...containerLocationKeys.all, 'createContainerLocation'],
    mutationFn: ({
      containerId,
      ...body
    }: JsonBody<'createContainerLocation'> & { containerId: number }) =>
      unwrap(
        api.main.POST('/api/v1/containers/{containerId}/locations', {
          params: { path: { containerId } },
          body: body as JsonBody<'createContainerLocation'>,
        }),
      ).then((r) => r.data),
    onSuccess: () =>
      invalidateAll(queryClient, [containerLocationKeys.lists(), containerLocationKeys.details()]),
  });
}
