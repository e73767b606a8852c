/**
 * The job seeker's profile photo: the newest image attached to the user
 * (`GET /api/v1/images?resource_type=user&resource_id={userId}`), uploaded
 * with progress through `uploadImageWithProgress`.
 */
import { listImagesQueryOptions, type JornadaClient } from '@jornada/api-client';

/** Largest photo, in bytes (the contract's `ImageUploadInput`: at most 10 MB). */
export const PROFILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Types the server accepts (it checks the bytes: JPEG, PNG or WebP). */
export const PROFILE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** The user's images, oldest first; the last one is the current photo. */
export function profileImagesQueryOptions(api: JornadaClient, userId: number) {
  return listImagesQueryOptions(api, { resource_type: 'user', resource_id: userId });
}

/** URL of the current photo, or null. */
export function currentPhotoUrl(images: readonly { url: string }[] | undefined): string | null {
  return images?.at(-1)?.url ?? null;
}
