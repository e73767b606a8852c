/**
 * Pushes notification events to the sockets of one user (room `user:<id>`),
 * and fleet positions and clock-in statuses to the staff of a company (room `company:<id>`).
 */
import type { Database } from '../db/client.ts';
import {
  companyRoom,
  type ClockStatusPayload,
  userRoom,
  type NotificationPayload,
  type UnitPositionPayload,
} from './events.ts';
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

/** Emits `unit.position` to the staff of the unit's company on any instance. No-op without a socket server. */
export function pushUnitPosition(db: Database, payload: UnitPositionPayload): void {
  serverFor(db)?.to(companyRoom(payload.company_id)).emit('unit.position', payload);
}

/** Emits `clock.status` to the staff of the employee's company on any instance. No-op without a socket server. */
export function pushClockStatus(db: Database, payload: ClockStatusPayload): void {
  serverFor(db)?.to(companyRoom(payload.company_id)).emit('clock.status', payload);
}
