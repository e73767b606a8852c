/**
 * Tours and their passengers (spec section 7 "Tours"; passengers from the ceiba base).
 * Functions are named after the contract's operationIds.
 */
import { unwrap, type JornadaClient } from '../client.ts';
import { apiQueryOptions, domainKeys, type QueryParams } from './query-helpers.ts';

const keys = domainKeys('tours');

/** Query keys of tours: `['tours', 'list' | 'detail', operationId, params]`. */
export const tourKeys = {
  ...keys,
  /** Key of `listCompanyTours`. */
  listCompanyTours: (companyId: number, params: QueryParams<'listCompanyTours'> = {}) =>
    keys.list('listCompanyTours', { companyId, ...params }),
  /** Key of `listTourPassengers`. */
  listTourPassengers: (tourId: number) => keys.list('listTourPassengers', { tourId }),
};

/**
 * List a company's tours: `GET /api/v1/companies/{companyId}/tours` (`listCompanyTours`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyToursQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanyTours'> = {},
) {
  return apiQueryOptions({
    queryKey: tourKeys.listCompanyTours(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/companies/{companyId}/tours', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * Passengers of a tour: `GET /ceiba-api/v1/tours/{tourId}/passengers` (`listTourPassengers`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listTourPassengersQueryOptions(api: JornadaClient, tourId: number) {
  return apiQueryOptions({
    queryKey: tourKeys.listTourPassengers(tourId),
    queryFn: ({ signal }) =>
      unwrap(
        api.ceiba.GET('/ceiba-api/v1/tours/{tourId}/passengers', {
          params: { path: { tourId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}
