/**
 * The notification service other domains call (applications, interviews,
 * job letters…): stores an in-app notification and pushes it in real time.
 */
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import type { NotificationPayload, NotificationType } from './events.ts';
import { pushCreated } from './push.ts';
import { isActive } from './settings.ts';
import { toNotification } from './store.ts';

/** What a notification says. */
export interface NotificationInput {
  type: NotificationType;
  /** Spanish title, e.g. "Tienes una entrevista nueva". */
  title: string;
  /** Spanish text. @default '' */
  body?: string;
  /** App path to open, e.g. `/entrevistas/501`. @default null */
  url?: string | null;
  /** Extra data of the type, e.g. `{ interview_id: 501 }`. @default {} */
  data?: Record<string, unknown>;
}

/**
 * Creates a notification for a user and pushes `notification.created` and
 * `notifications.count` to their sockets on any instance.
 *
 * @returns the contract's `Notification`, or `null` when the user switched
 *   this type off for the in-app channel (nothing is stored then).
 * @throws when the database write fails (a failed push is only logged by socket.io).
 */
export async function createNotification(
  db: Database,
  userId: number,
  input: NotificationInput,
): Promise<NotificationPayload | null> {
  if (!(await isActive(db, userId, input.type, 'in_app'))) return null;
  const [row] = await db
    .insert(notifications)
    .values({
      userId,
      type: input.type,
      title: input.title,
      body: input.body ?? '',
      url: input.url ?? null,
      data: input.data ?? {},
    })
    .returning();
  const notification = toNotification(row!);
  await pushCreated(db, userId, notification);
  return notification;
}
