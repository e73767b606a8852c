/**
 * Deletes units' GPS fixes older than the retention (`POSITION_RETENTION_DAYS`, config.ts;
 * docs/decisions/0018-fleet-at-work.md: about 3,000 rows per unit and day).
 */
import { lt } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { unitPositions } from '../../db/schema.ts';
import { deleteInBatches } from './batched-delete.ts';
import { maintenanceJob } from './maintenance-job.ts';

/**
 * Deletes the fixes recorded more than `retentionDays` days before `now`.
 * @param retentionDays - days a fix is kept.
 * @returns how many were deleted.
 */
export const deleteOldPositions = (db: Database, now: Date, retentionDays: number) =>
  deleteInBatches(
    db,
    unitPositions,
    lt(unitPositions.recordedAt, new Date(now.getTime() - retentionDays * 86_400_000)),
  );

/** Every day at 04:05 UTC. */
export const positionsCleanup = maintenanceJob({
  name: 'maintenance-positions',
  cron: '5 4 * * *',
  what: 'posiciones antiguas',
  clean: (db, now, config: Config) => deleteOldPositions(db, now, config.positionRetentionDays),
});
