/**
 * Payments on the payment base (spec section 7 "Payments"): recharges, applying a recharge, transactions and points. Amounts are integer cents of MXN.
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

const keys = domainKeys('payments');

/** Query keys of payments: `['payments', 'list' | 'detail', operationId, params]`. */
export const paymentKeys = {
  ...keys,
  /** Key of `listUserTransactions`. */
  listUserTransactions: (userId: number, params: QueryParams<'listUserTransactions'> = {}) =>
    keys.list('listUserTransactions', { userId, ...params }),
  /** Key of `getUserPoints`. */
  getUserPoints: (userId: number) => keys.list('getUserPoints', { userId }),
};

/**
 * Create a recharge: `POST /payment-api/v1/payment/{userId}/recharge` (`createRecharge`). Invalidates the payments lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function createRechargeMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...paymentKeys.all, 'createRecharge'],
    mutationFn: ({ userId, ...body }: JsonBody<'createRecharge'> & { userId: number }) =>
      unwrap(
        api.payment.POST('/payment-api/v1/payment/{userId}/recharge', {
          params: { path: { userId } },
          body: body as JsonBody<'createRecharge'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [paymentKeys.lists(), paymentKeys.details()]),
  });
}

/**
 * Apply a paid recharge: `POST /payment-api/v1/payment/{userId}/apply` (`applyRecharge`). Invalidates the payments lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function applyRechargeMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...paymentKeys.all, 'applyRecharge'],
    mutationFn: ({ userId, ...body }: JsonBody<'applyRecharge'> & { userId: number }) =>
      unwrap(
        api.payment.POST('/payment-api/v1/payment/{userId}/apply', {
          params: { path: { userId } },
          body: body as JsonBody<'applyRecharge'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [paymentKeys.lists(), paymentKeys.details()]),
  });
}

/**
 * A user's transactions: `GET /payment-api/v1/users/{userId}/transactions` (`listUserTransactions`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listUserTransactionsQueryOptions(
  api: JornadaClient,
  userId: number,
  params: QueryParams<'listUserTransactions'> = {},
) {
  return apiQueryOptions({
    queryKey: paymentKeys.listUserTransactions(userId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.payment.GET('/payment-api/v1/users/{userId}/transactions', {
          params: { path: { userId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * A user's points: `GET /payment-api/v1/users/{userId}/points` (`getUserPoints`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getUserPointsQueryOptions(api: JornadaClient, userId: number) {
  return apiQueryOptions({
    queryKey: paymentKeys.getUserPoints(userId),
    queryFn: ({ signal }) =>
      unwrap(
        api.payment.GET('/payment-api/v1/users/{userId}/points', {
          params: { path: { userId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}
