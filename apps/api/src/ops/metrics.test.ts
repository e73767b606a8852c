/**
 * Prometheus metrics (ops/metrics.ts): served on METRICS_PORT and not on the public origin;
 * requests counted by route template; pool, queue and socket gauges; a scrape that does not
 * wait on a queue that does not answer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacancies } from '../db/schema.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { listeningTestApp } from '../test/listening-app.ts';
import { createMetrics, scrapeSampleTimeoutMs } from './metrics.ts';

/** The value of one series in a Prometheus text exposition, or undefined. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('given METRICS_PORT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const { port } = t.app.metrics.address()!;
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('serves GET /metrics on its own port; the public origin answers 404 in the error contract', async () => {
    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('process_cpu_user_seconds_total');
    const publicMetrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(publicMetrics.statusCode).toBe(404);
    expect(publicMetrics.json()).toMatchObject({ code: 'not_found' });
    const { port } = t.app.metrics.address()!;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  });

  it('counts requests by route template and status, never by raw URL', async () => {
    const ids = (
      await t.database.db
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(eq(vacancies.status, 'publicada'))
        .limit(2)
    ).map((v) => v.id);
    for (const id of ids) await t.app.inject({ method: 'GET', url: `/api/v1/vacancies/${id}` });
    await t.app.inject({ method: 'GET', url: '/api/v1/vacancies/999999' });
    await t.app.inject({ method: 'GET', url: '/no/existe/123' });
    const text = await scrape();
    const route = 'route="/api/v1/vacancies/:vacancyId"';
    expect(valueOf(text, `http_requests_total{method="GET",${route},status_code="200"}`)).toBe(2);
    expect(valueOf(text, `http_requests_total{method="GET",${route},status_code="404"}`)).toBe(1);
    expect(
      valueOf(text, `http_request_duration_seconds_count{method="GET",${route},status_code="200"}`),
    ).toBe(2);
    expect(text).toContain('route="unmatched",status_code="404"');
    expect(text).not.toMatch(/route="\/api\/v1\/vacancies\/\d/);
    expect(text).not.toContain('/no/existe');
  });

  it('reports the database pool and the job queues', async () => {
    const text = await scrape();
    expect(valueOf(text, 'jornada_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    if (process.env.TEST_DATABASE_URL)
      expect(valueOf(text, 'jornada_db_pool_connections{state="waiting"}')).toBe(0);
    expect(valueOf(text, 'jornada_job_queue_up')).toBe(1);
    expect(
      valueOf(text, 'jornada_job_queue_jobs{queue="employees-import",state="queued"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(text).toContain(
      'jornada_job_queue_jobs{queue="employees-import-failed",state="failed"}',
    );
  });
});

describe('given sockets connected to the instance', () => {
  const live = listeningTestApp();

  it('jornada_realtime_sockets counts them', async () => {
    const read = async () =>
      valueOf(await live.app.metrics.registry.metrics(), 'jornada_realtime_sockets');
    expect(await read()).toBe(0);
    const { authorization } = await signIn(live.app, 'candidato@jornada.test');
    const token = authorization.replace(/^Bearer /, '');
    await live.connect(token);
    await live.connect(token);
    expect(await read()).toBe(2);
  });
});

describe('given a job queue that does not answer', () => {
  it(`a scrape still answers within ${scrapeSampleTimeoutMs} ms or so, with jornada_job_queue_up 0`, async () => {
    const t = await createTestApp();
    try {
      const stuck = { counts: () => new Promise(() => {}) } as unknown as JobQueue;
      const { registry } = createMetrics({ db: t.database.db, jobs: () => stuck });
      const began = Date.now();
      const text = await registry.metrics();
      expect(Date.now() - began).toBeLessThan(scrapeSampleTimeoutMs + 2000);
      expect(valueOf(text, 'jornada_job_queue_up')).toBe(0);
    } finally {
      await t.close();
    }
  });
});
