/**
 * Reading and saving the job seeker's profile
 * (`GET/POST/PUT /api/v1/users/{userId}/profile`). A user without a profile
 * gets 404 on read; the first save creates it.
 */
import { ApiError, sanitizeProfile, unwrap, type JornadaClient } from '@jornada/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/** A profile before the spec section 5 sanitising. */
export type ProfileDraft = Parameters<typeof sanitizeProfile>[0];

/** Query keys of the profile. */
export const profileKeys = { detail: (userId: number) => ['profile', userId] as const };

/** The profile, or `null` when the user has none yet. */
export function profileQueryOptions(api: JornadaClient, userId: number) {
  return queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: async ({ signal }) => {
      try {
        const response = await unwrap(
          api.jobs.GET('/api/v1/users/{userId}/profile', { params: { path: { userId } }, signal }),
        );
        return response.data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * Saves the profile after the spec section 5 sanitising: creates it when
 * `saved` is null, else updates it, clearing the fields emptied since
 * (contract decision 33); refreshes the cached profile.
 * @throws {ApiError} 400/422 with field errors.
 */
export async function saveProfile(
  api: JornadaClient,
  queryClient: QueryClient,
  userId: number,
  draft: ProfileDraft,
  saved: Parameters<typeof sanitizeProfile>[1],
) {
  const body = sanitizeProfile(draft, saved);
  const options = { params: { path: { userId } }, body };
  const { data } = await unwrap(
    saved
      ? api.jobs.PUT('/api/v1/users/{userId}/profile', options)
      : api.jobs.POST('/api/v1/users/{userId}/profile', options),
  );
  queryClient.setQueryData(profileKeys.detail(userId), data);
  return data;
}
