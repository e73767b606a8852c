/**
 * Container calls (spec section 7 "Container calls").
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

const keys = domainKeys('container-calls');

/** Query keys of container-calls: `['container-calls', 'list' | 'detail', operationId, params]`. */
export const containerCallKeys = {
  ...keys,
  /** Key of `listContainerCallsOfContainer`. */
  listContainerCallsOfContainer: (containerId: number) =>
    keys.list('listContainerCallsOfContainer', { containerId }),
  /** Key of `listContainerCalls`. */
  listContainerCalls: (params: QueryParams<'listContainerCalls'> = {}) =>
    keys.list('listContainerCalls', { ...params }),
};

/**
 * Calls of a container: `GET /api/v1/containers/{containerId}/container-calls` (`listContainerCallsOfContainer`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listContainerCallsOfContainerQueryOptions(api: JornadaClient, containerId: number) {
  return apiQueryOptions({
    queryKey: containerCallKeys.listContainerCallsOfContainer(containerId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/containers/{containerId}/container-calls', {
          params: { path: { containerId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * List container calls: `GET /api/v1/container-calls` (`listContainerCalls`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403.
 */
export function listContainerCallsQueryOptions(
  api: JornadaClient,
  params: QueryParams<'listContainerCalls'> = {},
) {
  return apiQueryOptions({
    queryKey: containerCallKeys.listContainerCalls(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/container-calls', { params: { query: params }, signal })),
  });
}

/**
 * Create a container call: `POST /api/v1/container-calls` (`createContainerCall`). Invalidates the container-calls lists.
 * @throws {ApiError} 400, 401, 403, 409, 422.
 */
export function createContainerCallMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...containerCallKeys.all, 'createContainerCall'],
    mutationFn: (body: JsonBody<'createContainerCall'>) =>
      unwrap(api.main.POST('/api/v1/container-calls', { body: body })).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [containerCallKeys.lists()]),
  });
}

/**
 * Update a container call: `PUT /api/v1/container-calls/{containerCallId}` (`updateContainerCall`). Invalidates the container-calls lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function updateContainerCallMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...containerCallKeys.all, 'updateContainerCall'],
    mutationFn: ({
      containerCallId,
      ...body
    }: JsonBody<'updateContainerCall'> & { containerCallId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/container-calls/{containerCallId}', {
          params: { path: { containerCallId } },
          body: body as JsonBody<'updateContainerCall'>,
        }),
      ).then((r) => r.data),
    onSuccess: () =>
      invalidateAll(queryClient, [containerCallKeys.lists(), containerCallKeys.details()]),
  });
}

/**
 * Delete a container call: `DELETE /api/v1/container-calls/{containerCallId}` (`deleteContainerCall`). Invalidates the container-calls lists and details.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function deleteContainerCallMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...containerCallKeys.all, 'deleteContainerCall'],
    mutationFn: (containerCallId: number) =>
      unwrap(
        api.main.DELETE('/api/v1/container-calls/{containerCallId}', {
          params: { path: { containerCallId } },
        }),
      ).then(() => undefined),
    onSuccess: () =>
      invalidateAll(queryClient, [containerCallKeys.lists(), containerCallKeys.details()]),
  });
}
