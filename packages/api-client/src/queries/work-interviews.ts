/**
 * Work interviews: question sets a vacancy asks its applicants, their answers
 * and results (spec section 7 "Work interviews"; openapi/README.md decision 20).
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

/** Query of `GET /api/v1/work-interviews/{workInterviewId}` (`job_application_id`, `include_questions`). */
export type WorkInterviewParams = QueryParams<'getWorkInterview'>;
/** Query of `GET /api/v1/work-interviews/{workInterviewId}/results/{resultId}` (`include_answers`). */
export type WorkInterviewResultParams = QueryParams<'getWorkInterviewResult'>;
/** Body of `POST /api/v1/vacancies/{vacancyId}/work-interviews` (`question_count`…). */
export type WorkInterviewInput = JsonBody<'createWorkInterview'>;
/** Body of `PUT /api/v1/vacancies/{vacancyId}/work-interviews`. */
export type WorkInterviewUpdateInput = JsonBody<'updateVacancyWorkInterview'>;
/** Body of `PUT /api/v1/work-interviews/{workInterviewId}` (the answers). */
export type WorkInterviewAnswersInput = JsonBody<'submitWorkInterviewAnswers'>;

const keys = domainKeys('work-interviews');

/** Query keys of work interviews. */
export const workInterviewKeys = {
  ...keys,
  /** Key of a vacancy's work interview. */
  ofVacancy: (vacancyId: number) => keys.detail('getVacancyWorkInterview', { vacancyId }),
  /** Key of one work interview as seen with `params`. */
  detail: (workInterviewId: number, params: WorkInterviewParams = {}) =>
    keys.detail('getWorkInterview', { workInterviewId, ...params }),
  /** Key of one result. */
  result: (workInterviewId: number, resultId: number, params: WorkInterviewResultParams = {}) =>
    keys.detail('getWorkInterviewResult', { workInterviewId, resultId, ...params }),
};

/** A vacancy's work interview: `GET /api/v1/vacancies/{vacancyId}/work-interviews`. @throws {ApiError} 404 when it has none. */
export function vacancyWorkInterviewQueryOptions(api: JornadaClient, vacancyId: number) {
  return apiQueryOptions({
    queryKey: workInterviewKeys.ofVacancy(vacancyId),
    queryFn: ({ signal }) =>
      unwrap(
        api.jobs.GET('/api/v1/vacancies/{vacancyId}/work-interviews', {
          params: { path: { vacancyId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/** One work interview for an applicant: `GET /api/v1/work-interviews/{workInterviewId}`. @throws {ApiError} 403, 404. */
export function workInterviewQueryOptions(
  api: JornadaClient,
  workInterviewId: number,
  params: WorkInterviewParams = {},
) {
  return apiQueryOptions({
    queryKey: workInterviewKeys.detail(workInterviewId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.jobs.GET('/api/v1/work-interviews/{workInterviewId}', {
          params: { path: { workInterviewId }, query: params },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/** One result: `GET /api/v1/work-interviews/{workInterviewId}/results/{resultId}`. @throws {ApiError} 403, 404. */
export function workInterviewResultQueryOptions(
  api: JornadaClient,
  workInterviewId: number,
  resultId: number,
  params: WorkInterviewResultParams = {},
) {
  return apiQueryOptions({
    queryKey: workInterviewKeys.result(workInterviewId, resultId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.jobs.GET('/api/v1/work-interviews/{workInterviewId}/results/{resultId}', {
          params: { path: { workInterviewId, resultId }, query: params },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/** Creates a vacancy's work interview: `POST /api/v1/vacancies/{vacancyId}/work-interviews`. @throws {ApiError} 409 when one exists, 422. */
export function createWorkInterviewMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...workInterviewKeys.all, 'createWorkInterview'],
    mutationFn: ({ vacancyId, ...body }: WorkInterviewInput & { vacancyId: number }) =>
      unwrap(
        api.jobs.POST('/api/v1/vacancies/{vacancyId}/work-interviews', {
          params: { path: { vacancyId } },
          body: body as WorkInterviewInput,
        }),
      ).then((r) => r.data),
    onSuccess: (_data, { vacancyId }) =>
      invalidateAll(queryClient, [workInterviewKeys.ofVacancy(vacancyId)]),
  });
}

/** Edits a vacancy's work interview: `PUT /api/v1/vacancies/{vacancyId}/work-interviews`. @throws {ApiError} 404, 422. */
export function updateVacancyWorkInterviewMutationOptions(
  api: JornadaClient,
  queryClient: QueryClient,
) {
  return apiMutationOptions({
    mutationKey: [...workInterviewKeys.all, 'updateVacancyWorkInterview'],
    mutationFn: ({ vacancyId, ...body }: WorkInterviewUpdateInput & { vacancyId: number }) =>
      unwrap(
        api.jobs.PUT('/api/v1/vacancies/{vacancyId}/work-interviews', {
          params: { path: { vacancyId } },
          body: body as WorkInterviewUpdateInput,
        }),
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workInterviewKeys.all }),
  });
}

/** Submits an applicant's answers: `PUT /api/v1/work-interviews/{workInterviewId}`; answers the result. @throws {ApiError} 409 when already answered, 422. */
export function submitWorkInterviewAnswersMutationOptions(
  api: JornadaClient,
  queryClient: QueryClient,
) {
  return apiMutationOptions({
    mutationKey: [...workInterviewKeys.all, 'submitWorkInterviewAnswers'],
    mutationFn: ({
      workInterviewId,
      ...body
    }: WorkInterviewAnswersInput & { workInterviewId: number }) =>
      unwrap(
        api.jobs.PUT('/api/v1/work-interviews/{workInterviewId}', {
          params: { path: { workInterviewId } },
          body: body as WorkInterviewAnswersInput,
        }),
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workInterviewKeys.all }),
  });
}
