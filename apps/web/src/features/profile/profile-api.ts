/**
 * Reading and saving the job seeker's profile
 * (`GET/POST/PUT /api/v1/users/{userId}/profile`). A user without a profile
 * gets 404 on read, shown here as `null`; the first save creates it.
 */
import {
  executeMutation,
  saveUserProfileMutationOptions,
  userProfileOrNullQueryOptions,
  type JornadaClient,
  type ProfileDraft as ClientProfileDraft,
  type sanitizeProfile,
} from '@jornada/api-client';
import type { QueryClient } from '@tanstack/react-query';

/** A profile before the spec's sanitising. */
export type ProfileDraft = ClientProfileDraft;

/** The profile, or `null` when the user has none yet. */
export function profileQueryOptions(api: JornadaClient, userId: number) {
  return userProfileOrNullQueryOptions(api, userId);
}

/**
 * Saves the profile after the spec's sanitising: creates it when
 * `saved` is null, else updates it, clearing the fields emptied since
 * (contract decision 33); the cached profile becomes the answer.
 * @throws {ApiError} 400/422 with field errors.
 */
export function saveProfile(
  api: JornadaClient,
  queryClient: QueryClient,
  userId: number,
  draft: ProfileDraft,
  saved: Parameters<typeof sanitizeProfile>[1],
) {
  return executeMutation(queryClient, saveUserProfileMutationOptions(api, queryClient), {
    userId,
    create: !saved,
    profile: draft,
    saved,
  });
}
