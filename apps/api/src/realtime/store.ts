/**
 * Notification queries shared by the handlers, the listing route and the
 * real-time push: serialising rows and counting unread ones.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import type { NotificationPayload, NotificationType } from './events.ts';

/** A row of the `notifications` table. */
export type NotificationRow = typeof notifications.$inferSelect;

/** The contract's `Notification` for one row. */
export function toNotification(row: NotificationRow): NotificationPayload {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    body: row.body,
    url: row.url,
    data: row.data,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Unread and total notifications of a user. */
export async function countNotifications(
  db: Database,
  userId: number,
): Promise<{ unread: number; total: number }> {
  const [row] = await db
    .select({
      total: count(),
      read: count(notifications.readAt),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const total = row?.total ?? 0;
  return { unread: total - (row?.read ?? 0), total };
}

/** Unread notifications of a user. */
export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}
