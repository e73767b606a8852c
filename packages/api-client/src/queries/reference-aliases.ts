/**
 * The reference data's older names (aliases.ts), in a module of their own: the vacancy search
 * needs the states without the other aliases' query modules (docs/decisions/0035-first-load.md).
 */
import type { JornadaClient } from '../client.ts';
import {
  listSoftSkillsQueryOptions,
  listStatesQueryOptions,
} from '../generated/queries/reference.ts';
import { apiQueryOptions } from './query-helpers.ts';

const oneHourMs = 60 * 60 * 1000;

/** The 32 states ({@link listStatesQueryOptions}), fresh for an hour. */
export function statesQueryOptions(api: JornadaClient) {
  return apiQueryOptions({ ...listStatesQueryOptions(api), staleTime: oneHourMs });
}

/** The soft skills ({@link listSoftSkillsQueryOptions}), fresh for an hour. */
export function softSkillsQueryOptions(api: JornadaClient) {
  return apiQueryOptions({ ...listSoftSkillsQueryOptions(api), staleTime: oneHourMs });
}
