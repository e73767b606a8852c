/**
 * Revision orders and their signed report URLs (spec section 7 "Revision orders").
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

const keys = domainKeys('revision-orders');

/** Query keys of revision-orders: `['revision-orders', 'list' | 'detail', operationId, params]`. */
export const revisionOrderKeys = {
  ...keys,
  /** Key of `listCompanyRevisionOrders`. */
  listCompanyRevisionOrders: (
    companyId: number,
    params: QueryParams<'listCompanyRevisionOrders'> = {},
  ) => keys.list('listCompanyRevisionOrders', { companyId, ...params }),
  /** Key of `getRevisionOrderReportUrl`. */
  getRevisionOrderReportUrl: (companyId: number, revisionOrderId: number) =>
    keys.detail('getRevisionOrderReportUrl', { companyId, revisionOrderId }),
  /** Key of `getRevisionOrder`. */
  getRevisionOrder: (revisionOrderId: number) =>
    keys.detail('getRevisionOrder', { revisionOrderId }),
};

/**
 * List a company's revision orders: `GET /api/v1/companies/{companyId}/revision-orders` (`listCompanyRevisionOrders`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyRevisionOrdersQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanyRevisionOrders'> = {},
) {
  return apiQueryOptions({
    queryKey: revisionOrderKeys.listCompanyRevisionOrders(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/companies/{companyId}/revision-orders', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * Signed URL of a revision report: `GET /api/v1/companies/{companyId}/generate-url-report/{revisionOrderId}` (`getRevisionOrderReportUrl`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getRevisionOrderReportUrlQueryOptions(
  api: JornadaClient,
  companyId: number,
  revisionOrderId: number,
) {
  return apiQueryOptions({
    queryKey: revisionOrderKeys.getRevisionOrderReportUrl(companyId, revisionOrderId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/companies/{companyId}/generate-url-report/{revisionOrderId}', {
          params: { path: { companyId, revisionOrderId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Create a revision order: `POST /api/v1/revision-orders` (`createRevisionOrder`). Invalidates the revision-orders lists.
 * @throws {ApiError} 400, 401, 403, 422.
 */
export function createRevisionOrderMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...revisionOrderKeys.all, 'createRevisionOrder'],
    mutationFn: (body: JsonBody<'createRevisionOrder'>) =>
      unwrap(api.main.POST('/api/v1/revision-orders', { body: body })).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [revisionOrderKeys.lists()]),
  });
}

/**
 * One revision order: `GET /api/v1/revision-orders/{revisionOrderId}` (`getRevisionOrder`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getRevisionOrderQueryOptions(api: JornadaClient, revisionOrderId: number) {
  return apiQueryOptions({
    queryKey: revisionOrderKeys.getRevisionOrder(revisionOrderId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/revision-orders/{revisionOrderId}', {
          params: { path: { revisionOrderId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Update a revision order: `PUT /api/v1/revision-orders/{revisionOrderId}` (`updateRevisionOrder`). Invalidates the revision-orders lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function updateRevisionOrderMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...revisionOrderKeys.all, 'updateRevisionOrder'],
    mutationFn: ({
      revisionOrderId,
      ...body
    }: JsonBody<'updateRevisionOrder'> & { revisionOrderId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/revision-orders/{revisionOrderId}', {
          params: { path: { revisionOrderId } },
          body: body as JsonBody<'updateRevisionOrder'>,
        }),
      ).then((r) => r.data),
    onSuccess: () =>
      invalidateAll(queryClient, [revisionOrderKeys.lists(), revisionOrderKeys.details()]),
  });
}

/**
 * Delete a revision order: `DELETE /api/v1/revision-orders/{revisionOrderId}` (`deleteRevisionOrder`). Invalidates the revision-orders lists and details.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function deleteRevisionOrderMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...revisionOrderKeys.all, 'deleteRevisionOrder'],
    mutationFn: (revisionOrderId: number) =>
      unwrap(
        api.main.DELETE('/api/v1/revision-orders/{revisionOrderId}', {
          params: { path: { revisionOrderId } },
        }),
      ).then(() => undefined),
    onSuccess: () =>
      invalidateAll(queryClient, [revisionOrderKeys.lists(), revisionOrderKeys.details()]),
  });
}
