/**
 * `pnpm bench:api`: the vacancy list against a thin baseline.
 * For each database (embedded PGlite and PostgreSQL) one seeded database
 * serves two servers: ours ({@link buildApp}: contract, validation, hooks,
 * summary projection) and the baseline ({@link buildBaselineApp}: plain
 * Fastify, hand-written SQL, the same response). autocannon (in a worker
 * thread, {@link connections} connections) runs each case on both, in
 * alternating order over {@link rounds} rounds, and the table gives the
 * medians of req/s and p99 and the medians of each round's ratios
 * ours/baseline (a round's two runs are back to back, under the same load).
 * Goal: throughput ≥ 0.9× and p99 ≤ 2× the baseline's. Before measuring, both servers must answer every path with the
 * same JSON. A benchmark, not a test.
 *
 * Environment: `BENCH_DATABASE_URL` (default postgres://postgres@127.0.0.1:5432/test;
 * a throwaway database is created there and dropped), `BENCH_SIZE` (vacancies,
 * default 30000), `BENCH_BACKENDS` (default `pglite,postgres`),
 * `BENCH_DURATION` (seconds per run, default 5), `BENCH_ROUNDS` (default 4),
 * `BENCH_CONNECTIONS` (default 50). The other cases (text search,
 * applications): `pnpm --filter @jornada/api bench:cases`.
 */
import { get } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { loadavg } from 'node:os';
import autocannon, { type AutocannonResult } from 'autocannon';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.ts';
import { buildApp } from '../http/app.ts';
import { seedDatabase } from '../seed/seed.ts';
import { buildBaselineApp } from './baseline.ts';
import { freshDatabase, type Backend } from './database.ts';

const env = process.env;
/** Seconds per autocannon run. */
const durationSeconds = Number(env.BENCH_DURATION ?? 5);
/** Seconds of unmeasured load on each server before a case. */
const warmUpSeconds = 2;
/** Runs per server and case; odd rounds start with ours, even ones with the baseline. */
const rounds = Number(env.BENCH_ROUNDS ?? 4);
const connections = Number(env.BENCH_CONNECTIONS ?? 50);
const vacancyCount = Number(env.BENCH_SIZE ?? 30_000);
const backends = (env.BENCH_BACKENDS ?? 'pglite,postgres').split(',') as Backend[];
const serverUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Throughput at least this share of the baseline's. */
const throughputGoal = 0.9;
/** p99 at most this multiple of the baseline's. */
const p99Goal = 2;

const searchPath = (query: string) =>
  `/api/v1/search/vacancies?${query ? `${query}&` : ''}page=1&per_page=15`;

interface Case {
  name: string;
  paths: string[];
  headers?: Record<string, string>;
}

const cases: Case[] = [
  {
    name: 'búsqueda con filtros',
    paths: [
      'state_id=14',
      'job_category_id=3&state_id=9',
      'modality=remoto&salary_min=3000000',
      'state_id=15&sort=salary',
    ].map(searchPath),
  },
  { name: 'primera página sin filtros', paths: [searchPath('')] },
  {
    name: 'primera página, gzip/br',
    paths: [searchPath('')],
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  },
];

interface Measure {
  reqPerSec: number;
  p99: number;
  failures: number;
  load: number;
}

interface Row {
  backend: Backend;
  case: string;
  ours: Measure;
  baseline: Measure;
  /** Median over the rounds of ours/baseline req/s, each round's two runs back to back. */
  throughput: number;
  /** Median over the rounds of ours/baseline p99. */
  p99: number;
  /** Size of one answer as sent, in bytes (the first path). */
  bytes: number;
}

const log = (message: string) => process.stderr.write(`${message}\n`);

async function run(url: string, c: Case, duration = durationSeconds): Promise<AutocannonResult> {
  return autocannon({
    url,
    connections,
    duration,
    workers: 1,
    requests: c.paths.map((path) => ({ method: 'GET', path, headers: c.headers ?? {} })),
  });
}

/** Both servers must answer the same JSON, or the comparison means nothing. */
async function checkSameAnswers(ours: string, baseline: string, c: Case) {
  for (const path of c.paths) {
    const [a, b] = await Promise.all(
      [ours, baseline].map(async (origin) => {
        const response = await fetch(new URL(path, origin));
        if (!response.ok) throw new Error(`${origin}${path}: ${response.status}`);
        return response.json();
      }),
    );
    if (!isDeepStrictEqual(a, b)) {
      throw new Error(`ours and the baseline answer ${path} differently:
${JSON.stringify(a).slice(0, 500)}
${JSON.stringify(b).slice(0, 500)}`);
    }
  }
}

/** Bytes of the body as sent (compressed when the case asks for it); `fetch` would decompress. */
function answerBytes(origin: string, c: Case): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(new URL(c.paths[0]!, origin), { headers: c.headers ?? {} }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    });
    request.on('error', reject);
  });
}

/** The median: one run disturbed by the shared machine moves it less than the mean. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function benchBackend(backend: Backend): Promise<Row[]> {
  const { handle, cleanup } = await freshDatabase(backend, serverUrl);
  const apps: FastifyInstance[] = [];
  const rows: Row[] = [];
  try {
    const started = Date.now();
    await seedDatabase(handle.db, { vacancyCount });
    // As after any bulk load: planner statistics and the visibility map (PGlite never runs autovacuum).
    await handle.db.execute(sql`vacuum analyze`);
    log(
      `[${backend}] ${vacancyCount} vacantes sembradas en ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const config = loadConfig({ WEB_DIST: '', LOG_LEVEL: 'warn' });
    const ours = await buildApp({ db: handle.db, config, logger: false });
    const baseline = await buildBaselineApp(handle.db);
    apps.push(ours, baseline);
    const servers = {
      ours: await ours.listen({ port: 0, host: '127.0.0.1' }),
      baseline: await baseline.listen({ port: 0, host: '127.0.0.1' }),
    };
    for (const c of cases) {
      await checkSameAnswers(servers.ours, servers.baseline, c);
      // Unmeasured warm-up: prepared statements, JIT, connections.
      for (const origin of [servers.ours, servers.baseline]) await run(origin, c, warmUpSeconds);
      const results: Record<'ours' | 'baseline', Measure[]> = { ours: [], baseline: [] };
      for (let round = 0; round < rounds; round++) {
        const order =
          round % 2 === 0 ? (['ours', 'baseline'] as const) : (['baseline', 'ours'] as const);
        for (const who of order) {
          const result = await run(servers[who], c);
          const measure = {
            reqPerSec: result.requests.average,
            p99: result.latency.p99,
            failures: result.non2xx + result.errors + result.timeouts,
            load: loadavg()[0]!,
          };
          results[who].push(measure);
          log(
            `[${backend}] ${c.name}, ${who === 'ours' ? 'Jornada' : 'base'}: ${measure.reqPerSec.toFixed(0)} req/s, p99 ${measure.p99} ms, carga ${measure.load.toFixed(1)}`,
          );
        }
      }
      const combine = (measures: Measure[]): Measure => ({
        reqPerSec: median(measures.map((m) => m.reqPerSec)),
        p99: median(measures.map((m) => m.p99)),
        failures: measures.reduce((a, m) => a + m.failures, 0),
        load: median(measures.map((m) => m.load)),
      });
      rows.push({
        backend,
        case: c.name,
        ours: combine(results.ours),
        baseline: combine(results.baseline),
        throughput: median(
          results.ours.map((m, i) => m.reqPerSec / results.baseline[i]!.reqPerSec),
        ),
        p99: median(results.ours.map((m, i) => m.p99 / results.baseline[i]!.p99)),
        bytes: await answerBytes(servers.ours, c),
      });
    }
  } finally {
    for (const app of apps) await app.close();
    await handle.close();
    await cleanup();
  }
  return rows;
}

function table(rows: Row[]): string {
  const header = [
    'base de datos',
    'caso',
    'bytes',
    'req/s Jornada',
    'req/s base',
    'req/s ×',
    'p99 ms Jornada',
    'p99 ms base',
    'p99 ×',
    'meta',
    'fallos',
    'carga',
  ];
  const lines = rows.map((row) => {
    const { throughput, p99 } = row;
    const met = throughput >= throughputGoal && p99 <= p99Goal;
    return [
      row.backend === 'pglite' ? 'PGlite' : 'PostgreSQL',
      row.case,
      String(row.bytes),
      row.ours.reqPerSec.toFixed(0),
      row.baseline.reqPerSec.toFixed(0),
      throughput.toFixed(2),
      row.ours.p99.toFixed(0),
      row.baseline.p99.toFixed(0),
      p99.toFixed(2),
      met ? 'sí' : 'NO',
      String(row.ours.failures + row.baseline.failures),
      ((row.ours.load + row.baseline.load) / 2).toFixed(1),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    format(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...lines.map(format),
  ].join('\n');
}

const startedAt = new Date();
const results: Row[] = [];
for (const backend of backends) results.push(...(await benchBackend(backend)));
const allMet = results.every((row) => row.throughput >= throughputGoal && row.p99 <= p99Goal);
process.stdout.write(
  `\nLista de vacantes, Jornada contra la base delgada: ${vacancyCount.toLocaleString('es-MX')} vacantes, ${connections} conexiones, ${rounds} × ${durationSeconds} s por servidor y caso (orden alterno), loopback; ${startedAt.toISOString()}–${new Date().toISOString()}.
req/s y p99: medianas de las corridas; razones ×: medianas de las razones de cada ronda (sus dos corridas van seguidas, con la misma carga). Meta: req/s ≥ ${throughputGoal}× y p99 ≤ ${p99Goal}× los de la base. bytes: una respuesta como se envía. carga: promedio de 1 min de la máquina al final de cada corrida.

${table(results)}

${allMet ? 'Meta cumplida en todos los casos.' : 'Meta NO cumplida en algún caso.'}
`,
);
