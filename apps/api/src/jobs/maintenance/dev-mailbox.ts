/**
 * Deletes the development mailbox's messages (`outbound_emails`, written only with
 * `MAIL_TRANSPORT=mailbox`) older than {@link mailboxRetentionDays} days.
 */
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboundEmails } from '../../db/schema.ts';
import { deleteInBatches } from './batched-delete.ts';
import { maintenanceJob } from './maintenance-job.ts';

/** Days a message stays in the development mailbox. */
export const mailboxRetentionDays = 7;

/**
 * Deletes the mailbox's messages written more than {@link mailboxRetentionDays} days before `now`.
 * @returns how many were deleted.
 */
export const deleteOldMailboxMessages = (db: Database, now: Date) =>
  deleteInBatches(
    db,
    outboundEmails,
    lt(outboundEmails.createdAt, new Date(now.getTime() - mailboxRetentionDays * 86_400_000)),
  );

/** Every day at 03:35 UTC. */
export const devMailboxCleanup = maintenanceJob({
  name: 'maintenance-dev-mailbox',
  cron: '35 3 * * *',
  what: 'correos del buzón de desarrollo',
  clean: deleteOldMailboxMessages,
});
