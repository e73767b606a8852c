/**
 * Names the app imported before the query layer was generated, kept so its callers keep working
 * (docs/decisions/0011-generated-query-layer.md). Each is the generated option under its older
 * name; the reference data adds a `staleTime` because it changes rarely.
 */
import type { JornadaClient } from '../client.ts';
import {
  getJobLetterQueryOptions,
  listUserJobLettersQueryOptions,
} from '../generated/queries/job-letters.ts';
import { listBookmarksQueryOptions } from '../generated/queries/bookmarks.ts';
import { listUserInterviewsQueryOptions } from '../generated/queries/interviews.ts';
import { listUserJobApplicationsQueryOptions } from '../generated/queries/applications.ts';
import {
  countNotificationsQueryOptions,
  listNotificationsQueryOptions,
  notificationsKeys,
} from '../generated/queries/notifications.ts';
import {
  listSoftSkillsQueryOptions,
  listStatesQueryOptions,
} from '../generated/queries/reference.ts';
import { getVacancyQueryOptions } from '../generated/queries/vacancies.ts';
import { getWorkInterviewResultQueryOptions } from '../generated/queries/work-interviews.ts';
import { apiQueryOptions } from './query-helpers.ts';

const oneHourMs = 60 * 60 * 1000;

/** {@link listBookmarksQueryOptions} under its older name. */
export const bookmarksQueryOptions = listBookmarksQueryOptions;
/** {@link listUserInterviewsQueryOptions} under its older name. */
export const userInterviewsQueryOptions = listUserInterviewsQueryOptions;
/** {@link listUserJobApplicationsQueryOptions} under its older name. */
export const userJobApplicationsQueryOptions = listUserJobApplicationsQueryOptions;
/** {@link getJobLetterQueryOptions} under its older name. */
export const jobLetterQueryOptions = getJobLetterQueryOptions;
/** {@link listUserJobLettersQueryOptions} under its older name. */
export const userJobLettersQueryOptions = listUserJobLettersQueryOptions;
/** {@link listNotificationsQueryOptions} under its older name. */
export const notificationsQueryOptions = listNotificationsQueryOptions;
/** {@link countNotificationsQueryOptions} under its older name. */
export const notificationCountQueryOptions = countNotificationsQueryOptions;
/** {@link getVacancyQueryOptions} under its older name. */
export const vacancyQueryOptions = getVacancyQueryOptions;
/** {@link getWorkInterviewResultQueryOptions} under its older name. */
export const workInterviewResultQueryOptions = getWorkInterviewResultQueryOptions;

/** {@link notificationsKeys} with `count()`, the key of the unread count (`countNotifications`). */
export const notificationKeys = {
  ...notificationsKeys,
  count: () => notificationsKeys.countNotifications(),
};

/** The 32 states ({@link listStatesQueryOptions}), fresh for an hour. */
export function statesQueryOptions(api: JornadaClient) {
  return apiQueryOptions({ ...listStatesQueryOptions(api), staleTime: oneHourMs });
}

/** The soft skills ({@link listSoftSkillsQueryOptions}), fresh for an hour. */
export function softSkillsQueryOptions(api: JornadaClient) {
  return apiQueryOptions({ ...listSoftSkillsQueryOptions(api), staleTime: oneHourMs });
}
