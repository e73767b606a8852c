/**
 * Job applications (spec section 7 "Applications"): a job seeker applies,
 * follows the status; company staff update it.
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
import { vacancyKeys } from './vacancies.ts';

/** Query of `GET /api/v1/users/{userId}/job-applications` (`page`, `per_page`, `status`). */
export type UserJobApplicationListParams = QueryParams<'listUserJobApplications'>;
/** Body of `POST /api/v1/job-applications`. */
export type JobApplicationInput = JsonBody<'createJobApplication'>;
/** Body of `PUT /api/v1/job-applications/{jobApplicationId}` (`{ status, comments }`). */
export type JobApplicationUpdateInput = JsonBody<'updateJobApplication'>;

const keys = domainKeys('job-applications');

/** Query keys of job applications. */
export const jobApplicationKeys = {
  ...keys,
  /** Key of one page of a user's applications. */
  userList: (userId: number, params: UserJobApplicationListParams = {}) =>
    keys.list('listUserJobApplications', { userId, ...params }),
  /** Key of one application. */
  detail: (jobApplicationId: number) => keys.detail('getJobApplication', { jobApplicationId }),
  /** Key of the signed report URL of one application. */
  reportUrl: (jobApplicationId: number) =>
    keys.detail('getJobApplicationReportUrl', { jobApplicationId }),
};

/** Invalidates every application list, and the applications of vacancies. */
export function invalidateJobApplicationLists(queryClient: QueryClient): Promise<void> {
  return invalidateAll(queryClient, [jobApplicationKeys.lists(), vacancyKeys.lists()]);
}

/**
 * One page of a user's applications: `GET /api/v1/users/{userId}/job-applications`, `{ data, meta }`.
 * @throws {ApiError} 403 for another user's applications.
 */
export function userJobApplicationsQueryOptions(
  api: JornadaClient,
  userId: number,
  params: UserJobApplicationListParams = {},
) {
  return apiQueryOptions({
    queryKey: jobApplicationKeys.userList(userId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.jobs.GET('/api/v1/users/{userId}/job-applications', {
          params: { path: { userId }, query: params },
          signal,
        }),
      ),
  });
}

/**
 * One application: `GET /api/v1/job-applications/{jobApplicationId}` (`getJobApplication`).
 * @throws {ApiError} 404 when unknown or not visible to the caller.
 */
export function jobApplicationQueryOptions(api: JornadaClient, jobApplicationId: number) {
  return apiQueryOptions({
    queryKey: jobApplicationKeys.detail(jobApplicationId),
    queryFn: ({ signal }) =>
      unwrap(
        api.jobs.GET('/api/v1/job-applications/{jobApplicationId}', {
          params: { path: { jobApplicationId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/**
 * A signed URL of the application's report: `GET /api/v1/job-applications/{jobApplicationId}/generate-url-report`
 * (`{ url, expires_at }`). Never cached as fresh: the URL expires.
 * @throws {ApiError} 403/404.
 */
export function jobApplicationReportUrlQueryOptions(api: JornadaClient, jobApplicationId: number) {
  return apiQueryOptions({
    queryKey: jobApplicationKeys.reportUrl(jobApplicationId),
    queryFn: ({ signal }) =>
      unwrap(
        api.jobs.GET('/api/v1/job-applications/{jobApplicationId}/generate-url-report', {
          params: { path: { jobApplicationId } },
          signal,
        }),
      ).then((r) => r.data),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Applies to a vacancy: `POST /api/v1/job-applications` (`createJobApplication`). Invalidates application
 * lists and vacancy lists.
 * @throws {ApiError} 409 when already applied, 422 when the vacancy is closed.
 */
export function createJobApplicationMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...jobApplicationKeys.all, 'createJobApplication'],
    mutationFn: (body: JobApplicationInput) =>
      unwrap(api.jobs.POST('/api/v1/job-applications', { body })).then((r) => r.data),
    onSuccess: () => invalidateJobApplicationLists(queryClient),
  });
}

/**
 * Changes an application's status: `PUT /api/v1/job-applications/{jobApplicationId}` (`updateJobApplication`).
 * Refreshes the application and the lists.
 * @throws {ApiError} 409 for a transition that is not allowed, 403 for non-staff.
 */
export function updateJobApplicationMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...jobApplicationKeys.all, 'updateJobApplication'],
    mutationFn: ({
      jobApplicationId,
      ...body
    }: JobApplicationUpdateInput & { jobApplicationId: number }) =>
      unwrap(
        api.jobs.PUT('/api/v1/job-applications/{jobApplicationId}', {
          params: { path: { jobApplicationId } },
          body: body as JobApplicationUpdateInput,
        }),
      ).then((r) => r.data),
    onSuccess: (_data, { jobApplicationId }) =>
      invalidateAll(queryClient, [
        jobApplicationKeys.lists(),
        vacancyKeys.lists(),
        jobApplicationKeys.detail(jobApplicationId),
      ]),
  });
}
