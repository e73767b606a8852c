/**
 * Companies (spec section 7 "Companies"): list, one, create, update, delete, verification, authorisation, a user's companies and the top companies.
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

const keys = domainKeys('companies');

/** Query keys of companies: `['companies', 'list' | 'detail', operationId, params]`. */
export const companyKeys = {
  ...keys,
  /** Key of `listCompanies`. */
  listCompanies: (params: QueryParams<'listCompanies'> = {}) =>
    keys.list('listCompanies', { ...params }),
  /** Key of `getCompany`. */
  getCompany: (companyId: number) => keys.detail('getCompany', { companyId }),
  /** Key of `listUserCompanies`. */
  listUserCompanies: (userId: number) => keys.list('listUserCompanies', { userId }),
  /** Key of `listTopCompanies`. */
  listTopCompanies: (params: QueryParams<'listTopCompanies'> = {}) =>
    keys.list('listTopCompanies', { ...params }),
};

/**
 * List companies: `GET /api/v1/companies` (`listCompanies`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403.
 */
export function listCompaniesQueryOptions(
  api: JornadaClient,
  params: QueryParams<'listCompanies'> = {},
) {
  return apiQueryOptions({
    queryKey: companyKeys.listCompanies(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/companies', { params: { query: params }, signal })),
  });
}

/**
 * Create a company: `POST /api/v1/companies` (`createCompany`). Invalidates the companies lists.
 * @throws {ApiError} 400, 401, 409, 422.
 */
export function createCompanyMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...companyKeys.all, 'createCompany'],
    mutationFn: (body: JsonBody<'createCompany'>) =>
      unwrap(api.main.POST('/api/v1/companies', { body: body })).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [companyKeys.lists()]),
  });
}

/**
 * One company: `GET /api/v1/companies/{companyId}` (`getCompany`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getCompanyQueryOptions(api: JornadaClient, companyId: number) {
  return apiQueryOptions({
    queryKey: companyKeys.getCompany(companyId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/companies/{companyId}', { params: { path: { companyId } }, signal }),
      ).then((r) => r.data),
  });
}

/**
 * Update a company: `PUT /api/v1/companies/{companyId}` (`updateCompany`). Invalidates the companies lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function updateCompanyMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...companyKeys.all, 'updateCompany'],
    mutationFn: ({ companyId, ...body }: JsonBody<'updateCompany'> & { companyId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/companies/{companyId}', {
          params: { path: { companyId } },
          body: body as JsonBody<'updateCompany'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [companyKeys.lists(), companyKeys.details()]),
  });
}

/**
 * Delete a company: `DELETE /api/v1/companies/{companyId}` (`deleteCompany`). Invalidates the companies lists and details.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function deleteCompanyMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...companyKeys.all, 'deleteCompany'],
    mutationFn: (companyId: number) =>
      unwrap(
        api.main.DELETE('/api/v1/companies/{companyId}', { params: { path: { companyId } } }),
      ).then(() => undefined),
    onSuccess: () => invalidateAll(queryClient, [companyKeys.lists(), companyKeys.details()]),
  });
}

/**
 * List a user's companies: `GET /api/v1/users/{userId}/companies` (`listUserCompanies`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listUserCompaniesQueryOptions(api: JornadaClient, userId: number) {
  return apiQueryOptions({
    queryKey: companyKeys.listUserCompanies(userId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/users/{userId}/companies', { params: { path: { userId } }, signal }),
      ).then((r) => r.data),
  });
}

/**
 * Set the verified flag of a company: `POST /api/v1/companies/{companyId}/verified` (`verifyCompany`). Invalidates the companies lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function verifyCompanyMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...companyKeys.all, 'verifyCompany'],
    mutationFn: ({ companyId, ...body }: JsonBody<'verifyCompany'> & { companyId: number }) =>
      unwrap(
        api.main.POST('/api/v1/companies/{companyId}/verified', {
          params: { path: { companyId } },
          body: body as JsonBody<'verifyCompany'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [companyKeys.lists(), companyKeys.details()]),
  });
}

/**
 * Authorize a company: `POST /api/v1/companies/{companyId}/authorize` (`authorizeCompany`). Invalidates the companies lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function authorizeCompanyMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...companyKeys.all, 'authorizeCompany'],
    mutationFn: ({ companyId, ...body }: JsonBody<'authorizeCompany'> & { companyId: number }) =>
      unwrap(
        api.main.POST('/api/v1/companies/{companyId}/authorize', {
          params: { path: { companyId } },
          body: body as JsonBody<'authorizeCompany'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [companyKeys.lists(), companyKeys.details()]),
  });
}

/**
 * Top companies: `GET /api/v1/top-companies` (`listTopCompanies`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 429.
 */
export function listTopCompaniesQueryOptions(
  api: JornadaClient,
  params: QueryParams<'listTopCompanies'> = {},
) {
  return apiQueryOptions({
    queryKey: companyKeys.listTopCompanies(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/top-companies', { params: { query: params }, signal })).then(
        (r) => r.data,
      ),
  });
}
