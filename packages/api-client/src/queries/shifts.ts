/**
 * Shifts and their employee and department assignments on the clocker base (spec section 7 "Clock-in").
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

const keys = domainKeys('shifts');

/** Query keys of shifts: `['shifts', 'list' | 'detail', operationId, params]`. */
export const shiftKeys = {
  ...keys,
  /** Key of `listCompanyShifts`. */
  listCompanyShifts: (companyId: number, params: QueryParams<'listCompanyShifts'> = {}) =>
    keys.list('listCompanyShifts', { companyId, ...params }),
  /** Key of `getShift`. */
  getShift: (shiftId: number) => keys.detail('getShift', { shiftId }),
  /** Key of `listShiftEmployees`. */
  listShiftEmployees: (shiftId: number) => keys.list('listShiftEmployees', { shiftId }),
  /** Key of `listShiftDepartments`. */
  listShiftDepartments: (shiftId: number) => keys.list('listShiftDepartments', { shiftId }),
};

/**
 * A company's shifts: `GET /clocker-api/v1/companies/{companyId}/shifts` (`listCompanyShifts`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyShiftsQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanyShifts'> = {},
) {
  return apiQueryOptions({
    queryKey: shiftKeys.listCompanyShifts(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/companies/{companyId}/shifts', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * Create a shift: `POST /clocker-api/v1/companies/{companyId}/shifts` (`createShift`). Invalidates the shifts lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function createShiftMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...shiftKeys.all, 'createShift'],
    mutationFn: ({ companyId, ...body }: JsonBody<'createShift'> & { companyId: number }) =>
      unwrap(
        api.clocker.POST('/clocker-api/v1/companies/{companyId}/shifts', {
          params: { path: { companyId } },
          body: body as JsonBody<'createShift'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [shiftKeys.lists(), shiftKeys.details()]),
  });
}

/**
 * One shift: `GET /clocker-api/v1/shifts/{shiftId}` (`getShift`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getShiftQueryOptions(api: JornadaClient, shiftId: number) {
  return apiQueryOptions({
    queryKey: shiftKeys.getShift(shiftId),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/shifts/{shiftId}', {
          params: { path: { shiftId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Update a shift: `PUT /clocker-api/v1/shifts/{shiftId}` (`updateShift`). Invalidates the shifts lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function updateShiftMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...shiftKeys.all, 'updateShift'],
    mutationFn: ({ shiftId, ...body }: JsonBody<'updateShift'> & { shiftId: number }) =>
      unwrap(
        api.clocker.PUT('/clocker-api/v1/shifts/{shiftId}', {
          params: { path: { shiftId } },
          body: body as JsonBody<'updateShift'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [shiftKeys.lists(), shiftKeys.details()]),
  });
}

/**
 * Delete a shift: `DELETE /clocker-api/v1/shifts/{shiftId}` (`deleteShift`). Invalidates the shifts lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409.
 */
export function deleteShiftMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...shiftKeys.all, 'deleteShift'],
    mutationFn: (shiftId: number) =>
      unwrap(
        api.clocker.DELETE('/clocker-api/v1/shifts/{shiftId}', { params: { path: { shiftId } } }),
      ).then(() => undefined),
    onSuccess: () => invalidateAll(queryClient, [shiftKeys.lists(), shiftKeys.details()]),
  });
}

/**
 * Employees of a shift: `GET /clocker-api/v1/employee-shift/{shiftId}` (`listShiftEmployees`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listShiftEmployeesQueryOptions(api: JornadaClient, shiftId: number) {
  return apiQueryOptions({
    queryKey: shiftKeys.listShiftEmployees(shiftId),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/employee-shift/{shiftId}', {
          params: { path: { shiftId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Assign a shift to employees: `POST /clocker-api/v1/employee-shift/{shiftId}` (`assignShiftEmployees`). Invalidates the shifts lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function assignShiftEmployeesMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...shiftKeys.all, 'assignShiftEmployees'],
    mutationFn: ({ shiftId, ...body }: JsonBody<'assignShiftEmployees'> & { shiftId: number }) =>
      unwrap(
        api.clocker.POST('/clocker-api/v1/employee-shift/{shiftId}', {
          params: { path: { shiftId } },
          body: body as JsonBody<'assignShiftEmployees'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [shiftKeys.lists(), shiftKeys.details()]),
  });
}

/**
 * Remove employees from a shift: `DELETE /clocker-api/v1/employee-shift/{shiftId}` (`unassignShiftEmployees`). Invalidates the shifts lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function unassignShiftEmployeesMutationOptions(
  api: JornadaClient,
  queryClient: QueryClient,
) {
  return apiMutationOptions({
    mutationKey: [...shiftKeys.all, 'unassignShiftEmployees'],
    mutationFn: ({ shiftId, ...body }: JsonBody<'unassignShiftEmployees'> & { shiftId: number }) =>
      unwrap(
        api.clocker.DELETE('/clocker-api/v1/employee-shift/{shiftId}', {
          params: { path: { shiftId } },
          body: body as JsonBody<'unassignShiftEmployees'>,
        }),
      ).then(() => undefined),
    onSuccess: () => invalidateAll(queryClient, [shiftKeys.lists(), shiftKeys.details()]),
  });
}

/**
 * Departments of a shift: `GET /clocker-api/v1/department-shift/{shiftId}` (`listShiftDepartments`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listShiftDepartmentsQueryOptions(api: JornadaClient, shiftId: number) {
  return apiQueryOptions({
    queryKey: shiftKeys.listShiftDepartments(shiftId),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/department-shift/{shiftId}', {
          params: { path: { shiftId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Assign a shift to departments: `POST /clocker-api/v1/department-shift/{shiftId}` (`assignShiftDepartments`). Invalidates the shifts lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function assignShiftDepartmentsMutationOptions(
  api: JornadaClient,
  queryClient: QueryClient,
) {
  return apiMutationOptions({
    mutationKey: [...shiftKeys.all, 'assignShiftDepartments'],
    mutationFn: ({ shiftId, ...body }: JsonBody<'assignShiftDepartments'> & { shiftId: number }) =>
      unwrap(
        api.clocker.POST('/clocker-api/v1/department-shift/{shiftId}', {
          params: { path: { shiftId } },
          body: body as JsonBody<'assignShiftDepartments'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [shiftKeys.lists(), shiftKeys.details()]),
  });
}

/**
 * Remove departments from a shift: `DELETE /clocker-api/v1/department-shift/{shiftId}` (`unassignShiftDepartments`). Invalidates the shifts lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function unassignShiftDepartmentsMutationOptions(
  api: JornadaClient,
  queryClient: QueryClient,
) {
  return apiMutationOptions({
    mutationKey: [...shiftKeys.all, 'unassignShiftDepartments'],
    mutationFn: ({
      shiftId,
      ...body
    }: JsonBody<'unassignShiftDepartments'> & { shiftId: number }) =>
      unwrap(
        api.clocker.DELETE('/clocker-api/v1/department-shift/{shiftId}', {
          params: { path: { shiftId } },
          body: body as JsonBody<'unassignShiftDepartments'>,
        }),
      ).then(() => undefined),
    onSuccess: () => invalidateAll(queryClient, [shiftKeys.lists(), shiftKeys.details()]),
  });
}
