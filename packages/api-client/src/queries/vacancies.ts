/**
 * Vacancies (spec section 7 "Jobs, vacancies"): public search and detail,
 * company vacancies, status changes, the counter and the revision queue.
 */
import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { unwrap, type JornadaClient } from '../client.ts';
import type { VacancySearchParams } from '../models.ts';
import {
  apiMutationOptions,
  apiQueryOptions,
  domainKeys,
  invalidateAll,
  type JsonBody,
  type QueryParams,
} from './query-helpers.ts';

/** Query of `GET /api/v1/companies/{companyId}/vacancies`. */
export type CompanyVacancyListParams = QueryParams<'listCompanyVacancies'>;
/** Query of `GET /api/v1/vacancies/{vacancyId}/applications`. */
export type VacancyApplicationListParams = QueryParams<'listVacancyApplications'>;
/** Query of `GET /api/v1/vacancies/to-revision`. */
export type VacanciesToRevisionParams = QueryParams<'listVacanciesToRevision'>;
/** Body of `POST /api/v1/companies/{companyId}/vacancies` and `PUT /api/v1/vacancies/{vacancyId}` (`VacancyInput`). */
export type VacancyInput = JsonBody<'createVacancy'>;
/** Body of `PUT /api/v1/vacancies/{vacancyId}/status` (`{ status, reason }`). */
export type VacancyStatusInput = JsonBody<'updateVacancyStatus'>;
/** Body of `POST /api/v1/vacancies-count` (the search filters). */
export type VacancyCountInput = JsonBody<'countVacancies'>;

const keys = domainKeys('vacancies');

/** Query keys of vacancies, derived from operation and parameters. */
export const vacancyKeys = {
  ...keys,
  /** Prefix of every search. */
  searches: () => [...keys.lists(), 'searchVacancies'] as const,
  /** Key of one search (`searchVacancies`). */
  search: (params: VacancySearchParams) => [...vacancyKeys.searches(), params] as const,
  /** Key of one page of a company's vacancies. */
  companyList: (companyId: number, params: CompanyVacancyListParams = {}) =>
    keys.list('listCompanyVacancies', { companyId, ...params }),
  /** Key of one page of a vacancy's applications. */
  applications: (vacancyId: number, params: VacancyApplicationListParams = {}) =>
    keys.list('listVacancyApplications', { vacancyId, ...params }),
  /** Key of one page of the revision queue. */
  toRevision: (params: VacanciesToRevisionParams = {}) =>
    keys.list('listVacanciesToRevision', params),
  /** Key of a count (`countVacancies`). */
  count: (filters: VacancyCountInput) => keys.list('countVacancies', filters),
  /** Key of one vacancy. */
  detail: (vacancyId: number) => keys.detail('getVacancy', { vacancyId }),
};

/** Invalidates every vacancy list, search and count (after a create, update, delete or status change). */
export function invalidateVacancyLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: vacancyKeys.lists() });
}

/** `GET /api/v1/search/vacancies` (operation `searchVacancies`, public, search key); keeps the previous page while the next loads. */
export function searchVacanciesQueryOptions(api: JornadaClient, params: VacancySearchParams) {
  return apiQueryOptions({
    queryKey: vacancyKeys.search(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/search/vacancies', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET /api/v1/vacancies/{vacancyId}` (operation `getVacancy`, public).
 * @throws {ApiError} 404 for an unknown or unpublished vacancy.
 */
export function vacancyQueryOptions(api: JornadaClient, vacancyId: number) {
  return apiQueryOptions({
    queryKey: vacancyKeys.detail(vacancyId),
    queryFn: ({ signal }) =>
      unwrap(
        api.jobs.GET('/api/v1/vacancies/{vacancyId}', { params: { path: { vacancyId } }, signal }),
      ).then((r) => r.data),
  });
}

/** One page of a company's vacancies: `GET /api/v1/companies/{companyId}/vacancies`, `{ data, meta }`. @throws {ApiError} 403 for non-staff. */
export function companyVacanciesQueryOptions(
  api: JornadaClient,
  companyId: number,
  params: CompanyVacancyListParams = {},
) {
  return apiQueryOptions({
    queryKey: vacancyKeys.companyList(companyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.jobs.GET('/api/v1/companies/{companyId}/vacancies', {
          params: { path: { companyId }, query: params },
          signal,
        }),
      ),
  });
}

/** One page of a vacancy's applications: `GET /api/v1/vacancies/{vacancyId}/applications`, `{ data, meta }`. @throws {ApiError} 403 for non-staff. */
export function vacancyApplicationsQueryOptions(
  api: JornadaClient,
  vacancyId: number,
  params: VacancyApplicationListParams = {},
) {
  return apiQueryOptions({
    queryKey: vacancyKeys.applications(vacancyId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.jobs.GET('/api/v1/vacancies/{vacancyId}/applications', {
          params: { path: { vacancyId }, query: params },
          signal,
        }),
      ),
  });
}

/** The revision queue (administrators): `GET /api/v1/vacancies/to-revision`, `{ data, meta }`. @throws {ApiError} 403. */
export function vacanciesToRevisionQueryOptions(
  api: JornadaClient,
  params: VacanciesToRevisionParams = {},
) {
  return apiQueryOptions({
    queryKey: vacancyKeys.toRevision(params),
    queryFn: ({ signal }) =>
      unwrap(api.jobs.GET('/api/v1/vacancies/to-revision', { params: { query: params }, signal })),
  });
}

/**
 * Counts vacancies matching filters: `POST /api/v1/vacancies-count` (`countVacancies`; a read, so a query).
 * Being a POST it is never retried.
 */
export function vacancyCountQueryOptions(api: JornadaClient, filters: VacancyCountInput) {
  return apiQueryOptions({
    queryKey: vacancyKeys.count(filters),
    queryFn: ({ signal }) =>
      unwrap(api.jobs.POST('/api/v1/vacancies-count', { body: filters, signal })).then(
        (r) => r.data,
      ),
  });
}

/** Publishes a vacancy: `POST /api/v1/companies/{companyId}/vacancies`; invalidates vacancy lists. @throws {ApiError} 400/422, 403. */
export function createVacancyMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...vacancyKeys.all, 'createVacancy'],
    mutationFn: ({ companyId, ...body }: VacancyInput & { companyId: number }) =>
      unwrap(
        api.jobs.POST('/api/v1/companies/{companyId}/vacancies', {
          params: { path: { companyId } },
          body: body as VacancyInput,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateVacancyLists(queryClient),
  });
}

/** Edits a vacancy: `PUT /api/v1/vacancies/{vacancyId}`; invalidates lists and the vacancy. @throws {ApiError} 400/422, 403, 404. */
export function updateVacancyMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...vacancyKeys.all, 'updateVacancy'],
    mutationFn: ({ vacancyId, ...body }: JsonBody<'updateVacancy'> & { vacancyId: number }) =>
      unwrap(
        api.jobs.PUT('/api/v1/vacancies/{vacancyId}', {
          params: { path: { vacancyId } },
          body: body as JsonBody<'updateVacancy'>,
        }),
      ).then((r) => r.data),
    onSuccess: (_data, { vacancyId }) =>
      invalidateAll(queryClient, [vacancyKeys.lists(), vacancyKeys.detail(vacancyId)]),
  });
}

/** Changes a vacancy's status: `PUT /api/v1/vacancies/{vacancyId}/status`. @throws {ApiError} 409 for a transition that is not allowed. */
export function updateVacancyStatusMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...vacancyKeys.all, 'updateVacancyStatus'],
    mutationFn: ({ vacancyId, ...body }: VacancyStatusInput & { vacancyId: number }) =>
      unwrap(
        api.jobs.PUT('/api/v1/vacancies/{vacancyId}/status', {
          params: { path: { vacancyId } },
          body: body as VacancyStatusInput,
        }),
      ).then((r) => r.data),
    onSuccess: (_data, { vacancyId }) =>
      invalidateAll(queryClient, [vacancyKeys.lists(), vacancyKeys.detail(vacancyId)]),
  });
}

/** Deletes a vacancy: `DELETE /api/v1/vacancies/{vacancyId}`; variables: the id. @throws {ApiError} 403, 404, 409 with applications. */
export function deleteVacancyMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...vacancyKeys.all, 'deleteVacancy'],
    mutationFn: (vacancyId: number) =>
      unwrap(
        api.jobs.DELETE('/api/v1/vacancies/{vacancyId}', { params: { path: { vacancyId } } }),
      ).then(() => undefined),
    onSuccess: (_data, vacancyId) => {
      queryClient.removeQueries({ queryKey: vacancyKeys.detail(vacancyId) });
      return invalidateVacancyLists(queryClient);
    },
  });
}
