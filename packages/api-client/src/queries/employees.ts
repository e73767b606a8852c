/**
 * Employees of departments and companies (spec section 7 "Employees"); creation and bulk import are multipart (spec section 5).
 * Functions are named after the contract's operationIds.
 */
import type { QueryClient } from '@tanstack/react-query';
import { unwrap, type JornadaClient } from '../client.ts';
import type { components } from '../generated/schema.ts';
import {
  formDataSerializer,
  type EmployeeBulkFields,
  type EmployeeFormFields,
} from '../multipart.ts';
import {
  apiMutationOptions,
  apiQueryOptions,
  domainKeys,
  invalidateAll,
  type JsonBody,
  type QueryParams,
} from './query-helpers.ts';

const keys = domainKeys('employees');

/** Query keys of employees: `['employees', 'list' | 'detail', operationId, params]`. */
export const employeeKeys = {
  ...keys,
  /** Key of `listDepartmentEmployees`. */
  listDepartmentEmployees: (
    departmentId: number,
    params: QueryParams<'listDepartmentEmployees'> = {},
  ) => keys.list('listDepartmentEmployees', { departmentId, ...params }),
  /** Key of `getEmployee`. */
  getEmployee: (departmentId: number, employeeId: number) =>
    keys.detail('getEmployee', { departmentId, employeeId }),
  /** Key of `listCompanyEmployees`. */
  listCompanyEmployees: (companyId: number, params: QueryParams<'listCompanyEmployees'> = {}) =>
    keys.list('listCompanyEmployees', { companyId, ...params }),
};

/**
 * List a department's employees: `GET /api/v1/departments/{departmentId}/employees` (`listDepartmentEmployees`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listDepartmentEmployeesQueryOptions(
  api: JornadaClient,
  departmentId: number,
  params: QueryParams<'listDepartmentEmployees'> = {},
) {
  return apiQueryOptions({
    queryKey: employeeKeys.listDepartmentEmployees(departmentId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/departments/{departmentId}/employees', {
          params: { path: { departmentId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * Create an employee: `POST /api/v1/departments/{departmentId}/employees` (`createEmployee`); multipart. Invalidates the employees lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function createEmployeeMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...employeeKeys.all, 'createEmployee'],
    mutationFn: ({ departmentId, ...fields }: EmployeeFormFields & { departmentId: number }) =>
      unwrap(
        api.main.POST('/api/v1/departments/{departmentId}/employees', {
          params: { path: { departmentId } },
          body: fields as unknown as components['schemas']['EmployeeInput'],
          bodySerializer: formDataSerializer,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [employeeKeys.lists(), employeeKeys.details()]),
  });
}

/**
 * One employee: `GET /api/v1/departments/{departmentId}/employees/{employeeId}` (`getEmployee`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getEmployeeQueryOptions(
  api: JornadaClient,
  departmentId: number,
  employeeId: number,
) {
  return apiQueryOptions({
    queryKey: employeeKeys.getEmployee(departmentId, employeeId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/departments/{departmentId}/employees/{employeeId}', {
          params: { path: { departmentId, employeeId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Update an employee: `PUT /api/v1/departments/{departmentId}/employees/{employeeId}` (`updateEmployee`). Invalidates the employees lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function updateEmployeeMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...employeeKeys.all, 'updateEmployee'],
    mutationFn: ({
      departmentId,
      employeeId,
      ...body
    }: JsonBody<'updateEmployee'> & { departmentId: number; employeeId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/departments/{departmentId}/employees/{employeeId}', {
          params: { path: { departmentId, employeeId } },
          body: body as JsonBody<'updateEmployee'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [employeeKeys.lists(), employeeKeys.details()]),
  });
}

/**
 * Delete an employee: `DELETE /api/v1/departments/{departmentId}/employees/{employeeId}` (`deleteEmployee`). Invalidates the employees lists and details.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function deleteEmployeeMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...employeeKeys.all, 'deleteEmployee'],
    mutationFn: ({ departmentId, employeeId }: { departmentId: number; employeeId: number }) =>
      unwrap(
        api.main.DELETE('/api/v1/departments/{departmentId}/employees/{employeeId}', {
          params: { path: { departmentId, employeeId } },
        }),
      ).then(() => undefined),
    onSuccess: () => invalidateAll(queryClient, [employeeKeys.lists(), employeeKeys.details()]),
  });
}

/**
 * List a company's employees: `GET /api/v1/companies/{companyId}/employees` (`listCompanyEmployees`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyEmployeesQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanyEmployees'> = {},
) {
  return apiQueryOptions({
    queryKey: employeeKeys.listCompanyEmployees(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/companies/{companyId}/employees', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * Assign units to a driver: `POST /api/v1/drivers/{driverId}/units` (`assignDriverUnits`). Invalidates the employees lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function assignDriverUnitsMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...employeeKeys.all, 'assignDriverUnits'],
    mutationFn: ({ driverId, ...body }: JsonBody<'assignDriverUnits'> & { driverId: number }) =>
      unwrap(
        api.main.POST('/api/v1/drivers/{driverId}/units', {
          params: { path: { driverId } },
          body: body as JsonBody<'assignDriverUnits'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [employeeKeys.lists(), employeeKeys.details()]),
  });
}

/**
 * Import employees from a file: `POST /api/v1/companies/{companyId}/employees-bulk` (`importEmployees`); multipart. Invalidates the employees lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 413, 422.
 */
export function importEmployeesMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...employeeKeys.all, 'importEmployees'],
    mutationFn: ({ companyId, ...fields }: EmployeeBulkFields & { companyId: number }) =>
      unwrap(
        api.main.POST('/api/v1/companies/{companyId}/employees-bulk', {
          params: { path: { companyId } },
          body: fields as unknown as components['schemas']['EmployeeBulkInput'],
          bodySerializer: formDataSerializer,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [employeeKeys.lists(), employeeKeys.details()]),
  });
}
