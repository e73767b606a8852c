/**
 * Clock-in on the clocker base (spec section 7 "Clock-in"): attendances, employees' shifts, kiosk and personal check-in URLs, employee status.
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

const keys = domainKeys('clock-in');

/** Query keys of clock-in: `['clock-in', 'list' | 'detail', operationId, params]`. */
export const clockInKeys = {
  ...keys,
  /** Key of `getClockerEmployee`. */
  getClockerEmployee: (employeeId: number) => keys.detail('getClockerEmployee', { employeeId }),
  /** Key of `listEmployeeShifts`. */
  listEmployeeShifts: (employeeId: number) => keys.list('listEmployeeShifts', { employeeId }),
  /** Key of `listEmployeeAttendances`. */
  listEmployeeAttendances: (
    employeeId: number,
    params: QueryParams<'listEmployeeAttendances'> = {},
  ) => keys.list('listEmployeeAttendances', { employeeId, ...params }),
  /** Key of `getAttendance`. */
  getAttendance: (attendanceId: number) => keys.detail('getAttendance', { attendanceId }),
  /** Key of `listCompanyAttendances`. */
  listCompanyAttendances: (companyId: number, params: QueryParams<'listCompanyAttendances'> = {}) =>
    keys.list('listCompanyAttendances', { companyId, ...params }),
  /** Key of `getCompanyKioskUrl`. */
  getCompanyKioskUrl: (companyId: number) => keys.detail('getCompanyKioskUrl', { companyId }),
  /** Key of `getEmployeeClockInUrl`. */
  getEmployeeClockInUrl: (employeeId: number) =>
    keys.detail('getEmployeeClockInUrl', { employeeId }),
  /** Key of `listCompanyEmployeeStatus`. */
  listCompanyEmployeeStatus: (
    companyId: number,
    params: QueryParams<'listCompanyEmployeeStatus'> = {},
  ) => keys.list('listCompanyEmployeeStatus', { companyId, ...params }),
};

/**
 * An employee in the clock-in service: `GET /clocker-api/v1/employees/{employeeId}` (`getClockerEmployee`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getClockerEmployeeQueryOptions(api: JornadaClient, employeeId: number) {
  return apiQueryOptions({
    queryKey: clockInKeys.getClockerEmployee(employeeId),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/employees/{employeeId}', {
          params: { path: { employeeId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * An employee's shifts: `GET /clocker-api/v1/employees/{employeeId}/shifts` (`listEmployeeShifts`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listEmployeeShiftsQueryOptions(api: JornadaClient, employeeId: number) {
  return apiQueryOptions({
    queryKey: clockInKeys.listEmployeeShifts(employeeId),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/employees/{employeeId}/shifts', {
          params: { path: { employeeId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * An employee's attendance: `GET /clocker-api/v1/employees/{employeeId}/attendances` (`listEmployeeAttendances`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listEmployeeAttendancesQueryOptions(
  api: JornadaClient,
  employeeId: number,
  params: QueryParams<'listEmployeeAttendances'> = {},
) {
  return apiQueryOptions({
    queryKey: clockInKeys.listEmployeeAttendances(employeeId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/employees/{employeeId}/attendances', {
          params: { path: { employeeId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * Check in or out: `POST /clocker-api/v1/employees/{employeeId}/attendances` (`createAttendance`). Invalidates the clock-in lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 409, 422.
 */
export function createAttendanceMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...clockInKeys.all, 'createAttendance'],
    mutationFn: ({ employeeId, ...body }: JsonBody<'createAttendance'> & { employeeId: number }) =>
      unwrap(
        api.clocker.POST('/clocker-api/v1/employees/{employeeId}/attendances', {
          params: { path: { employeeId } },
          body: body as JsonBody<'createAttendance'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [clockInKeys.lists(), clockInKeys.details()]),
  });
}

/**
 * One attendance record: `GET /clocker-api/v1/attendances/{attendanceId}` (`getAttendance`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getAttendanceQueryOptions(api: JornadaClient, attendanceId: number) {
  return apiQueryOptions({
    queryKey: clockInKeys.getAttendance(attendanceId),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/attendances/{attendanceId}', {
          params: { path: { attendanceId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Correct an attendance record: `PUT /clocker-api/v1/attendances/{attendanceId}` (`updateAttendance`). Invalidates the clock-in lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function updateAttendanceMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...clockInKeys.all, 'updateAttendance'],
    mutationFn: ({
      attendanceId,
      ...body
    }: JsonBody<'updateAttendance'> & { attendanceId: number }) =>
      unwrap(
        api.clocker.PUT('/clocker-api/v1/attendances/{attendanceId}', {
          params: { path: { attendanceId } },
          body: body as JsonBody<'updateAttendance'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [clockInKeys.lists(), clockInKeys.details()]),
  });
}

/**
 * Delete an attendance record: `DELETE /clocker-api/v1/attendances/{attendanceId}` (`deleteAttendance`). Invalidates the clock-in lists and details.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function deleteAttendanceMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...clockInKeys.all, 'deleteAttendance'],
    mutationFn: (attendanceId: number) =>
      unwrap(
        api.clocker.DELETE('/clocker-api/v1/attendances/{attendanceId}', {
          params: { path: { attendanceId } },
        }),
      ).then(() => undefined),
    onSuccess: () => invalidateAll(queryClient, [clockInKeys.lists(), clockInKeys.details()]),
  });
}

/**
 * A company's attendance: `GET /clocker-api/v1/companies/{companyId}/attendances` (`listCompanyAttendances`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyAttendancesQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanyAttendances'> = {},
) {
  return apiQueryOptions({
    queryKey: clockInKeys.listCompanyAttendances(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/companies/{companyId}/attendances', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * Signed kiosk URL of a company: `GET /clocker-api/v1/generate-signed-url-company/{companyId}` (`getCompanyKioskUrl`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getCompanyKioskUrlQueryOptions(api: JornadaClient, companyId: number) {
  return apiQueryOptions({
    queryKey: clockInKeys.getCompanyKioskUrl(companyId),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/generate-signed-url-company/{companyId}', {
          params: { path: { companyId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Signed clock-in URL of an employee: `GET /clocker-api/v1/generate-signed-url-employee/{employeeId}` (`getEmployeeClockInUrl`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getEmployeeClockInUrlQueryOptions(api: JornadaClient, employeeId: number) {
  return apiQueryOptions({
    queryKey: clockInKeys.getEmployeeClockInUrl(employeeId),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/generate-signed-url-employee/{employeeId}', {
          params: { path: { employeeId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Who is on shift now: `GET /clocker-api/v1/companies/{companyId}/employee-status` (`listCompanyEmployeeStatus`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyEmployeeStatusQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanyEmployeeStatus'> = {},
) {
  return apiQueryOptions({
    queryKey: clockInKeys.listCompanyEmployeeStatus(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/companies/{companyId}/employee-status', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ).then((r) => r.data),
  });
}
