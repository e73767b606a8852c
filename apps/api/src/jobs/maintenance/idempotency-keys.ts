/**
 * Deletes stored `Idempotency-Key` answers once a retry can no longer need them
 * (docs/decisions/0021-payments.md item 3): after {@link idempotencyKeyHours} hours, as Stripe
 * keeps its own keys.
 */
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { deleteInBatches } from './batched-delete.ts';
import { maintenanceJob } from './maintenance-job.ts';

/** Hours a stored answer is replayed to a retry with the same key. */
export const idempotencyKeyHours = 24;

/**
 * Deletes the keys stored more than {@link idempotencyKeyHours} hours before `now`.
 * @returns how many were deleted.
 */
export const deleteExpiredIdempotencyKeys = (db: Database, now: Date) =>
  deleteInBatches(
    db,
    idempotencyKeys,
    lt(idempotencyKeys.createdAt, new Date(now.getTime() - idempotencyKeyHours * 3_600_000)),
  );

/** Every hour, at minute 25. */
export const idempotencyKeysCleanup = maintenanceJob({
  name: 'maintenance-idempotency-keys',
  cron: '25 * * * *',
  what: 'claves de idempotencia vencidas',
  clean: deleteExpiredIdempotencyKeys,
});
