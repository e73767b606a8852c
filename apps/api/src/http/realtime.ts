/**
 * Real-time push over socket.io (being implemented; see issue 5): attaches
 * to the app's HTTP server; with `REDIS_URL`, uses the Redis adapter.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';

/** Attaches the socket.io server to the app. */
export async function registerRealtime(_app: FastifyInstance, _context: AppContext): Promise<void> {}
