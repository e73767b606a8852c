/**
 * Recesses on the clocker base (spec section 7 "Clock-in").
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

const keys = domainKeys('recesses');

/** Query keys of recesses: `['recesses', 'list' | 'detail', operationId, params]`. */
export const recessKeys = {
  ...keys,
  /** Key of `listCompanyRecesses`. */
  listCompanyRecesses: (companyId: number, params: QueryParams<'listCompanyRecesses'> = {}) =>
    keys.list('listCompanyRecesses', { companyId, ...params }),
  /** Key of `getRecess`. */
  getRecess: (recessId: number) => keys.detail('getRecess', { recessId }),
};

/**
 * A company's recesses: `GET /clocker-api/v1/companies/{companyId}/recesses` (`listCompanyRecesses`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyRecessesQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanyRecesses'> = {},
) {
  return apiQueryOptions({
    queryKey: recessKeys.listCompanyRecesses(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/companies/{companyId}/recesses', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * Create a recess: `POST /clocker-api/v1/companies/{companyId}/recesses` (`createRecess`). Invalidates the recesses lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function createRecessMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...recessKeys.all, 'createRecess'],
    mutationFn: ({ companyId, ...body }: JsonBody<'createRecess'> & { companyId: number }) =>
      unwrap(
        api.clocker.POST('/clocker-api/v1/companies/{companyId}/recesses', {
          params: { path: { companyId } },
          body: body as JsonBody<'createRecess'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [recessKeys.lists(), recessKeys.details()]),
  });
}

/**
 * One recess: `GET /clocker-api/v1/recesses/{recessId}` (`getRecess`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getRecessQueryOptions(api: JornadaClient, recessId: number) {
  return apiQueryOptions({
    queryKey: recessKeys.getRecess(recessId),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/recesses/{recessId}', {
          params: { path: { recessId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Update a recess: `PUT /clocker-api/v1/recesses/{recessId}` (`updateRecess`). Invalidates the recesses lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function updateRecessMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...recessKeys.all, 'updateRecess'],
    mutationFn: ({ recessId, ...body }: JsonBody<'updateRecess'> & { recessId: number }) =>
      unwrap(
        api.clocker.PUT('/clocker-api/v1/recesses/{recessId}', {
          params: { path: { recessId } },
          body: body as JsonBody<'updateRecess'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [recessKeys.lists(), recessKeys.details()]),
  });
}

/**
 * Delete a recess: `DELETE /clocker-api/v1/recesses/{recessId}` (`deleteRecess`). Invalidates the recesses lists and details.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function deleteRecessMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...recessKeys.all, 'deleteRecess'],
    mutationFn: (recessId: number) =>
      unwrap(
        api.clocker.DELETE('/clocker-api/v1/recesses/{recessId}', {
          params: { path: { recessId } },
        }),
      ).then(() => undefined),
    onSuccess: () => invalidateAll(queryClient, [recessKeys.lists(), recessKeys.details()]),
  });
}
