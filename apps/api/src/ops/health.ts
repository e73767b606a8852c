/**
 * Health endpoints for load balancers and orchestrators
 * (docs/decisions/0038-surviving-faults-and-rolling-deploys.md):
 *
 * - `GET /health/live` (liveness): 200 while the process's event loop runs; restart it only
 *   when this stops answering.
 * - `GET /health/ready` (readiness): 200 when PostgreSQL answers, Redis is connected (when
 *   configured) and the job queue is started, else 503 naming what failed; 503 from the
 *   moment the process starts draining (SIGTERM), so the balancer stops sending it requests.
 * - `GET /health`: the database check alone, `{ status, database }`, as before, for the
 *   monitors that already poll it.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** Longest wait for the database before the check fails, in milliseconds. */
export const healthTimeoutMs = 2000;

/** Whether the database answers `select 1` in time. */
export async function databaseIsUp(db: Database, timeoutMs = healthTimeoutMs): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A dependency readiness checks: resolves true when it is usable. */
export type ReadinessCheck = () => boolean | Promise<boolean>;

/** What readiness answers: each check's `ok` or `down`, and `draining` once shutdown began. */
export interface ReadinessReport {
  status: 'ok' | 'draining' | 'error';
  checks: Record<string, 'ok' | 'down'>;
}

/** The readiness state of one app: its checks and whether it is draining. */
export interface Readiness {
  /** Adds (or replaces) a named check, e.g. `redis`. */
  add: (name: string, check: ReadinessCheck) => void;
  /** From now on readiness answers 503 `draining` (shutdown has begun); cannot be undone. */
  drain: () => void;
  /** Whether {@link Readiness.drain} was called. */
  readonly draining: boolean;
  /** Runs every check (each bounded by {@link healthTimeoutMs}). */
  report: () => Promise<ReadinessReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness of this instance (ops/health.ts). */
    readiness: Readiness;
  }
}

async function passes(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), healthTimeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(check), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Creates the readiness state of an app, with no checks. */
export function createReadiness(): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  let draining = false;
  return {
    add: (name, check) => void checks.set(name, check),
    drain: () => {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async report() {
      const entries = await Promise.all(
        [...checks].map(async ([name, check]) => [name, (await passes(check)) ? 'ok' : 'down']),
      );
      const results = Object.fromEntries(entries) as ReadinessReport['checks'];
      const up = Object.values(results).every((result) => result === 'ok');
      return { status: draining ? 'draining' : up ? 'ok' : 'error', checks: results };
    },
  };
}

/**
 * Registers `GET /health`, `GET /health/live` and `GET /health/ready`, and decorates the app
 * with its {@link Readiness} (checks: `database`, and `jobs` once the app has a job queue;
 * http/realtime.ts adds `redis`).
 */
export function registerHealth(app: FastifyInstance, db: Database): void {
  const readiness = createReadiness();
  readiness.add('database', () => databaseIsUp(db));
  readiness.add('jobs', () => (app.hasDecorator('jobs') ? app.jobs.started : true));
  app.decorate('readiness', readiness);

  app.get('/health', async (request, reply) => {
    const up = await databaseIsUp(db);
    if (!up) request.log.warn('La base de datos no responde');
    return reply
      .status(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: up ? 'ok' : 'error', database: up ? 'ok' : 'down' });
  });

  app.get('/health/live', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/health/ready', async (request, reply) => {
    const report = await readiness.report();
    if (report.status === 'error')
      request.log.warn({ checks: report.checks }, 'La instancia no está lista');
    return reply
      .status(report.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
}
