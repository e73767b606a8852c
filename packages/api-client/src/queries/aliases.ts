/**
 * Names the app imported before the query layer was generated, kept so its callers keep working
 * (docs/decisions/0011-generated-query-layer.md). Each is the generated option under its older
 * name. The reference data's (with a `staleTime`: it changes rarely) are in reference-aliases.ts.
 */
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
import { getVacancyQueryOptions } from '../generated/queries/vacancies.ts';
import { getWorkInterviewResultQueryOptions } from '../generated/queries/work-interviews.ts';

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
