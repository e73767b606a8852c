/**
 * Departments of a company (spec section 7 "Departments").
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

const keys = domainKeys('departments');

/** Query keys of departments: `['departments', 'list' | 'detail', operationId, params]`. */
export const departmentKeys = {
  ...keys,
  /** Key of `listCompanyDepartments`. */
  listCompanyDepartments: (companyId: number, params: QueryParams<'listCompanyDepartments'> = {}) =>
    keys.list('listCompanyDepartments', { companyId, ...params }),
  /** Key of `getDepartment`. */
  getDepartment: (departmentId: number) => keys.detail('getDepartment', { departmentId }),
};

/**
 * List a company's departments: `GET /api/v1/companies/{companyId}/departments` (`listCompanyDepartments`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyDepartmentsQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanyDepartments'> = {},
) {
  return apiQueryOptions({
    queryKey: departmentKeys.listCompanyDepartments(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/companies/{companyId}/departments', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * Create a department: `POST /api/v1/companies/{companyId}/departments` (`createDepartment`). Invalidates the departments lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function createDepartmentMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...departmentKeys.all, 'createDepartment'],
    mutationFn: ({ companyId, ...body }: JsonBody<'createDepartment'> & { companyId: number }) =>
      unwrap(
        api.main.POST('/api/v1/companies/{companyId}/departments', {
          params: { path: { companyId } },
          body: body as JsonBody<'createDepartment'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [departmentKeys.lists(), departmentKeys.details()]),
  });
}

/**
 * One department: `GET /api/v1/departments/{departmentId}` (`getDepartment`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getDepartmentQueryOptions(api: JornadaClient, departmentId: number) {
  return apiQueryOptions({
    queryKey: departmentKeys.getDepartment(departmentId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/departments/{departmentId}', {
          params: { path: { departmentId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Update a department: `PUT /api/v1/departments/{departmentId}` (`updateDepartment`). Invalidates the departments lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function updateDepartmentMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...departmentKeys.all, 'updateDepartment'],
    mutationFn: ({
      departmentId,
      ...body
    }: JsonBody<'updateDepartment'> & { departmentId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/departments/{departmentId}', {
          params: { path: { departmentId } },
          body: body as JsonBody<'updateDepartment'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [departmentKeys.lists(), departmentKeys.details()]),
  });
}

/**
 * Delete a department: `DELETE /api/v1/departments/{departmentId}` (`deleteDepartment`). Invalidates the departments lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409.
 */
export function deleteDepartmentMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...departmentKeys.all, 'deleteDepartment'],
    mutationFn: (departmentId: number) =>
      unwrap(
        api.main.DELETE('/api/v1/departments/{departmentId}', {
          params: { path: { departmentId } },
        }),
      ).then(() => undefined),
    onSuccess: () => invalidateAll(queryClient, [departmentKeys.lists(), departmentKeys.details()]),
  });
}
