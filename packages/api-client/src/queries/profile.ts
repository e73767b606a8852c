/**
 * A job seeker's profile, soft skills and professional courses, and the
 * vacancies a person publishes without a company (spec section 7 "Jobs, user
 * side"; profile sanitising in spec section 5).
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

/** Body of `POST`/`PUT /api/v1/users/{userId}/profile` (`ProfileInput`). */
export type ProfileInput = JsonBody<'createUserProfile'>;
/** A profile as a form holds it: any field may be null or missing, and a stray `job_category` may ride along. */
export type ProfileDraft = { [K in keyof ProfileInput]?: ProfileInput[K] | null } & {
  job_category?: unknown;
};
/** Body of `POST /api/v1/users/{userId}/soft-skills`. */
export type SoftSkillsInput = JsonBody<'setUserSoftSkills'>;
/** Body of `POST /api/v1/users/{userId}/professional-courses`. */
export type ProfessionalCoursesInput = JsonBody<'setUserProfessionalCourses'>;
/** Query of `GET /api/v1/users/{userId}/vacancies`. */
export type UserVacancyListParams = QueryParams<'listUserVacancies'>;
/** Body of `POST /api/v1/users/{userId}/vacancies`. */
export type UserVacancyInput = JsonBody<'createUserVacancy'>;

/** Texts a job seeker may empty: cleared with `''` (decision 33). */
const CLEARED_WITH_EMPTY_TEXT = ['address', 'description', 'job_title', 'lastname'] as const;
/** Choices a job seeker may empty: cleared with null (decision 33). */
const CLEARED_WITH_NULL = ['state_id', 'municipality_id', 'driver_license'] as const;

/**
 * Sanitises a profile before it is sent (spec section 5): removes `job_category`, drops null
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

const keys = domainKeys('profiles');
const userVacancies = domainKeys('user-vacancies');

/** Query keys of profiles. */
export const profileKeys = {
  ...keys,
  /** Key of one user's profile. */
  detail: (userId: number) => keys.detail('getUserProfile', { userId }),
};

/** Query keys of the vacancies people publish. */
export const userVacancyKeys = {
  ...userVacancies,
  /** Key of one page of a user's vacancies. */
  list: (userId: number, params: UserVacancyListParams = {}) =>
    userVacancies.list('listUserVacancies', { userId, ...params }),
};

/** A user's profile: `GET /api/v1/users/{userId}/profile`. @throws {ApiError} 404 when the user has none yet. */
export function userProfileQueryOptions(api: JornadaClient, userId: number) {
  return apiQueryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: ({ signal }) =>
      unwrap(
        api.jobs.GET('/api/v1/users/{userId}/profile', { params: { path: { userId } }, signal }),
      ).then((r) => r.data),
  });
}

/**
 * Creates (`POST`, `createUserProfile`) or replaces (`PUT`, `updateUserProfile`) a user's profile at
 * `/api/v1/users/{userId}/profile`; the draft is
 * {@link sanitizeProfile sanitised} first. Refreshes the profile.
 * @throws {ApiError} 400/422 with field errors, 409 when creating a second profile.
 */
export function saveUserProfileMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...profileKeys.all, 'saveUserProfile'],
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
    onSuccess: (_data, { userId }) =>
      queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) }),
  });
}

/** Sets a user's soft skills: `POST /api/v1/users/{userId}/soft-skills`. @throws {ApiError} 422 for unknown skills. */
export function setUserSoftSkillsMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...profileKeys.all, 'setUserSoftSkills'],
    mutationFn: ({ userId, ...body }: SoftSkillsInput & { userId: number }) =>
      unwrap(
        api.jobs.POST('/api/v1/users/{userId}/soft-skills', {
          params: { path: { userId } },
          body: body as SoftSkillsInput,
        }),
      ).then((r) => r.data),
    onSuccess: (_data, { userId }) =>
      queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) }),
  });
}

/** Sets a user's professional courses: `POST /api/v1/users/{userId}/professional-courses`. @throws {ApiError} 400/422. */
export function setUserProfessionalCoursesMutationOptions(
  api: JornadaClient,
  queryClient: QueryClient,
) {
  return apiMutationOptions({
    mutationKey: [...profileKeys.all, 'setUserProfessionalCourses'],
    mutationFn: ({ userId, ...body }: ProfessionalCoursesInput & { userId: number }) =>
      unwrap(
        api.jobs.POST('/api/v1/users/{userId}/professional-courses', {
          params: { path: { userId } },
          body: body as ProfessionalCoursesInput,
        }),
      ).then((r) => r.data),
    onSuccess: (_data, { userId }) =>
      queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) }),
  });
}

/** One page of a user's own vacancies: `GET /api/v1/users/{userId}/vacancies`, `{ data, meta }`. @throws {ApiError} 403. */
export function userVacanciesQueryOptions(
  api: JornadaClient,
  userId: number,
  params: UserVacancyListParams = {},
) {
  return apiQueryOptions({
    queryKey: userVacancyKeys.list(userId, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.jobs.GET('/api/v1/users/{userId}/vacancies', {
          params: { path: { userId }, query: params },
          signal,
        }),
      ),
  });
}

/** Publishes a personal vacancy: `POST /api/v1/users/{userId}/vacancies`. @throws {ApiError} 400/422. */
export function createUserVacancyMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...userVacancyKeys.all, 'createUserVacancy'],
    mutationFn: ({ userId, ...body }: UserVacancyInput & { userId: number }) =>
      unwrap(
        api.jobs.POST('/api/v1/users/{userId}/vacancies', {
          params: { path: { userId } },
          body: body as UserVacancyInput,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [userVacancyKeys.lists(), ['vacancies', 'list']]),
  });
}

/** Edits a personal vacancy: `PUT /api/v1/users/{userId}/vacancies/{vacancyId}`. @throws {ApiError} 403, 404, 422. */
export function updateUserVacancyMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...userVacancyKeys.all, 'updateUserVacancy'],
    mutationFn: ({
      userId,
      vacancyId,
      ...body
    }: JsonBody<'updateUserVacancy'> & { userId: number; vacancyId: number }) =>
      unwrap(
        api.jobs.PUT('/api/v1/users/{userId}/vacancies/{vacancyId}', {
          params: { path: { userId, vacancyId } },
          body: body as JsonBody<'updateUserVacancy'>,
        }),
      ).then((r) => r.data),
    onSuccess: () => invalidateAll(queryClient, [userVacancyKeys.lists(), ['vacancies']]),
  });
}

/** Deletes a personal vacancy: `DELETE /api/v1/users/{userId}/vacancies/{vacancyId}`. @throws {ApiError} 403, 404. */
export function deleteUserVacancyMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...userVacancyKeys.all, 'deleteUserVacancy'],
    mutationFn: ({ userId, vacancyId }: { userId: number; vacancyId: number }) =>
      unwrap(
        api.jobs.DELETE('/api/v1/users/{userId}/vacancies/{vacancyId}', {
          params: { path: { userId, vacancyId } },
        }),
      ).then(() => undefined),
    onSuccess: () => invalidateAll(queryClient, [userVacancyKeys.lists(), ['vacancies']]),
  });
}
