/**
 * Waybills of orders (spec section 7 "Waybills").
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

const keys = domainKeys('waybills');

/** Query keys of waybills: `['waybills', 'list' | 'detail', operationId, params]`. */
export const waybillKeys = {
  ...keys,
  /** Key of `listOrderWaybills`. */
  listOrderWaybills: (orderId: number) => keys.list('listOrderWaybills', { orderId }),
};

/**
 * Create a waybill: `POST /api/v1/waybills` (`createWaybill`). Invalidates the waybills lists.
 * @throws {ApiError} 400, 401, 403, 409, 422.
 */
export function createWaybillMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...waybillKeys.all, 'createWaybill'],
    mutationFn: (body: JsonBody<'createWaybill'>) =>
      unwrap(api.main.POST('/api/v1/waybills', { body: body })).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [waybillKeys.lists()]),
  });
}

/**
 * Waybills of an order: `GET /api/v1/orders/{orderId}/waybills` (`listOrderWaybills`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listOrderWaybillsQueryOptions(api: JornadaClient, orderId: number) {
  return apiQueryOptions({
    queryKey: waybillKeys.listOrderWaybills(orderId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/orders/{orderId}/waybills', {
          params: { path: { orderId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}
