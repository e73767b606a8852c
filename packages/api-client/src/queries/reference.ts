/**
 * Query options for reference data (states, job categories). They change
 * rarely, so they stay fresh for an hour.
 */
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type JornadaClient } from '../client.ts';

/** Query keys of reference data. */
export const referenceKeys = {
  all: ['reference'] as const,
  states: () => [...referenceKeys.all, 'states'] as const,
  jobCategories: () => [...referenceKeys.all, 'job-categories'] as const,
};

const oneHourMs = 60 * 60 * 1000;

/** `GET /api/v1/states` (operation `listStates`). */
export function statesQueryOptions(api: JornadaClient) {
  return queryOptions({
    queryKey: referenceKeys.states(),
    queryFn: ({ signal }) => unwrap(api.jobs.GET('/api/v1/states', { signal })).then((r) => r.data),
    staleTime: oneHourMs,
  });
}

/** `GET /api/v1/job-categories` (operation `listJobCategories`). */
export function jobCategoriesQueryOptions(api: JornadaClient) {
  return queryOptions({
    queryKey: referenceKeys.jobCategories(),
    queryFn: ({ signal }) => unwrap(api.jobs.GET('/api/v1/job-categories', { signal })).then((r) => r.data),
    staleTime: oneHourMs,
  });
}
