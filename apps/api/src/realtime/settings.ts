/**
 * Notification settings:
 * one row per user, type and channel, created lazily with every
 * default switched on the first time the user's settings are read or a
 * notification is created for them.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { notificationSettings } from '../db/schema.ts';
import { notificationTypes, type NotificationType } from './events.ts';

/** Channels a user can switch, in display order. */
export const settingChannels = ['in_app', 'email'] as const;

/** A channel of {@link settingChannels}. */
export type SettingChannel = (typeof settingChannels)[number];

const typeLabels: Record<NotificationType, string> = {
  postulacion: 'Postulaciones',
  entrevista: 'Entrevistas',
  vacante: 'Vacantes recomendadas',
  carta_laboral: 'Cartas laborales',
  queja: 'Quejas',
  pago: 'Pagos',
  sistema: 'Avisos del sistema',
};

const channelLabels: Record<SettingChannel, string> = { in_app: 'en la app', email: 'por correo' };

/** Spanish label of a setting, e.g. "Vacantes recomendadas por correo". */
export function settingLabel(type: string, channel: string): string {
  const typeLabel = typeLabels[type as NotificationType] ?? type;
  return `${typeLabel} ${channelLabels[channel as SettingChannel] ?? channel}`;
}

/** A row of `notification_settings`. */
export type SettingRow = typeof notificationSettings.$inferSelect;

/** The contract's `NotificationSetting` for one row. */
export function toSetting(row: SettingRow) {
  return {
    id: row.id,
    type: row.type as NotificationType,
    channel: row.channel as SettingChannel,
    label: settingLabel(row.type, row.channel),
    active: row.active,
  };
}

/** Inserts the default settings a user lacks (idempotent, safe under concurrency). */
export async function ensureSettings(db: Database, userId: number): Promise<void> {
  await db
    .insert(notificationSettings)
    .values(
      notificationTypes.flatMap((type) =>
        settingChannels.map((channel) => ({ userId, type, channel })),
      ),
    )
    .onConflictDoNothing();
}

/** The user's settings, creating the defaults on first use; ordered by type and channel. */
export async function listSettings(db: Database, userId: number): Promise<SettingRow[]> {
  const rows = () =>
    db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId))
      .orderBy(asc(notificationSettings.id));
  const existing = await rows();
  if (existing.length >= notificationTypes.length * settingChannels.length) return existing;
  await ensureSettings(db, userId);
  return rows();
}

/** Whether the user receives `type` on `channel`; `true` when never switched off. */
export async function isActive(
  db: Database,
  userId: number,
  type: string,
  channel: SettingChannel,
): Promise<boolean> {
  const [row] = await db
    .select({ active: notificationSettings.active })
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.userId, userId),
        eq(notificationSettings.type, type),
        eq(notificationSettings.channel, channel),
      ),
    )
    .limit(1);
  return row?.active ?? true;
}
