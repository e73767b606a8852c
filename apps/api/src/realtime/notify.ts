/**
 * The notification service other domains call (applications, interviews,
 * job letters…): stores an in-app notification and pushes it in real time.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notifications, users } from '../db/schema.ts';
import type { MailLogger, Mailer } from '../mail/mailer.ts';
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

/** Options of {@link createNotification}. */
export interface NotifyOptions {
  /** When given, the notification is also e-mailed if the user keeps the type's `email` channel on. */
  mailer?: Mailer;
  /** The request's logger, for the mailer. */
  log?: MailLogger;
}

/** Spanish footer of notification e-mails. */
export const mailFooter =
  'Puedes cambiar qué avisos recibes por correo en la configuración de notificaciones de Jornada.';

async function mailNotification(
  db: Database,
  userId: number,
  input: NotificationInput,
  options: NotifyOptions,
) {
  if (!options.mailer || !(await isActive(db, userId, input.type, 'email'))) return;
  const [user] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const lines = [
    `Hola, ${user.name}:`,
    '',
    input.title,
    input.body ?? '',
    input.url ? `Ábrelo en Jornada: ${input.url}` : '',
  ];
  const text = [...lines.filter((line, i) => i < 2 || line), '', mailFooter].join('\n');
  await options.mailer.send({ to: user.email, subject: input.title, text }, options.log);
}

/**
 * Creates a notification for a user and pushes `notification.created` and
 * `notifications.count` to their sockets on any instance; with a mailer, also
 * e-mails it when the user keeps that type on for e-mail.
 *
 * @returns the contract's `Notification`, or `null` when the user switched
 *   this type off for the in-app channel (nothing is stored nor pushed then).
 * @throws when the database write or the mailer fails (a failed push is only logged by socket.io).
 */
export async function createNotification(
  db: Database,
  userId: number,
  input: NotificationInput,
  options: NotifyOptions = {},
): Promise<NotificationPayload | null> {
  await mailNotification(db, userId, input, options);
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
