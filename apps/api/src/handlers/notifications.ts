/**
 * Notifications (base `notifications`) and
 * notification settings (main base, `active`). Creating
 * notifications is a service other domains call: `realtime/notify.ts`.
 */
import { and, eq } from 'drizzle-orm';
import { notificationSettings, notifications } from '../db/schema.ts';
import type { AppContext, Handlers } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { pushRead } from '../realtime/push.ts';
import { ensureSettings, listSettings, toSetting } from '../realtime/settings.ts';
import { countNotifications, toNotification } from '../realtime/store.ts';
import { listNotificationsHandler } from '../realtime/list-route.ts';

const notificationNotFound = () => notFound('No encontramos esa notificación.');

/** Handlers keyed by operationId. */
export function notificationHandlers({ db }: AppContext): Handlers {
  // Another user's notification answers 404, so ids do not leak whose they are.
  const ownNotification = (id: number, userId: number) =>
    and(eq(notifications.id, id), eq(notifications.userId, userId));

  return {
    listNotifications: listNotificationsHandler(db),

    async getNotification(request) {
      const { notificationId } = request.params;
      const [row] = await db
        .select()
        .from(notifications)
        .where(ownNotification(notificationId, request.userId))
        .limit(1);
      if (!row) throw notificationNotFound();
      return { data: toNotification(row) };
    },

    async markNotificationRead(request) {
      const userId = request.userId;
      const { notificationId } = request.params;
      const [current] = await db
        .select()
        .from(notifications)
        .where(ownNotification(notificationId, userId))
        .limit(1);
      if (!current) throw notificationNotFound();
      const wanted = request.body.read;
      if (wanted === (current.readAt !== null)) return { data: toNotification(current) };
      const [row] = await db
        .update(notifications)
        .set({ readAt: wanted ? new Date() : null })
        .where(ownNotification(current.id, userId))
        .returning();
      const notification = toNotification(row!);
      await pushRead(db, userId, notification);
      return { data: notification };
    },

    async countNotifications(request) {
      return { data: await countNotifications(db, request.userId) };
    },

    async listNotificationSettings(request) {
      return { data: (await listSettings(db, request.userId)).map(toSetting) };
    },

    async updateNotificationSetting(request) {
      const userId = request.userId;
      const { notificationSettingId } = request.params;
      const { active } = request.body;
      await ensureSettings(db, userId);
      const [row] = await db
        .update(notificationSettings)
        .set({ active })
        .where(
          and(
            eq(notificationSettings.id, notificationSettingId),
            eq(notificationSettings.userId, userId),
          ),
        )
        .returning();
      if (!row) throw notFound('No encontramos esa preferencia de notificación.');
      return { data: toSetting(row) };
    },
  };
}
