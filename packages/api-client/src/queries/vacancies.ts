/**
 * Query options for vacancy search and detail.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type JornadaClient } from '../client.ts';
import type { VacancySearchParams } from '../models.ts';

/** Query keys of vacancies, derived from operation and parameters. */
export const vacancyKeys = {
  all: ['vacancies'] as const,
  searches: () => [...vacancyKeys.all, 'search'] as const,
  search: (params: VacancySearchParams) => [...vacancyKeys.searches(), params] as const,
  details: () => [...vacancyKeys.all, 'detail'] as const,
  detail: (vacancyId: number) => [...vacancyKeys.details(), vacancyId] as const,
};

/** `GET /api/v1/search/vacancies` (operation `searchVacancies`); keeps the previous page while the next loads. */
export function searchVacanciesQueryOptions(api: JornadaClient, params: VacancySearchParams) {
  return queryOptions({
    queryKey: vacancyKeys.search(params),
    queryFn: ({ signal }) => unwrap(api.main.GET('/api/v1/search/vacancies', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/v1/vacancies/{vacancyId}` (operation `getVacancy`). */
export function vacancyQueryOptions(api: JornadaClient, vacancyId: number) {
  return queryOptions({
    queryKey: vacancyKeys.detail(vacancyId),
    queryFn: ({ signal }) =>
      unwrap(api.jobs.GET('/api/v1/vacancies/{vacancyId}', { params: { path: { vacancyId } }, signal })).then(
        (r) => r.data,
      ),
  });
}
