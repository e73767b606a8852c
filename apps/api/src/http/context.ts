/**
 * What every handler receives besides the request: the database, settings and stored files.
 */
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { ObjectStorage } from '../uploads/object-storage.ts';

/** Shared dependencies of the handlers. */
export interface AppContext {
  db: Database;
  config: Config;
  /** The background job queue; absent where no queue runs (e.g. only listing the handlers). */
  jobs?: JobQueue;
  /** Where stored files live (uploads/object-storage.ts); every read and write of one goes here. */
  storage: ObjectStorage;
}

export type { Handlers } from './operations.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `bearerAuth` security handler for authenticated calls. */
    userId?: number;
  }
}
