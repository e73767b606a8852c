/**
 * Service orders (spec section 7 "Service orders").
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

const keys = domainKeys('service-orders');

/** Query keys of service-orders: `['service-orders', 'list' | 'detail', operationId, params]`. */
export const serviceOrderKeys = {
  ...keys,
  /** Key of `listServiceOrders`. */
  listServiceOrders: (params: QueryParams<'listServiceOrders'> = {}) =>
    keys.list('listServiceOrders', { ...params }),
  /** Key of `getServiceOrder`. */
  getServiceOrder: (serviceOrderId: number) => keys.detail('getServiceOrder', { serviceOrderId }),
  /** Key of `listCompanyServiceOrders`. */
  listCompanyServiceOrders: (
    companyId: number,
    params: QueryParams<'listCompanyServiceOrders'> = {},
  ) => keys.list('listCompanyServiceOrders', { companyId, ...params }),
};

/**
 * List service orders: `GET /api/v1/service-orders` (`listServiceOrders`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403.
 */
export function listServiceOrdersQueryOptions(
  api: JornadaClient,
  params: QueryParams<'listServiceOrders'> = {},
) {
  return apiQueryOptions({
    queryKey: serviceOrderKeys.listServiceOrders(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/service-orders', { params: { query: params }, signal })),
  });
}

/**
 * Create a service order: `POST /api/v1/service-orders` (`createServiceOrder`). Invalidates the service-orders lists.
 * @throws {ApiError} 400, 401, 403, 422.
 */
export function createServiceOrderMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...serviceOrderKeys.all, 'createServiceOrder'],
    mutationFn: (body: JsonBody<'createServiceOrder'>) =>
      unwrap(api.main.POST('/api/v1/service-orders', { body: body })).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [serviceOrderKeys.lists()]),
  });
}

/**
 * One service order: `GET /api/v1/service-orders/{serviceOrderId}` (`getServiceOrder`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getServiceOrderQueryOptions(api: JornadaClient, serviceOrderId: number) {
  return apiQueryOptions({
    queryKey: serviceOrderKeys.getServiceOrder(serviceOrderId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/service-orders/{serviceOrderId}', {
          params: { path: { serviceOrderId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Update a service order: `PUT /api/v1/service-orders/{serviceOrderId}` (`updateServiceOrder`). Invalidates the service-orders lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function updateServiceOrderMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...serviceOrderKeys.all, 'updateServiceOrder'],
    mutationFn: ({
      serviceOrderId,
      ...body
    }: JsonBody<'updateServiceOrder'> & { serviceOrderId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/service-orders/{serviceOrderId}', {
          params: { path: { serviceOrderId } },
          body: body as JsonBody<'updateServiceOrder'>,
        }),
      ).then((r) => r.data),
    onSuccess: () =>
      invalidateAll(queryClient, [serviceOrderKeys.lists(), serviceOrderKeys.details()]),
  });
}

/**
 * Delete a service order: `DELETE /api/v1/service-orders/{serviceOrderId}` (`deleteServiceOrder`). Invalidates the service-orders lists and details.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function deleteServiceOrderMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...serviceOrderKeys.all, 'deleteServiceOrder'],
    mutationFn: (serviceOrderId: number) =>
      unwrap(
        api.main.DELETE('/api/v1/service-orders/{serviceOrderId}', {
          params: { path: { serviceOrderId } },
        }),
      ).then(() => undefined),
    onSuccess: () =>
      invalidateAll(queryClient, [serviceOrderKeys.lists(), serviceOrderKeys.details()]),
  });
}

/**
 * List a company's service orders: `GET /api/v1/companies/{companyId}/service-orders` (`listCompanyServiceOrders`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyServiceOrdersQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanyServiceOrders'> = {},
) {
  return apiQueryOptions({
    queryKey: serviceOrderKeys.listCompanyServiceOrders(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/companies/{companyId}/service-orders', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}
