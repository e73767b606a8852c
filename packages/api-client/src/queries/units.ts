/**
 * Units (vehicles), their drivers, routes and positions (spec section 7 "Units"; positions from the ceiba base).
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

const keys = domainKeys('units');

/** Query keys of units: `['units', 'list' | 'detail', operationId, params]`. */
export const unitKeys = {
  ...keys,
  /** Key of `listCompanyUnits`. */
  listCompanyUnits: (companyId: number, params: QueryParams<'listCompanyUnits'> = {}) =>
    keys.list('listCompanyUnits', { companyId, ...params }),
  /** Key of `getUnit`. */
  getUnit: (unitId: number) => keys.detail('getUnit', { unitId }),
  /** Key of `getUnitPosition`. */
  getUnitPosition: (unitId: number) => keys.list('getUnitPosition', { unitId }),
  /** Key of `listCompanyUnitLocations`. */
  listCompanyUnitLocations: (companyId: number) =>
    keys.list('listCompanyUnitLocations', { companyId }),
};

/**
 * List a company's units: `GET /api/v1/companies/{companyId}/units` (`listCompanyUnits`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyUnitsQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanyUnits'> = {},
) {
  return apiQueryOptions({
    queryKey: unitKeys.listCompanyUnits(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/companies/{companyId}/units', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * Create a unit: `POST /api/v1/companies/{companyId}/units` (`createUnit`). Invalidates the units lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function createUnitMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...unitKeys.all, 'createUnit'],
    mutationFn: ({ companyId, ...body }: JsonBody<'createUnit'> & { companyId: number }) =>
      unwrap(
        api.main.POST('/api/v1/companies/{companyId}/units', {
          params: { path: { companyId } },
          body: body as JsonBody<'createUnit'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [unitKeys.lists(), unitKeys.details()]),
  });
}

/**
 * One unit: `GET /api/v1/units/{unitId}` (`getUnit`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getUnitQueryOptions(api: JornadaClient, unitId: number) {
  return apiQueryOptions({
    queryKey: unitKeys.getUnit(unitId),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/units/{unitId}', { params: { path: { unitId } }, signal })).then(
        (r) => r.data,
      ),
  });
}

/**
 * Update a unit: `PUT /api/v1/units/{unitId}` (`updateUnit`). Invalidates the units lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function updateUnitMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...unitKeys.all, 'updateUnit'],
    mutationFn: ({ unitId, ...body }: JsonBody<'updateUnit'> & { unitId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/units/{unitId}', {
          params: { path: { unitId } },
          body: body as JsonBody<'updateUnit'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [unitKeys.lists(), unitKeys.details()]),
  });
}

/**
 * Delete a unit: `DELETE /api/v1/units/{unitId}` (`deleteUnit`). Invalidates the units lists and details.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function deleteUnitMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...unitKeys.all, 'deleteUnit'],
    mutationFn: (unitId: number) =>
      unwrap(api.main.DELETE('/api/v1/units/{unitId}', { params: { path: { unitId } } })).then(
        () => undefined,
      ),
    onSuccess: () => invalidateAll(queryClient, [unitKeys.lists(), unitKeys.details()]),
  });
}

/**
 * Assign drivers to a unit: `POST /api/v1/units/{unitId}/drivers` (`assignUnitDrivers`). Invalidates the units lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function assignUnitDriversMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...unitKeys.all, 'assignUnitDrivers'],
    mutationFn: ({ unitId, ...body }: JsonBody<'assignUnitDrivers'> & { unitId: number }) =>
      unwrap(
        api.main.POST('/api/v1/units/{unitId}/drivers', {
          params: { path: { unitId } },
          body: body as JsonBody<'assignUnitDrivers'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [unitKeys.lists(), unitKeys.details()]),
  });
}

/**
 * Assign routes to a unit: `POST /api/v1/units/{unitId}/routes` (`assignUnitRoutes`). Invalidates the units lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function assignUnitRoutesMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...unitKeys.all, 'assignUnitRoutes'],
    mutationFn: ({ unitId, ...body }: JsonBody<'assignUnitRoutes'> & { unitId: number }) =>
      unwrap(
        api.main.POST('/api/v1/units/{unitId}/routes', {
          params: { path: { unitId } },
          body: body as JsonBody<'assignUnitRoutes'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [unitKeys.lists(), unitKeys.details()]),
  });
}

/**
 * Last position of a unit: `GET /ceiba-api/v1/units/{unitId}/position` (`getUnitPosition`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getUnitPositionQueryOptions(api: JornadaClient, unitId: number) {
  return apiQueryOptions({
    queryKey: unitKeys.getUnitPosition(unitId),
    queryFn: ({ signal }) =>
      unwrap(
        api.ceiba.GET('/ceiba-api/v1/units/{unitId}/position', {
          params: { path: { unitId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Fleet map: `GET /api/v1/companies/{companyId}/units-locations` (`listCompanyUnitLocations`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyUnitLocationsQueryOptions(api: JornadaClient, companyId: number) {
  return apiQueryOptions({
    queryKey: unitKeys.listCompanyUnitLocations(companyId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/companies/{companyId}/units-locations', {
          params: { path: { companyId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}
