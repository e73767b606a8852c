/**
 * The scheduled clean-ups (docs/decisions/0039-limits-metrics-maintenance.md "Maintenance").
 */
import type { JobDefinition } from '../queue.ts';
import { accessTokensCleanup } from './access-tokens.ts';
import { devMailboxCleanup } from './dev-mailbox.ts';
import { downloadTokensCleanup } from './download-tokens.ts';
import { idempotencyKeysCleanup } from './idempotency-keys.ts';
import { positionsCleanup } from './positions.ts';

/** Every scheduled clean-up job. */
export const maintenanceJobs: readonly JobDefinition[] = [
  accessTokensCleanup,
  downloadTokensCleanup,
  idempotencyKeysCleanup,
  devMailboxCleanup,
  positionsCleanup,
];
