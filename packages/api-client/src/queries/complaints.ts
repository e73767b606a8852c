/**
 * Complaints on the panel base (spec section 7 "Complaints").
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

const keys = domainKeys('complaints');

/** Query keys of complaints: `['complaints', 'list' | 'detail', operationId, params]`. */
export const complaintKeys = {
  ...keys,
  /** Key of `listCompanyComplaints`. */
  listCompanyComplaints: (companyId: number, params: QueryParams<'listCompanyComplaints'> = {}) =>
    keys.list('listCompanyComplaints', { companyId, ...params }),
  /** Key of `getComplaint`. */
  getComplaint: (complaintId: number) => keys.detail('getComplaint', { complaintId }),
  /** Key of `listUserComplaints`. */
  listUserComplaints: (userId: number, params: QueryParams<'listUserComplaints'> = {}) =>
    keys.list('listUserComplaints', { userId, ...params }),
};

/**
 * A company's complaints: `GET /panel-api/v1/companies/{companyId}/complaints` (`listCompanyComplaints`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listCompanyComplaintsQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'listCompanyComplaints'> = {},
) {
  return apiQueryOptions({
    queryKey: complaintKeys.listCompanyComplaints(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.panel.GET('/panel-api/v1/companies/{companyId}/complaints', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * One complaint: `GET /panel-api/v1/complaints/{complaintId}` (`getComplaint`); resolves to the `data` of the answer.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function getComplaintQueryOptions(api: JornadaClient, complaintId: number) {
  return apiQueryOptions({
    queryKey: complaintKeys.getComplaint(complaintId),
    queryFn: ({ signal }) =>
      unwrap(
        api.panel.GET('/panel-api/v1/complaints/{complaintId}', {
          params: { path: { complaintId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * File a complaint: `POST /panel-api/v1/complaints` (`createComplaint`). Invalidates the complaints lists.
 * @throws {ApiError} 400, 401, 422, 429.
 */
export function createComplaintMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...complaintKeys.all, 'createComplaint'],
    mutationFn: (body: JsonBody<'createComplaint'>) =>
      unwrap(api.panel.POST('/panel-api/v1/complaints', { body: body })).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [complaintKeys.lists()]),
  });
}

/**
 * A user's complaints: `GET /panel-api/v1/users/{userId}/complaints` (`listUserComplaints`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 404.
 */
export function listUserComplaintsQueryOptions(
  api: JornadaClient,
  userId: number,
  params: QueryParams<'listUserComplaints'> = {},
) {
  return apiQueryOptions({
    queryKey: complaintKeys.listUserComplaints(userId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.panel.GET('/panel-api/v1/users/{userId}/complaints', {
          params: { path: { userId }, query: params },
          signal,
        }),
      ),
  });
}
