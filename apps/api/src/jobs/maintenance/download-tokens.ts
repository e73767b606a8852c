/** Deletes the short-lived download links' tokens past their expiry. */
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { downloadTokens } from '../../db/schema.ts';
import { deleteInBatches } from './batched-delete.ts';
import { maintenanceJob } from './maintenance-job.ts';

/**
 * Deletes the download tokens that expired before `now`.
 * @returns how many were deleted.
 */
export const deleteExpiredDownloadTokens = (db: Database, now: Date) =>
  deleteInBatches(db, downloadTokens, lt(downloadTokens.expiresAt, now));

/** Every hour, at minute 15. */
export const downloadTokensCleanup = maintenanceJob({
  name: 'maintenance-download-tokens',
  cron: '15 * * * *',
  what: 'tokens de descarga vencidos',
  clean: deleteExpiredDownloadTokens,
});
