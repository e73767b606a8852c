/**
 * Routes and their units (spec section 7 "Routes").
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

const keys = domainKeys('routes');

/** Query keys of routes: `['routes', 'list' | 'detail', operationId, params]`. */
export const routeKeys = {
  ...keys,
  /** Key of `listCompanyRoutes`. */
  listCompanyRoutes: (companyId: number, params: QueryParams<'listCompanyRoutes'> = {}) =>
    keys.list('listCompanyRoutes', { companyId, ...params }),
  /** Key of `getRoute`. */
  getRoute: (routeId: number) => keys.detail('getRoute', { routeId }),
  /** Key of `listRouteUnits`. */
  listRouteUnits: (routeId: number) => keys.list('listRouteUnits', { routeId }),
  /** Key of `listTransportSectorRoutes`. */
  listTransportSectorRoutes: (params: QueryParams<'listTransportSectorRoutes'> = {}) =>
    keys.list('listTransportSectorRoutes', { ...params }),
};

/**
 * List a company's routes: `GET /api/v1/companies/{companyId}/routes` (`listCompanyRoutes`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyRoutesQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanyRoutes'> = {},
) {
  return apiQueryOptions({
    queryKey: routeKeys.listCompanyRoutes(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/companies/{companyId}/routes', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * Create a route: `POST /api/v1/companies/{companyId}/routes` (`createRoute`). Invalidates the routes lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function createRouteMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...routeKeys.all, 'createRoute'],
    mutationFn: ({ companyId, ...body }: JsonBody<'createRoute'> & { companyId: number }) =>
      unwrap(
        api.main.POST('/api/v1/companies/{companyId}/routes', {
          params: { path: { companyId } },
          body: body as JsonBody<'createRoute'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [routeKeys.lists(), routeKeys.details()]),
  });
}

/**
 * One route: `GET /api/v1/routes/{routeId}` (`getRoute`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getRouteQueryOptions(api: JornadaClient, routeId: number) {
  return apiQueryOptions({
    queryKey: routeKeys.getRoute(routeId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/routes/{routeId}', { params: { path: { routeId } }, signal }),
      ).then((r) => r.data),
  });
}

/**
 * Update a route: `PUT /api/v1/routes/{routeId}` (`updateRoute`). Invalidates the routes lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function updateRouteMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...routeKeys.all, 'updateRoute'],
    mutationFn: ({ routeId, ...body }: JsonBody<'updateRoute'> & { routeId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/routes/{routeId}', {
          params: { path: { routeId } },
          body: body as JsonBody<'updateRoute'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [routeKeys.lists(), routeKeys.details()]),
  });
}

/**
 * Delete a route: `DELETE /api/v1/routes/{routeId}` (`deleteRoute`). Invalidates the routes lists and details.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function deleteRouteMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...routeKeys.all, 'deleteRoute'],
    mutationFn: (routeId: number) =>
      unwrap(api.main.DELETE('/api/v1/routes/{routeId}', { params: { path: { routeId } } })).then(
        () => undefined,
      ),
    onSuccess: () => invalidateAll(queryClient, [routeKeys.lists(), routeKeys.details()]),
  });
}

/**
 * Units of a route: `GET /api/v1/routes/{routeId}/units` (`listRouteUnits`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listRouteUnitsQueryOptions(api: JornadaClient, routeId: number) {
  return apiQueryOptions({
    queryKey: routeKeys.listRouteUnits(routeId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/routes/{routeId}/units', { params: { path: { routeId } }, signal }),
      ).then((r) => r.data),
  });
}

/**
 * Assign units to a route: `POST /api/v1/routes/{routeId}/units` (`assignRouteUnits`). Invalidates the routes lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function assignRouteUnitsMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...routeKeys.all, 'assignRouteUnits'],
    mutationFn: ({ routeId, ...body }: JsonBody<'assignRouteUnits'> & { routeId: number }) =>
      unwrap(
        api.main.POST('/api/v1/routes/{routeId}/units', {
          params: { path: { routeId } },
          body: body as JsonBody<'assignRouteUnits'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [routeKeys.lists(), routeKeys.details()]),
  });
}

/**
 * Routes of the transport sector: `GET /api/v1/routes/transport-sector` (`listTransportSectorRoutes`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403.
 */
export function listTransportSectorRoutesQueryOptions(
  api: JornadaClient,
  params: QueryParams<'listTransportSectorRoutes'> = {},
) {
  return apiQueryOptions({
    queryKey: routeKeys.listTransportSectorRoutes(params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/routes/transport-sector', { params: { query: params }, signal }),
      ),
  });
}
