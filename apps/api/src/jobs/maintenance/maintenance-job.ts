/**
 * The shape of a scheduled clean-up (docs/decisions/0039-limits-metrics-maintenance.md
 * "Maintenance"): a job on its own queue, sent by a pg-boss schedule (so once per occurrence
 * across every instance) and worked by whichever instance takes it.
 */
import type { Database } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import type { JobDefinition } from '../queue.ts';

/** Options of {@link maintenanceJob}. */
export interface MaintenanceJobOptions {
  /** Queue name, e.g. `maintenance-access-tokens`. */
  name: string;
  /** Cron expression (UTC) of when it runs. */
  cron: string;
  /** What the log line says was removed, e.g. `tokens de acceso vencidos`. */
  what: string;
  /**
   * Deletes what is due at `now`.
   * @returns how many rows were deleted.
   */
  clean: (db: Database, now: Date, config: Config) => Promise<number>;
}

/** A scheduled clean-up as a job definition: a few retries, no dead-letter handler. */
export function maintenanceJob(options: MaintenanceJobOptions): JobDefinition {
  return {
    name: options.name,
    schedule: options.cron,
    queue: { retryLimit: 2, retryDelay: 60, expireInSeconds: 30 * 60 },
    async run(_job, { db, config, log }) {
      const deleted = await options.clean(db, new Date(), config);
      log.info(
        { job: options.name, deleted },
        `Mantenimiento: ${deleted} ${options.what} borrados`,
      );
    },
  };
}
