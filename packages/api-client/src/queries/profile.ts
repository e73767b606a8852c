/**
 * The job seeker's profile beyond the generated `jobs-user` options: the spec's
 * sanitising, one save that creates or replaces, and a read where "no profile yet" (404) is
 * `null` instead of an error.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error.ts';
import { unwrap, type JornadaClient } from '../client.ts';
import { jobsUserKeys } from '../generated/queries/jobs-user.ts';
import { apiMutationOptions, apiQueryOptions, type JsonBody } from './query-helpers.ts';

/** Body of `POST`/`PUT /api/v1/users/{userId}/profile` (`ProfileInput`). */
export type ProfileInput = JsonBody<'createUserProfile'>;
/** A profile as a form holds it: any field may be null or missing, and a stray `job_category` may ride along. */
export type ProfileDraft = { [K in keyof ProfileInput]?: ProfileInput[K] | null } & {
  job_category?: unknown;
};

/** Texts a job seeker may empty: cleared with `''` (decision 33). */
const CLEARED_WITH_EMPTY_TEXT = ['address', 'description', 'job_title', 'lastname'] as const;
/** Choices a job seeker may empty: cleared with null (decision 33). */
const CLEARED_WITH_NULL = ['state_id', 'municipality_id', 'driver_license'] as const;

/**
 * Sanitises a profile before it is sent: removes `job_category`, drops null
 * optional fields, and turns a missing or null `min_salary` / `max_salary` into 0 (cents of MXN).
 * With `saved` (the profile as stored), a field that had a value there and is null in the draft
 * is sent to clear it instead of being dropped (an update keeps the fields left out): `''` for
 * `address`, `description`, `job_title` and `lastname`, null for `state_id`, `municipality_id`
 * and `driver_license` (contract decision 33).
 * @param draft the profile as the form holds it
 * @param saved the stored profile, when updating one
 * @returns a new object; the draft is not changed.
 */
export function sanitizeProfile(
  draft: ProfileDraft,
  saved?: { [K in keyof ProfileInput]?: unknown } | null,
): ProfileInput {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(draft)) {
    if (name === 'job_category' || value === null || value === undefined) continue;
    result[name] = value;
  }
  const had = (name: keyof ProfileInput) =>
    draft[name] === null &&
    saved?.[name] !== null &&
    saved?.[name] !== undefined &&
    saved[name] !== '';
  for (const name of CLEARED_WITH_EMPTY_TEXT) if (had(name)) result[name] = '';
  for (const name of CLEARED_WITH_NULL) if (had(name)) result[name] = null;
  result.min_salary ??= 0;
  result.max_salary ??= 0;
  return result as ProfileInput;
}

/** Key of {@link userProfileOrNullQueryOptions}: under `getUserProfile`'s detail key, so its invalidation covers it. */
const orNullKey = (userId: number) =>
  jobsUserKeys.detail('getUserProfile', { userId, orNull: true });

/**
 * A user's profile, or `null` when they have none yet (`GET /api/v1/users/{userId}/profile`
 * answers 404 until the first save).
 * @throws {ApiError} for every other failure (401, 403, network).
 */
export function userProfileOrNullQueryOptions(api: JornadaClient, userId: number) {
  return apiQueryOptions({
    queryKey: orNullKey(userId),
    queryFn: async ({ signal }) => {
      try {
        const answer = await unwrap(
          api.jobs.GET('/api/v1/users/{userId}/profile', { params: { path: { userId } }, signal }),
        );
        return answer.data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * Creates (`POST`, `createUserProfile`) or replaces (`PUT`, `updateUserProfile`) a user's profile at
 * `/api/v1/users/{userId}/profile`; the draft is {@link sanitizeProfile sanitised} first. Stores
 * the answer as {@link userProfileOrNullQueryOptions}' data and invalidates the `jobs-user` lists
 * and the `getUserProfile` detail.
 * @throws {ApiError} 400/422 with field errors, 409 when creating a second profile.
 */
export function saveUserProfileMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...jobsUserKeys.all, 'saveUserProfile'],
    mutationFn: ({
      userId,
      create = false,
      profile,
      saved,
    }: {
      userId: number;
      create?: boolean;
      profile: ProfileDraft;
      /** The stored profile when updating: fields emptied since are cleared (decision 33). */
      saved?: Parameters<typeof sanitizeProfile>[1];
    }) => {
      const init = { params: { path: { userId } }, body: sanitizeProfile(profile, saved) };
      return unwrap(
        create
          ? api.jobs.POST('/api/v1/users/{userId}/profile', init)
          : api.jobs.PUT('/api/v1/users/{userId}/profile', init),
      ).then((r) => r.data);
    },
    onSuccess: async (data, { userId }) => {
      queryClient.setQueryData(orNullKey(userId), data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsUserKeys.lists() }),
        queryClient.invalidateQueries({
          queryKey: jobsUserKeys.getUserProfile(userId),
          exact: true,
        }),
      ]);
    },
  });
}
