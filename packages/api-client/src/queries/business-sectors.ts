/**
 * Business sectors (spec section 7 "Other"); the list and one sector are public.
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

const keys = domainKeys('business-sectors');

/** Query keys of business-sectors: `['business-sectors', 'list' | 'detail', operationId, params]`. */
export const businessSectorKeys = {
  ...keys,
  /** Key of `listBusinessSectors`. */
  listBusinessSectors: () => keys.list('listBusinessSectors', {}),
  /** Key of `getBusinessSector`. */
  getBusinessSector: (businessSectorId: number) =>
    keys.detail('getBusinessSector', { businessSectorId }),
};

/**
 * List business sectors: `GET /api/v1/business-sectors` (`listBusinessSectors`); resolves to the `data` of the answer.
 * @throws {ApiError} 429.
 */
export function listBusinessSectorsQueryOptions(api: JornadaClient) {
  return apiQueryOptions({
    queryKey: businessSectorKeys.listBusinessSectors(),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/business-sectors', { signal })).then((r) => r.data),
  });
}

/**
 * Create a business sector: `POST /api/v1/business-sectors` (`createBusinessSector`). Invalidates the business-sectors lists.
 * @throws {ApiError} 400, 401, 403, 409, 422.
 */
export function createBusinessSectorMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...businessSectorKeys.all, 'createBusinessSector'],
    mutationFn: (body: JsonBody<'createBusinessSector'>) =>
      unwrap(api.main.POST('/api/v1/business-sectors', { body: body })).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [businessSectorKeys.lists()]),
  });
}

/**
 * One business sector: `GET /api/v1/business-sectors/{businessSectorId}` (`getBusinessSector`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 404, 429.
 */
export function getBusinessSectorQueryOptions(api: JornadaClient, businessSectorId: number) {
  return apiQueryOptions({
    queryKey: businessSectorKeys.getBusinessSector(businessSectorId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/business-sectors/{businessSectorId}', {
          params: { path: { businessSectorId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}
