/**
 * Notifications (`/notifications-api/v1`: one notification, mark read, unread
 * count) and notification settings (`/api/v1/notifications`), spec section 7.
 * The real-time client pushes `notification.created`; call
 * {@link invalidateNotifications} from that handler.
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

/** Body of `PUT /notifications-api/v1/notifications/{notificationId}` (`read`). */
export type NotificationReadInput = JsonBody<'markNotificationRead'>;
/** Body of `PUT /api/v1/notifications/{notificationSettingId}` (`active`). */
export type NotificationSettingInput = JsonBody<'updateNotificationSetting'>;

const keys = domainKeys('notifications');

/** Query keys of notifications and their settings. */
export const notificationKeys = {
  ...keys,
  /** Key of the unread count. */
  count: () => keys.detail('countNotifications', {}),
  /** Key of one notification. */
  detail: (notificationId: number) => keys.detail('getNotification', { notificationId }),
  /** Key of the settings list. */
  settings: () => keys.list('listNotificationSettings', {}),
};

/** Query of `GET /notifications-api/v1/notifications` (`page`, `per_page`, `unread`). */
export type NotificationListParams = QueryParams<'listNotifications'>;

/**
 * One page of the signed-in user's notifications, newest first:
 * `GET /notifications-api/v1/notifications` (`listNotifications`), `{ data, meta }`.
 * @throws {ApiError} 401 when signed out.
 */
export function notificationsQueryOptions(api: JornadaClient, params: NotificationListParams = {}) {
  return apiQueryOptions({
    queryKey: keys.list('listNotifications', params),
    queryFn: ({ signal }) =>
      unwrap(
        api.notifications.GET('/notifications-api/v1/notifications', {
          params: { query: params },
          signal,
        }),
      ),
  });
}

/** Invalidates the unread count and every notification list (e.g. on `notification.created`). */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return invalidateAll(queryClient, [notificationKeys.count(), notificationKeys.lists()]);
}

/** The unread count: `GET /notifications-api/v1/notifications/count`. @throws {ApiError} 401. */
export function notificationCountQueryOptions(api: JornadaClient) {
  return apiQueryOptions({
    queryKey: notificationKeys.count(),
    queryFn: ({ signal }) =>
      unwrap(api.notifications.GET('/notifications-api/v1/notifications/count', { signal })).then(
        (r) => r.data,
      ),
  });
}

/** One notification: `GET /notifications-api/v1/notifications/{notificationId}`. @throws {ApiError} 404. */
export function notificationQueryOptions(api: JornadaClient, notificationId: number) {
  return apiQueryOptions({
    queryKey: notificationKeys.detail(notificationId),
    queryFn: ({ signal }) =>
      unwrap(
        api.notifications.GET('/notifications-api/v1/notifications/{notificationId}', {
          params: { path: { notificationId } },
          signal,
        }),
      ).then((r) => r.data),
  });
}

/** Marks a notification read or unread: `PUT /notifications-api/v1/notifications/{notificationId}`; refreshes the count. @throws {ApiError} 404. */
export function markNotificationReadMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...notificationKeys.all, 'markNotificationRead'],
    mutationFn: ({ notificationId, ...body }: NotificationReadInput & { notificationId: number }) =>
      unwrap(
        api.notifications.PUT('/notifications-api/v1/notifications/{notificationId}', {
          params: { path: { notificationId } },
          body: body as NotificationReadInput,
        }),
      ).then((r) => r.data),
    onSuccess: (_data, { notificationId }) =>
      invalidateAll(queryClient, [
        notificationKeys.count(),
        notificationKeys.lists(),
        notificationKeys.detail(notificationId),
      ]),
  });
}

/** The user's notification settings: `GET /api/v1/notifications` (plain list). @throws {ApiError} 401. */
export function notificationSettingsQueryOptions(api: JornadaClient) {
  return apiQueryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/notifications', { signal })).then((r) => r.data),
  });
}

/** Turns a setting on or off: `PUT /api/v1/notifications/{notificationSettingId}` (`active`). @throws {ApiError} 404. */
export function updateNotificationSettingMutationOptions(
  api: JornadaClient,
  queryClient: QueryClient,
) {
  return apiMutationOptions({
    mutationKey: [...notificationKeys.all, 'updateNotificationSetting'],
    mutationFn: ({
      notificationSettingId,
      ...body
    }: NotificationSettingInput & { notificationSettingId: number }) =>
      unwrap(
        api.main.PUT('/api/v1/notifications/{notificationSettingId}', {
          params: { path: { notificationSettingId } },
          body: body as NotificationSettingInput,
        }),
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.settings() }),
  });
}
