/** Deletes access tokens past their expiry (a revoked one goes when it would have expired). */
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessTokens } from '../../db/schema.ts';
import { deleteInBatches } from './batched-delete.ts';
import { maintenanceJob } from './maintenance-job.ts';

/**
 * Deletes the access tokens that expired before `now`.
 * @returns how many were deleted.
 */
export const deleteExpiredAccessTokens = (db: Database, now: Date) =>
  deleteInBatches(db, accessTokens, lt(accessTokens.expiresAt, now));

/** Every hour, at minute 5. */
export const accessTokensCleanup = maintenanceJob({
  name: 'maintenance-access-tokens',
  cron: '5 * * * *',
  what: 'tokens de acceso vencidos',
  clean: deleteExpiredAccessTokens,
});
