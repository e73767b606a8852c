/**
 * Query options for reference data (states, job categories, soft skills;
 * spec section 7 "Reference data"). Public; they change rarely, so they stay
 * fresh for an hour.
 */
import { unwrap, type JornadaClient } from '../client.ts';
import { apiQueryOptions } from './query-helpers.ts';

/** Query keys of reference data. */
export const referenceKeys = {
  all: ['reference'] as const,
  states: () => [...referenceKeys.all, 'states'] as const,
  jobCategories: () => [...referenceKeys.all, 'job-categories'] as const,
  softSkills: () => [...referenceKeys.all, 'soft-skills'] as const,
};

const oneHourMs = 60 * 60 * 1000;

/** The 32 states: `GET /api/v1/states` (operation `listStates`). @throws {ApiError} only on network or server failure. */
export function statesQueryOptions(api: JornadaClient) {
  return apiQueryOptions({
    queryKey: referenceKeys.states(),
    queryFn: ({ signal }) => unwrap(api.jobs.GET('/api/v1/states', { signal })).then((r) => r.data),
    staleTime: oneHourMs,
  });
}

/** Job categories: `GET /api/v1/job-categories` (operation `listJobCategories`). @throws {ApiError} only on network or server failure. */
export function jobCategoriesQueryOptions(api: JornadaClient) {
  return apiQueryOptions({
    queryKey: referenceKeys.jobCategories(),
    queryFn: ({ signal }) =>
      unwrap(api.jobs.GET('/api/v1/job-categories', { signal })).then((r) => r.data),
    staleTime: oneHourMs,
  });
}

/** Soft skills a profile may list: `GET /api/v1/soft-skills` (operation `listSoftSkills`). @throws {ApiError} only on network or server failure. */
export function softSkillsQueryOptions(api: JornadaClient) {
  return apiQueryOptions({
    queryKey: referenceKeys.softSkills(),
    queryFn: ({ signal }) =>
      unwrap(api.jobs.GET('/api/v1/soft-skills', { signal })).then((r) => r.data),
    staleTime: oneHourMs,
  });
}
