/**
 * `pnpm --filter @jornada/api bench:cases`: autocannon against the vacancy search and job-application
 * creation, on embedded PGlite and on PostgreSQL, with 300 and 300,000
 * seeded vacancies. Loopback only; each case runs {@link durationSeconds}.
 * A benchmark, not a test.
 *
 * Environment: `BENCH_DATABASE_URL` (default postgres://postgres@127.0.0.1:5432/test;
 * a throwaway database is created there and dropped), `BENCH_SIZES`
 * (default `300,300000`), `BENCH_BACKENDS` (default `pglite,postgres`),
 * `BENCH_DURATION` (seconds, default 10).
 */
import { loadavg } from 'node:os';
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { buildApp } from '../http/app.ts';
import { seedDatabase } from '../seed/seed.ts';
import { freshDatabase } from './database.ts';
import { createBenchUsers, pairAt, publishedVacancyIds } from './fixtures.ts';

const env = process.env;
/** Seconds per case. */
const durationSeconds = Number(env.BENCH_DURATION ?? 10);
const connections = 10;
const sizes = (env.BENCH_SIZES ?? '300,300000').split(',').map(Number);
const backends = (env.BENCH_BACKENDS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const serverUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Realistic searches of the vacancy search box, common words ("ingeniero", "ventas") included. */
const queries = [
  'chofer',
  'operador de montacargas',
  'auxiliar de almacén',
  'ventas guadalajara',
  'ingeniero',
  'ventas',
  'recepcionista',
];

/** Searches without words: the first page, filters and the salary order. */
const filterQueries = [
  '',
  'sort=salary',
  'state_id=14',
  'job_category_id=3&state_id=9',
  'modality=remoto&salary_min=3000000',
];

interface Row {
  backend: string;
  vacancies: number;
  case: string;
  result: AutocannonResult;
  /** The machine's 1-minute load average when the case ended. */
  load: number;
}

async function benchBackend(backend: 'pglite' | 'postgres', vacancyCount: number): Promise<Row[]> {
  const log = (message: string) =>
    process.stderr.write(`[${backend} ${vacancyCount}] ${message}\n`);
  const { handle, cleanup } = await freshDatabase(backend, serverUrl);
  const rows: Row[] = [];
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const started = Date.now();
    await seedDatabase(handle.db, { vacancyCount });
    // As after any bulk load: planner statistics and the visibility map (PGlite never runs autovacuum).
    await handle.db.execute(sql`vacuum analyze`);
    log(`sembrado en ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const users = await createBenchUsers(handle.db, 200);
    const vacancyIds = await publishedVacancyIds(handle.db, 2000);
    const config = loadConfig({ WEB_DIST: '', LOG_LEVEL: 'warn' });
    app = await buildApp({ db: handle.db, config, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });

    const searchPath = (query: string) => `/api/v1/search/vacancies?${query}&per_page=15`;
    const cases = [
      {
        name: 'GET search/vacancies?q=…',
        paths: queries.map((q) => searchPath(`q=${encodeURIComponent(q)}`)),
      },
      { name: 'GET search/vacancies (filtros)', paths: filterQueries.map(searchPath) },
    ];
    for (const { name, paths } of cases) {
      // One request per path first: the first text search of a connection loads the dictionaries.
      for (const warm of paths) await fetch(new URL(warm, url));
      log(`${name}…`);
      const requests = paths.map((p): AutocannonRequest => ({ method: 'GET', path: p }));
      rows.push({
        backend,
        vacancies: vacancyCount,
        case: name,
        result: await run(url, requests),
        load: loadavg()[0]!,
      });
      log(summary(rows.at(-1)!));
    }

    let n = 0;
    const apply: AutocannonRequest = {
      method: 'POST',
      path: '/api/v1/job-applications',
      setupRequest: (request) => {
        const { user, vacancyId } = pairAt(n++, users.length, vacancyIds);
        return {
          ...request,
          headers: { 'content-type': 'application/json', ...users[user]! },
          body: JSON.stringify({ vacancy_id: vacancyId, cover_letter: 'Me interesa la vacante.' }),
        };
      },
    };
    log('postulaciones…');
    rows.push({
      backend,
      vacancies: vacancyCount,
      case: 'POST job-applications',
      result: await run(url, [apply]),
      load: loadavg()[0]!,
    });
    log(summary(rows.at(-1)!));
  } finally {
    await app?.close();
    await handle.close();
    await cleanup();
  }
  return rows;
}

function run(url: string, requests: AutocannonRequest[]) {
  return autocannon({ url, connections, duration: durationSeconds, requests });
}

function summary(row: Row): string {
  const { requests, latency, non2xx } = row.result;
  return `${row.case}: ${requests.average.toFixed(0)} req/s, p99 ${latency.p99} ms, ${non2xx} no 2xx`;
}

function table(rows: Row[]): string {
  const header = [
    'base de datos',
    'vacantes',
    'caso',
    'req/s',
    'p50 ms',
    'p99 ms',
    'no 2xx',
    'errores',
    'carga',
  ];
  const lines = rows.map((row) => [
    row.backend === 'pglite' ? 'PGlite' : 'PostgreSQL',
    row.vacancies.toLocaleString('es-MX'),
    row.case,
    row.result.requests.average.toFixed(0),
    String(row.result.latency.p50),
    String(row.result.latency.p99),
    String(row.result.non2xx),
    String(row.result.errors + row.result.timeouts),
    row.load.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    format(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...lines.map(format),
  ].join('\n');
}

const results: Row[] = [];
for (const size of sizes) {
  for (const backend of backends) results.push(...(await benchBackend(backend, size)));
}
process.stdout.write(
  `\nJornada API, ${connections} conexiones, ${durationSeconds} s por caso, loopback; carga: promedio de 1 min de la máquina al final del caso:\n\n${table(results)}\n`,
);
