/**
 * `GET /health` for load balancers and orchestrators: `{ status, database }`,
 * 200 when the database answers within {@link healthTimeoutMs}, else 503.
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

/** Registers `GET /health`. */
export function registerHealth(app: FastifyInstance, db: Database): void {
  app.get('/health', async (request, reply) => {
    const up = await databaseIsUp(db);
    if (!up) request.log.warn('La base de datos no responde');
    return reply
      .status(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: up ? 'ok' : 'error', database: up ? 'ok' : 'down' });
  });
}
