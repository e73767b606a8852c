/**
 * The app's background jobs (docs/decisions/0014-background-jobs.md): every
 * job definition, and the queue that runs them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { containerImportJob } from '../handlers/containers/import-job.ts';
import { employeeImportJob } from '../handlers/employees/import-job.ts';
import { maintenanceJobs } from './maintenance/index.ts';
import { JobQueue, type JobDefinition } from './queue.ts';

export { JobQueue, jobSchema, deadLetterOf } from './queue.ts';
export type { JobContext, JobDefinition, WorkerOptions } from './queue.ts';

/** Every job of the app. */
export const jobDefinitions: readonly JobDefinition<never>[] = [
  employeeImportJob,
  containerImportJob,
  ...maintenanceJobs,
];

/**
 * The app's job queue over its database (pg-boss; not started).
 * @param options.supervise - run pg-boss's maintenance in this process. @default true
 */
export function createJobQueue(options: {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  supervise?: boolean;
}): JobQueue {
  return new JobQueue({ ...options, definitions: jobDefinitions });
}
