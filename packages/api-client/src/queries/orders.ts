/**
 * Container orders (spec section 7 "Orders").
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
} from './query-helpers.ts';

const keys = domainKeys('orders');

/** Query keys of orders: `['orders', 'list' | 'detail', operationId, params]`. */
export const orderKeys = {
  ...keys,
  /** Key of `getOrder`. */
  getOrder: (orderId: number) => keys.detail('getOrder', { orderId }),
};

/**
 * One order: `GET /api/v1/orders/{orderId}` (`getOrder`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getOrderQueryOptions(api: JornadaClient, orderId: number) {
  return apiQueryOptions({
    queryKey: orderKeys.getOrder(orderId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/orders/{orderId}', { params: { path: { orderId } }, signal }),
      ).then((r) => r.data),
  });
}

/**
 * Update an order: `PUT /api/v1/orders/{orderId}` (`updateOrder`). Invalidates the orders lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function updateOrderMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...orderKeys.all, 'updateOrder'],
    mutationFn: ({ orderId, ...body }: JsonBody<'updateOrder'> & { orderId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/orders/{orderId}', {
          params: { path: { orderId } },
          body: body as JsonBody<'updateOrder'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [orderKeys.lists(), orderKeys.details()]),
  });
}

/**
 * Create an order for a container: `POST /api/v1/containers/{containerId}/orders` (`createContainerOrder`). Invalidates the orders lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function createContainerOrderMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...orderKeys.all, 'createContainerOrder'],
    mutationFn: ({
      containerId,
      ...body
    }: JsonBody<'createContainerOrder'> & { containerId: number }) =>
      unwrap(
        api.main.POST('/api/v1/containers/{containerId}/orders', {
          params: { path: { containerId } },
          body: body as JsonBody<'createContainerOrder'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [orderKeys.lists(), orderKeys.details()]),
  });
}
