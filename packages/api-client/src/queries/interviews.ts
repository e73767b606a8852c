/**
 * Interviews (spec section 7 "Interviews"; openapi/README.md decisions 10–11):
 * company staff propose them on a vacancy, the candidate confirms or rejects,
 * and a job seeker may request, move or cancel one for a vacancy.
 */
import type { QueryClient } from '@tanstack/react-query';
import { unwrap, type JornadaClient } from '../client.ts';
import type { components } from '../generated/schema.ts';
import {
  apiMutationOptions,
  apiQueryOptions,
  domainKeys,
  invalidateAll,
  type JsonBody,
  type QueryParams,
} from './query-helpers.ts';

/** Query of `GET /api/v1/users/{userId}/interviews`. */
export type UserInterviewListParams = QueryParams<'listUserInterviews'>;
/** Query of `GET /api/v1/vacancies/{vacancyId}/interviews`. */
export type VacancyInterviewListParams = QueryParams<'listVacancyInterviews'>;
/** Body of `POST /api/v1/vacancies/{vacancyId}/interviews`. */
export type InterviewInput = JsonBody<'createInterview'>;
/** Body of `PUT /api/v1/interviews/{interviewId}` (partial). */
export type InterviewUpdateInput = JsonBody<'updateInterview'>;
/** Body of `PUT /api/v1/interviews/{interviewId}/confirm` (optional `comments`). */
export type InterviewConfirmInput = JsonBody<'confirmInterview'>;
/** Body of `PUT /api/v1/interviews/{interviewId}/reject` (`reason`, `comments`, `proposed_at`). */
export type InterviewRejectInput = JsonBody<'rejectInterview'>;
/** Body of a job seeker's interview request (`UserInterviewInput`). */
export type UserInterviewInput = components['schemas']['UserInterviewInput'];
/** Body of `PUT /api/v1/users/{userId}/interviews/{vacancyId}` (another time). */
export type UserInterviewUpdateInput = JsonBody<'updateUserInterview'>;

const keys = domainKeys('interviews');

/** Query keys of interviews. */
export const interviewKeys = {
  ...keys,
  /** Key of one page of a user's interviews. */
  userList: (userId: number, params: UserInterviewListParams = {}) =>
    keys.list('listUserInterviews', { userId, ...params }),
  /** Key of one page of a vacancy's interviews. */
  vacancyList: (vacancyId: number, params: VacancyInterviewListParams = {}) =>
    keys.list('listVacancyInterviews', { vacancyId, ...params }),
};

/** Invalidates every interview list. */
export function invalidateInterviewLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: interviewKeys.lists() });
}

/** One page of a user's interviews: `GET /api/v1/users/{userId}/interviews`, `{ data, meta }`. @throws {ApiError} 403. */
export function userInterviewsQueryOptions(
  api: JornadaClient,
  userId: number,
  params: UserInterviewListParams = {},
) {
  return apiQueryOptions({
    queryKey: interviewKeys.userList(userId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.jobs.GET('/api/v1/users/{userId}/interviews', {
          params: { path: { userId }, query: params },
          signal,
        }),
      ),
  });
}

/** One page of a vacancy's interviews: `GET /api/v1/vacancies/{vacancyId}/interviews`, `{ data, meta }`. @throws {ApiError} 403. */
export function vacancyInterviewsQueryOptions(
  api: JornadaClient,
  vacancyId: number,
  params: VacancyInterviewListParams = {},
) {
  return apiQueryOptions({
    queryKey: interviewKeys.vacancyList(vacancyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.jobs.GET('/api/v1/vacancies/{vacancyId}/interviews', {
          params: { path: { vacancyId }, query: params },
          signal,
        }),
      ),
  });
}

/** Proposes an interview: `POST /api/v1/vacancies/{vacancyId}/interviews`. @throws {ApiError} 400/422, 403, 409. */
export function createInterviewMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...interviewKeys.all, 'createInterview'],
    mutationFn: ({ vacancyId, ...body }: InterviewInput & { vacancyId: number }) =>
      unwrap(
        api.jobs.POST('/api/v1/vacancies/{vacancyId}/interviews', {
          params: { path: { vacancyId } },
          body: body as InterviewInput,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateInterviewLists(queryClient),
  });
}

/** Edits an interview: `PUT /api/v1/interviews/{interviewId}`. @throws {ApiError} 403, 404, 409. */
export function updateInterviewMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...interviewKeys.all, 'updateInterview'],
    mutationFn: ({ interviewId, ...body }: InterviewUpdateInput & { interviewId: number }) =>
      unwrap(
        api.jobs.PUT('/api/v1/interviews/{interviewId}', {
          params: { path: { interviewId } },
          body: body as InterviewUpdateInput,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateInterviewLists(queryClient),
  });
}

/** The candidate confirms: `PUT /api/v1/interviews/{interviewId}/confirm`. @throws {ApiError} 409 when no longer proposed. */
export function confirmInterviewMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...interviewKeys.all, 'confirmInterview'],
    mutationFn: ({ interviewId, ...body }: InterviewConfirmInput & { interviewId: number }) =>
      unwrap(
        api.jobs.PUT('/api/v1/interviews/{interviewId}/confirm', {
          params: { path: { interviewId } },
          body: body as InterviewConfirmInput,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateInterviewLists(queryClient),
  });
}

/** The candidate rejects (optionally proposing another time): `PUT /api/v1/interviews/{interviewId}/reject`. @throws {ApiError} 409, 422. */
export function rejectInterviewMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...interviewKeys.all, 'rejectInterview'],
    mutationFn: ({ interviewId, ...body }: InterviewRejectInput & { interviewId: number }) =>
      unwrap(
        api.jobs.PUT('/api/v1/interviews/{interviewId}/reject', {
          params: { path: { interviewId } },
          body: body as InterviewRejectInput,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateInterviewLists(queryClient),
  });
}

/** A job seeker requests an interview for a vacancy: `POST /api/v1/users/{userId}/interviews/{vacancyId}`. @throws {ApiError} 409 when one exists. */
export function requestUserInterviewMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...interviewKeys.all, 'requestUserInterview'],
    mutationFn: ({
      userId,
      vacancyId,
      ...body
    }: UserInterviewInput & { userId: number; vacancyId: number }) =>
      unwrap(
        api.jobs.POST('/api/v1/users/{userId}/interviews/{vacancyId}', {
          params: { path: { userId, vacancyId } },
          body: body as UserInterviewInput,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateInterviewLists(queryClient),
  });
}

/** A job seeker proposes another time: `PUT /api/v1/users/{userId}/interviews/{vacancyId}`. @throws {ApiError} 404, 409. */
export function updateUserInterviewMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...interviewKeys.all, 'updateUserInterview'],
    mutationFn: ({
      userId,
      vacancyId,
      ...body
    }: UserInterviewUpdateInput & { userId: number; vacancyId: number }) =>
      unwrap(
        api.jobs.PUT('/api/v1/users/{userId}/interviews/{vacancyId}', {
          params: { path: { userId, vacancyId } },
          body: body as UserInterviewUpdateInput,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateInterviewLists(queryClient),
  });
}

/**
 * A job seeker cancels a requested interview: the spec's "POST-destroy", a `POST` to
 * `/api/v1/users/{userId}/interviews/{vacancyId}` with `{ _method: 'DELETE', reason }` (decision 11).
 * @throws {ApiError} 404 when there is none.
 */
export function cancelUserInterviewMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...interviewKeys.all, 'cancelUserInterview'],
    mutationFn: ({
      userId,
      vacancyId,
      reason,
    }: {
      userId: number;
      vacancyId: number;
      reason?: string;
    }) =>
      unwrap(
        api.jobs.POST('/api/v1/users/{userId}/interviews/{vacancyId}', {
          params: { path: { userId, vacancyId } },
          body: { _method: 'DELETE', ...(reason ? { reason } : {}) },
        }),
      ).then(() => undefined),
    onSuccess: () => invalidateAll(queryClient, [interviewKeys.lists()]),
  });
}
