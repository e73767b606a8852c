/**
 * Job letters (cartas laborales): a worker requests one, the company issues it
 * (spec section 7 "Job letters").
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

/** Query of `GET /api/v1/users/{userId}/job-letters`. */
export type UserJobLetterListParams = QueryParams<'listUserJobLetters'>;
/** Query of `GET /api/v1/companies/{companyId}/job-letters`. */
export type CompanyJobLetterListParams = QueryParams<'listCompanyJobLetters'>;
/** Body of `POST /api/v1/users/{userId}/job-letters`. */
export type JobLetterInput = JsonBody<'createJobLetter'>;
/** Body of `PUT /api/v1/job-letters/{jobLetterId}` (partial). */
export type JobLetterUpdateInput = JsonBody<'updateJobLetter'>;

const keys = domainKeys('job-letters');

/** Query keys of job letters. */
export const jobLetterKeys = {
  ...keys,
  /** Key of one page of a user's letters. */
  userList: (userId: number, params: UserJobLetterListParams = {}) =>
    keys.list('listUserJobLetters', { userId, ...params }),
  /** Key of one page of a company's letters. */
  companyList: (companyId: number, params: CompanyJobLetterListParams = {}) =>
    keys.list('listCompanyJobLetters', { companyId, ...params }),
  /** Key of one letter. */
  detail: (jobLetterId: number) => keys.detail('getJobLetter', { jobLetterId }),
};

/** Invalidates every job-letter list. */
export function invalidateJobLetterLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: jobLetterKeys.lists() });
}

/** One page of a user's letters: `GET /api/v1/users/{userId}/job-letters`, `{ data, meta }`. @throws {ApiError} 403. */
export function userJobLettersQueryOptions(
  api: JornadaClient,
  userId: number,
  params: UserJobLetterListParams = {},
) {
  return apiQueryOptions({
    queryKey: jobLetterKeys.userList(userId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/users/{userId}/job-letters', {
          params: { path: { userId }, query: params },
          signal,
        }),
      ),
  });
}

/** One page of a company's letters: `GET /api/v1/companies/{companyId}/job-letters`, `{ data, meta }`. @throws {ApiError} 403. */
export function companyJobLettersQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: CompanyJobLetterListParams = {},
) {
  return apiQueryOptions({
    queryKey: jobLetterKeys.companyList(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/companies/{companyId}/job-letters', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}

/** One letter: `GET /api/v1/job-letters/{jobLetterId}`. @throws {ApiError} 403, 404. */
export function jobLetterQueryOptions(api: JornadaClient, jobLetterId: number) {
  return apiQueryOptions({
    queryKey: jobLetterKeys.detail(jobLetterId),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/job-letters/{jobLetterId}', {
          params: { path: { jobLetterId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/** Requests a letter: `POST /api/v1/users/{userId}/job-letters`. @throws {ApiError} 400/422, 403. */
export function createJobLetterMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...jobLetterKeys.all, 'createJobLetter'],
    mutationFn: ({ userId, ...body }: JobLetterInput & { userId: number }) =>
      unwrap(
        api.main.POST('/api/v1/users/{userId}/job-letters', {
          params: { path: { userId } },
          body: body as JobLetterInput,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateJobLetterLists(queryClient),
  });
}

/** Updates a letter (issue, reject…): `PUT /api/v1/job-letters/{jobLetterId}`. @throws {ApiError} 403, 404, 409. */
export function updateJobLetterMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...jobLetterKeys.all, 'updateJobLetter'],
    mutationFn: ({ jobLetterId, ...body }: JobLetterUpdateInput & { jobLetterId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/job-letters/{jobLetterId}', {
          params: { path: { jobLetterId } },
          body: body as JobLetterUpdateInput,
        }),
      ).then((r) => r.data),
    onSuccess: (_data, { jobLetterId }) =>
      invalidateAll(queryClient, [jobLetterKeys.lists(), jobLetterKeys.detail(jobLetterId)]),
  });
}
