/**
 * Containers of a company (spec section 7 "Containers"); bulk import is multipart (spec section 5).
 * Functions are named after the contract's operationIds.
 */
import type { QueryClient } from '@tanstack/react-query';
import { unwrap, type JornadaClient } from '../client.ts';
import type { components } from '../generated/schema.ts';
import { formDataSerializer, type ContainerBulkFields } from '../multipart.ts';
import {
  apiMutationOptions,
  apiQueryOptions,
  domainKeys,
  invalidateAll,
  type JsonBody,
  type QueryParams,
} from './query-helpers.ts';

const keys = domainKeys('containers');

/** Query keys of containers: `['containers', 'list' | 'detail', operationId, params]`. */
export const containerKeys = {
  ...keys,
  /** Key of `listCompanyContainers`. */
  listCompanyContainers: (companyId: number, params: QueryParams<'listCompanyContainers'> = {}) =>
    keys.list('listCompanyContainers', { companyId, ...params }),
  /** Key of `getContainer`. */
  getContainer: (containerId: number) => keys.detail('getContainer', { containerId }),
};

/**
 * A company's containers: `GET /api/v1/companies/{companyId}/containers` (`listCompanyContainers`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyContainersQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanyContainers'> = {},
) {
  return apiQueryOptions({
    queryKey: containerKeys.listCompanyContainers(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/companies/{companyId}/containers', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * Register a container: `POST /api/v1/companies/{companyId}/containers` (`createContainer`). Invalidates the containers lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function createContainerMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...containerKeys.all, 'createContainer'],
    mutationFn: ({ companyId, ...body }: JsonBody<'createContainer'> & { companyId: number }) =>
      unwrap(
        api.main.POST('/api/v1/companies/{companyId}/containers', {
          params: { path: { companyId } },
          body: body as JsonBody<'createContainer'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [containerKeys.lists(), containerKeys.details()]),
  });
}

/**
 * One container: `GET /api/v1/containers/{containerId}` (`getContainer`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getContainerQueryOptions(api: JornadaClient, containerId: number) {
  return apiQueryOptions({
    queryKey: containerKeys.getContainer(containerId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/containers/{containerId}', {
          params: { path: { containerId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Update a container: `PUT /api/v1/containers/{containerId}` (`updateContainer`). Invalidates the containers lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function updateContainerMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...containerKeys.all, 'updateContainer'],
    mutationFn: ({ containerId, ...body }: JsonBody<'updateContainer'> & { containerId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/containers/{containerId}', {
          params: { path: { containerId } },
          body: body as JsonBody<'updateContainer'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [containerKeys.lists(), containerKeys.details()]),
  });
}

/**
 * Delete a container: `DELETE /api/v1/containers/{containerId}` (`deleteContainer`). Invalidates the containers lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409.
 */
export function deleteContainerMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...containerKeys.all, 'deleteContainer'],
    mutationFn: (containerId: number) =>
      unwrap(
        api.main.DELETE('/api/v1/containers/{containerId}', { params: { path: { containerId } } }),
      ).then(() => undefined),
    onSuccess: () => invalidateAll(queryClient, [containerKeys.lists(), containerKeys.details()]),
  });
}

/**
 * Import containers from a file: `POST /api/v1/companies/{companyId}/containers/bulk` (`importContainers`); multipart. Invalidates the containers lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function importContainersMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...containerKeys.all, 'importContainers'],
    mutationFn: ({ companyId, ...fields }: ContainerBulkFields & { companyId: number }) =>
      unwrap(
        api.main.POST('/api/v1/companies/{companyId}/containers/bulk', {
          params: { path: { companyId } },
          body: fields as unknown as components['schemas']['ContainerBulkInput'],
          bodySerializer: formDataSerializer,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [containerKeys.lists(), containerKeys.details()]),
  });
}
