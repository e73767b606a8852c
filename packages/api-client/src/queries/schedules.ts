/**
 * Schedules on the clocker base (spec section 7 "Clock-in").
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

const keys = domainKeys('schedules');

/** Query keys of schedules: `['schedules', 'list' | 'detail', operationId, params]`. */
export const scheduleKeys = {
  ...keys,
  /** Key of `listCompanySchedules`. */
  listCompanySchedules: (companyId: number, params: QueryParams<'listCompanySchedules'> = {}) =>
    keys.list('listCompanySchedules', { companyId, ...params }),
  /** Key of `getSchedule`. */
  getSchedule: (scheduleId: number) => keys.detail('getSchedule', { scheduleId }),
};

/**
 * A company's schedules: `GET /clocker-api/v1/companies/{companyId}/schedules` (`listCompanySchedules`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanySchedulesQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanySchedules'> = {},
) {
  return apiQueryOptions({
    queryKey: scheduleKeys.listCompanySchedules(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/companies/{companyId}/schedules', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * Create a schedule: `POST /clocker-api/v1/companies/{companyId}/schedules` (`createSchedule`). Invalidates the schedules lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function createScheduleMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...scheduleKeys.all, 'createSchedule'],
    mutationFn: ({ companyId, ...body }: JsonBody<'createSchedule'> & { companyId: number }) =>
      unwrap(
        api.clocker.POST('/clocker-api/v1/companies/{companyId}/schedules', {
          params: { path: { companyId } },
          body: body as JsonBody<'createSchedule'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [scheduleKeys.lists(), scheduleKeys.details()]),
  });
}

/**
 * One schedule: `GET /clocker-api/v1/schedules/{scheduleId}` (`getSchedule`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getScheduleQueryOptions(api: JornadaClient, scheduleId: number) {
  return apiQueryOptions({
    queryKey: scheduleKeys.getSchedule(scheduleId),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/schedules/{scheduleId}', {
          params: { path: { scheduleId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * Update a schedule: `PUT /clocker-api/v1/schedules/{scheduleId}` (`updateSchedule`). Invalidates the schedules lists and details.
 * @throws {ApiError} 400, 401, 403, 404, 422.
 */
export function updateScheduleMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...scheduleKeys.all, 'updateSchedule'],
    mutationFn: ({ scheduleId, ...body }: JsonBody<'updateSchedule'> & { scheduleId: number }) =>
      unwrap(
        api.clocker.PUT('/clocker-api/v1/schedules/{scheduleId}', {
          params: { path: { scheduleId } },
          body: body as JsonBody<'updateSchedule'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [scheduleKeys.lists(), scheduleKeys.details()]),
  });
}

/**
 * Delete a schedule: `DELETE /clocker-api/v1/schedules/{scheduleId}` (`deleteSchedule`). Invalidates the schedules lists and details.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function deleteScheduleMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...scheduleKeys.all, 'deleteSchedule'],
    mutationFn: (scheduleId: number) =>
      unwrap(
        api.clocker.DELETE('/clocker-api/v1/schedules/{scheduleId}', {
          params: { path: { scheduleId } },
        }),
      ).then(() => undefined),
    onSuccess: () => invalidateAll(queryClient, [scheduleKeys.lists(), scheduleKeys.details()]),
  });
}
