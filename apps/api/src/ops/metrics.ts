/**
 * Prometheus metrics (prom-client; docs/decisions/0039-limits-metrics-maintenance.md
 * "Metrics"), served on their own port (`METRICS_PORT`) by a small HTTP server that starts and
 * stops with the app, never on the public origin, whose `/metrics` answers 404.
 *
 * - `http_requests_total` and `http_request_duration_seconds` (histogram) by `method`, `route`
 *   (the route's template, e.g. `/api/v1/vacancies/:vacancyId`, or `unmatched`: never the raw
 *   URL, so the label's values stay few) and `status_code`;
 * - `jornada_db_pool_connections` by `state` (`total`, `idle`, `waiting`) of the PostgreSQL pool
 *   (PGlite: one connection, `total` 1);
 * - `jornada_job_queue_jobs` by `queue` and `state` (`queued`, `active`, `failed`), read from
 *   pg-boss on each scrape within {@link scrapeSampleTimeoutMs}, and `jornada_job_queue_up`
 *   (0 when they could not be read);
 * - `jornada_realtime_sockets`: sockets connected to this instance;
 * - Node's process metrics (`process_*`, `nodejs_*`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { serverFor } from '../realtime/hub.ts';

/** Longest a scrape waits for the job queue's counts, in milliseconds. */
export const scrapeSampleTimeoutMs = 1000;

/** Upper bounds of the latency histogram's buckets, in seconds. */
export const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The app's metrics: their registry and, once listening, the metrics server's address. */
export interface AppMetrics {
  registry: Registry;
  /** Where `GET /metrics` is served; null before the app is ready or without `METRICS_PORT`. */
  address: () => AddressInfo | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics (ops/metrics.ts). */
    metrics: AppMetrics;
  }
}

/** Resolves `value`, or `fallback` after `ms` milliseconds. */
async function within<T>(value: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([value, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Creates the registry with every metric of one app.
 * @param jobs - the job queue, looked up on each scrape; absent, no queue metrics.
 */
export function createMetrics(options: { db: Database; jobs?: () => JobQueue | undefined }): {
  registry: Registry;
  http: { requests: Counter<string>; duration: Histogram<string> };
} {
  const { db, jobs } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Solicitudes HTTP atendidas, por método, ruta (su plantilla) y estado.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duración de las solicitudes HTTP en segundos, por método, ruta y estado.',
    labelNames,
    buckets: latencyBuckets,
    registers: [registry],
  });
  const client = (db as unknown as { $client?: unknown }).$client;
  new Gauge({
    name: 'jornada_db_pool_connections',
    help: 'Conexiones del pool de PostgreSQL por estado (total, idle, waiting); PGlite: 1.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (client instanceof pg.Pool) {
        this.set({ state: 'total' }, client.totalCount);
        this.set({ state: 'idle' }, client.idleCount);
        this.set({ state: 'waiting' }, client.waitingCount);
      } else this.set({ state: 'total' }, 1);
    },
  });
  const queueUp = new Gauge({
    name: 'jornada_job_queue_up',
    help: '1 cuando la última lectura de la cola de trabajos respondió a tiempo, 0 si no.',
    registers: [registry],
  });
  new Gauge({
    name: 'jornada_job_queue_jobs',
    help: 'Trabajos en segundo plano por cola y estado (queued, active, failed).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const queue = jobs?.();
      if (!queue) return;
      const counts = await within(
        queue.counts().catch(() => null),
        scrapeSampleTimeoutMs,
        null,
      );
      queueUp.set(counts ? 1 : 0);
      if (!counts) return;
      this.reset();
      for (const stats of counts)
        for (const state of ['queued', 'active', 'failed'] as const)
          this.set({ queue: stats.name, state }, stats[state]);
    },
  });
  new Gauge({
    name: 'jornada_realtime_sockets',
    help: 'Sockets de tiempo real conectados a esta instancia.',
    registers: [registry],
    collect() {
      this.set(serverFor(db)?.engine.clientsCount ?? 0);
    },
  });
  return { registry, http: { requests, duration } };
}

/**
 * Counts every response of the app, answers 404 to the public `/metrics`, and with
 * `config.metricsPort` serves `GET /metrics` on that port from the app's `onReady` to its
 * `onClose`. Register it before the routes, which its hook counts.
 * @param options.jobs - the job queue, looked up on each scrape.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { db: Database; config: Config; jobs?: () => JobQueue | undefined },
): void {
  const { registry, http } = createMetrics(options);
  let server: Server | null = null;
  app.decorate('metrics', {
    registry,
    address: () => (server?.address() as AddressInfo | null) ?? null,
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    http.requests.inc(labels);
    http.duration.observe(labels, reply.elapsedTime / 1000);
  });
  // Metrics are for the operators' network, not the public origin (else the web app's page).
  app.get('/metrics', async () => {
    throw new HttpError(404, 'Ruta no encontrada.', 'not_found');
  });

  const { metricsPort, metricsHost } = options.config;
  if (metricsPort === undefined) return;
  app.addHook('onReady', async () => {
    const metricsServer = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response
          .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
          .end('No encontrado\n');
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'No se pudieron reunir las métricas');
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      metricsServer.once('error', reject);
      metricsServer.listen(metricsPort, metricsHost, () => resolve());
    });
    server = metricsServer;
  });
  app.addHook('onClose', async () => {
    const closing = server;
    server = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  });
}
