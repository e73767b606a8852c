/**
 * Background jobs on pg-boss (docs/decisions/0014-background-jobs.md): jobs
 * are rows in the database's own `pgboss` schema, on the PostgreSQL server of
 * `DATABASE_URL` or in the embedded PGlite (through pg-boss's PGlite adapter,
 * on the app's one connection). A job that throws is retried; one that runs
 * out of retries goes to its queue's dead-letter queue, whose handler records
 * the failure; a process that dies mid-job leaves it `active` until its
 * heartbeat lapses, and then it is retried by whichever process works next.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type DrizzleTransactionLike,
  type Job,
  type Queue,
  type Schedule,
} from 'pg-boss';
import type { Config } from '../config.ts';
import { connectTimeoutMs, type Database } from '../db/client.ts';

/** The schema pg-boss keeps its tables in, beside the app's own. */
export const jobSchema = 'pgboss';

/** What a job handler receives besides the job. */
export interface JobContext {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  /**
   * Aborted when this process starts stopping: a long job (an import) stops at its next
   * checkpoint and fails the attempt, so another instance resumes it at once instead of after
   * the stop's deadline.
   */
  stopping?: AbortSignal;
}

/** A job the worker runs: its queue, its settings and its handler. */
export interface JobDefinition<Data extends object = object> {
  /** Queue name, e.g. `employees-import`. */
  name: string;
  /** pg-boss queue options: retries, expiry, heartbeat (its dead-letter queue is added here). */
  queue: Omit<Queue, 'name' | 'deadLetter'>;
  /** Runs one attempt; throwing fails the attempt (retried while retries are left). */
  run: (job: Job<Data>, context: JobContext) => Promise<void>;
  /**
   * Runs once when the job has failed for the last time (its retries used up, or its last
   * attempt lost with its process), from the queue's dead-letter queue.
   */
  onFailed?: (data: Data, context: JobContext) => Promise<void>;
  /**
   * A cron expression (UTC): pg-boss sends the job on that schedule, once per occurrence across
   * every instance (the scheduled clean-ups, jobs/maintenance/). Registered by the processes
   * that supervise the queue.
   */
  schedule?: string;
}

/** Options of {@link JobQueue.startWorkers}. */
export interface WorkerOptions {
  /** Seconds between polls of an idle queue (pg-boss's minimum is 0.5). @default 2 */
  pollingIntervalSeconds?: number;
}

const finalStates = new Set(['completed', 'failed', 'cancelled']);

/**
 * Seconds between pg-boss's supervision passes and between its monitor claims of a queue
 * (`superviseIntervalSeconds`, `monitorIntervalSeconds`; pg-boss's default is 60 each). A pass
 * fails the jobs whose heartbeat lapsed, so a job lost with its process (kill -9) is retried
 * at most this long after its heartbeat lapses (docs/decisions/0038-surviving-faults-and-rolling-deploys.md).
 */
export const superviseIntervalSeconds = 5;

/** The dead-letter queue of a job queue. */
export const deadLetterOf = (name: string) => `${name}-failed`;

/**
 * How pg-boss reaches the database: its own small pool on a PostgreSQL server,
 * or the app's PGlite instance (one connection, shared; statements are
 * serialised by PGlite, so a job's transaction never interleaves with a request's).
 */
function connectionOptions(db: Database, config: Config) {
  if (config.databaseUrl)
    return {
      connectionString: config.databaseUrl,
      max: 3,
      application_name: 'jornada-jobs',
      // pg-boss 12 listens for 'error' on every connection it checks out (its db.js), so a lost
      // server fails its statements without ending the process; a down server fails fast.
      connectionTimeoutMillis: connectTimeoutMs,
    };
  const client = (db as unknown as { $client?: PGlite }).$client;
  if (!client || typeof client.exec !== 'function')
    throw new Error('The embedded database has no PGlite client for the job queue.');
  return { db: fromPglite(client), backend: 'pglite' as const };
}

/**
 * The app's job queue: started with the app (`onReady`), stopped with it
 * (`onClose`). Jobs can be sent whether or not this process works them;
 * {@link JobQueue.startWorkers} makes it work them (on by default,
 * `JOB_WORKERS=0` turns it off, as the tests do until they ask).
 */
export class JobQueue {
  readonly #options: { db: Database; config: Config; supervise: boolean };
  readonly #definitions: ReadonlyMap<string, JobDefinition>;
  readonly #context: JobContext;
  readonly #working = new Set<string>();
  #boss: PgBoss | null = null;
  #starting: Promise<void> | null = null;
  #ready = false;
  #stopController = new AbortController();

  /**
   * Creates the queue; nothing touches the database until {@link JobQueue.start}.
   * @param options.definitions - every job this app sends or works.
   * @param options.supervise - run pg-boss's maintenance (expiry, heartbeats, retention) here. @default true
   */
  constructor(options: {
    db: Database;
    config: Config;
    log: FastifyBaseLogger;
    definitions: readonly JobDefinition<never>[];
    supervise?: boolean;
  }) {
    const { db, config, log } = options;
    this.#options = { db, config, supervise: options.supervise ?? true };
    const stopping = () => this.#stopController.signal;
    this.#context = {
      db,
      config,
      log,
      get stopping() {
        return stopping();
      },
    };
    this.#definitions = new Map(
      options.definitions.map((definition) => [definition.name, definition as JobDefinition]),
    );
  }

  #createBoss(): PgBoss {
    const { db, config, supervise } = this.#options;
    const boss = new PgBoss({
      ...connectionOptions(db, config),
      schema: jobSchema,
      supervise,
      superviseIntervalSeconds,
      monitorIntervalSeconds: superviseIntervalSeconds,
      // Schedules fire in the supervising processes; pg-boss's cron pass sends each occurrence once.
      schedule: supervise,
      // One row per process in pgboss.instance is noise for an embedded database.
      registerInstance: Boolean(config.databaseUrl),
    });
    const { log } = this.#context;
    boss.on('error', (error) => log.error({ err: error }, 'Error en la cola de trabajos.'));
    boss.on('warning', (warning) =>
      log.warn({ data: warning.data }, `Cola de trabajos: ${warning.message}`),
    );
    return boss;
  }

  /** Whether the queue is started (pg-boss's schema ready and its queues created). */
  get started(): boolean {
    return this.#ready;
  }

  /** pg-boss, once started. */
  get #started(): PgBoss {
    if (!this.#boss || !this.#ready) throw new Error('The job queue is not started.');
    return this.#boss;
  }

  /**
   * Installs or migrates the `pgboss` schema and creates the queues, or brings their settings
   * in line with the definitions (idempotent; later calls wait for the first, and a failed
   * start is tried again by the next call).
   */
  start(): Promise<void> {
    this.#starting ??= this.#start().catch((error: unknown) => {
      this.#starting = null;
      throw error;
    });
    return this.#starting;
  }

  async #start(): Promise<void> {
    if (this.#stopController.signal.aborted) this.#stopController = new AbortController();
    const boss = (this.#boss ??= this.#createBoss());
    await boss.start();
    const queues = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const definition of this.#definitions.values()) {
      const deadLetter = deadLetterOf(definition.name);
      if (!queues.has(deadLetter)) await boss.createQueue(deadLetter, { retryLimit: 5 });
      // The definition's settings win over the stored ones, so a change of retries ships with the code.
      if (queues.has(definition.name))
        await boss.updateQueue(definition.name, { ...definition.queue, deadLetter });
      else await boss.createQueue(definition.name, { ...definition.queue, deadLetter });
      // An upsert: every instance writes the same row.
      if (definition.schedule && this.#options.supervise)
        await boss.schedule(definition.name, definition.schedule, null, { tz: 'UTC' });
    }
    this.#ready = true;
  }

  /**
   * Works every queue in this process until {@link JobQueue.stopWorkers} or {@link JobQueue.stop}.
   * Tests call it to run jobs in-process.
   */
  async startWorkers(options: WorkerOptions = {}): Promise<void> {
    await this.start();
    const boss = this.#started;
    const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
    for (const definition of this.#definitions.values()) {
      if (this.#working.has(definition.name)) continue;
      this.#working.add(definition.name);
      await boss.work<object>(definition.name, polling, async ([job]) => {
        await definition.run(job!, this.#context);
      });
      const { onFailed } = definition;
      if (onFailed)
        await boss.work<object>(deadLetterOf(definition.name), polling, async ([job]) => {
          await onFailed(job!.data, this.#context);
        });
    }
  }

  /** Stops working the queues, waiting for the jobs in hand to finish (or fail). */
  async stopWorkers(): Promise<void> {
    for (const name of this.#working) {
      await this.#started.offWork(name, { wait: true });
      await this.#started.offWork(deadLetterOf(name), { wait: true });
    }
    this.#working.clear();
  }

  /**
   * Enqueues a job.
   * @param options.tx - a transaction of the app's database: the job is inserted in it, so it
   *   exists if and only if the transaction commits (pg-boss's drizzle adapter).
   *   The queue must be started then: starting it inside a transaction would wait on that
   *   transaction with PGlite's one connection.
   * @returns the job's id.
   * @throws when the job is not one of the definitions, the queue cannot start (or, with `tx`,
   *   is not started) or pg-boss refuses it.
   */
  async send(name: string, data: object, options: { tx?: Database } = {}): Promise<string> {
    if (!this.#definitions.has(name)) throw new Error(`Unknown job queue: ${name}`);
    if (!options.tx) await this.start();
    const id = await this.#started.send(
      name,
      data,
      options.tx ? { db: fromDrizzle(options.tx as unknown as DrizzleTransactionLike, sql) } : {},
    );
    if (!id) throw new Error(`The job was not queued: ${name}`);
    return id;
  }

  /**
   * Jobs per queue and state (dead-letter queues included), from pg-boss's queue table: the
   * counts its supervisor keeps, refreshed on its monitor pass (ops/metrics.ts reads them).
   * @throws when the queue is not started or the database does not answer.
   */
  async counts(): Promise<{ name: string; queued: number; active: number; failed: number }[]> {
    const queues = await this.#started.getQueues();
    return queues.map((queue) => ({
      name: queue.name,
      queued: queue.queuedCount,
      active: queue.activeCount,
      failed: queue.failedCount,
    }));
  }

  /**
   * The schedules stored in pg-boss (every instance's: they are rows of its schema).
   * @throws when the queue cannot start.
   */
  async schedules(): Promise<Schedule[]> {
    await this.start();
    return this.#started.getSchedules();
  }

  /**
   * Waits until a job reaches a final state (`completed`, `failed`, `cancelled`), polling every
   * 50 ms; for tests and scripts.
   * @returns the final state.
   * @throws when `timeoutMs` passes first.
   */
  async waitFor(name: string, id: string, timeoutMs = 20_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [job] = await this.#started.findJobs(name, { id });
      if (job && finalStates.has(job.state)) return job.state;
      if (Date.now() > deadline)
        throw new Error(`Job ${id} of ${name} still ${job?.state ?? 'missing'}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Stops the workers and pg-boss: tells running jobs to stop at their next checkpoint
   * ({@link JobContext.stopping}) and waits for them up to `timeoutMs` (milliseconds; pg-boss
   * waits at least 1000); jobs still running then are failed, and so retried by the next process
   * that works the queue.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.#stopController.abort();
    await this.#starting?.catch(() => {});
    this.#starting = null;
    this.#working.clear();
    const boss = this.#boss;
    if (!boss || !this.#ready) return;
    this.#ready = false;
    this.#boss = null;
    await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}
