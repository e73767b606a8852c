/**
 * Pushes notification events to the sockets of one user (room `user:<id>`).
 */
import type { Database } from '../db/client.ts';
import { userRoom, type NotificationPayload } from './events.ts';
import { serverFor } from './hub.ts';
import { countUnread } from './store.ts';

/** Emits `notification.created` and the new unread count to the user. No-op without a socket server. */
export async function pushCreated(
  db: Database,
  userId: number,
  notification: NotificationPayload,
): Promise<void> {
  const io = serverFor(db);
  if (!io) return;
  const unread = await countUnread(db, userId);
  io.to(userRoom(userId)).emit('notification.created', notification);
  io.to(userRoom(userId)).emit('notifications.count', { unread });
}

/** Emits `notification.read` and the new unread count to the user. No-op without a socket server. */
export async function pushRead(
  db: Database,
  userId: number,
  notification: NotificationPayload,
): Promise<void> {
  const io = serverFor(db);
  if (!io) return;
  const unread = await countUnread(db, userId);
  io.to(userRoom(userId)).emit('notification.read', notification);
  io.to(userRoom(userId)).emit('notifications.count', { unread });
}
