/**
 * The chaos test (`pnpm test:chaos`, docs/deploy.md): two API instances as real processes on one
 * throwaway PostgreSQL, one throwaway Redis and a local S3 emulator, put through the faults of a
 * real deployment — a start on an empty database, kill -9 during an import, Redis and PostgreSQL
 * stopped, a rolling restart with sockets connected — and each scenario asserts what a caller
 * sees: statuses, rows in the database, events on a socket, exits of the processes. The figures
 * (stalls, times until sockets are back, 5xx by status) are printed at the end and written to
 * `tmp/chaos/figures.json`.
 */
import { generateKeyPairSync, randomBytes, createHash } from 'node:crypto';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Emulator, type S3Emulator } from '../src/test/s3-emulator.ts';
import { employeeRows, toCsv } from '../src/test/employee-import.ts';
import {
  FlippingNotification,
  formWith,
  nextReadAfter,
  postForm,
  signIn,
  watchSocket,
  type Session,
  type WatchedSocket,
} from './api.ts';
import { figures, figuresTable, record, settle, writeFigures } from './figures.ts';
import { ApiInstance, exits, outputDir } from './instances.ts';
import {
  freePort,
  sleep,
  startPostgres,
  startRedis,
  waitFor,
  type ThrowawayPostgres,
  type ThrowawayRedis,
} from './services.ts';
import { countByStatus, serverErrors, Traffic, type Sample } from './traffic.ts';

const database = 'jornada';
/** How long an instance may take from spawn to serving, in ms (two compile at once on 2 cores). */
const startMs = 90_000;
/** The longest a crashed import may wait for another instance (docs/deploy.md). */
const resumeWithinMs = 30_000;
/** `SHUTDOWN_DRAIN_MS` and `SHUTDOWN_TIMEOUT_MS` of the instances (docs/deploy.md). */
const drainMs = 1000;
const shutdownTimeoutMs = 5000;
/** The longest a socket may take to be back once its instance serves again. */
const socketsBackWithinMs = 15_000;

let postgres: ThrowawayPostgres;
let redis: ThrowawayRedis;
let s3: S3Emulator;
let instances: [ApiInstance, ApiInstance];
let seeker: Session;
let staff: Session;
let notification: FlippingNotification;
let socket: WatchedSocket | undefined;
const startedAt = Date.now();

/** Records one figure of the running scenario. */
type Note = (figure: string, value: unknown) => void;

/** One scenario: its figures are recorded under `name`, its outcome and duration too. */
function scenario(name: string, body: (note: Note) => Promise<void>, timeoutMs = 120_000) {
  it(
    name,
    async () => {
      const note: Note = (figure, value) => record(name, figure, value);
      const began = Date.now();
      try {
        await body(note);
        settle(name);
      } catch (error) {
        settle(name, error);
        throw error;
      } finally {
        note('duration_ms', Date.now() - began);
      }
    },
    timeoutMs,
  );
}

/** Starts any instance that is not running (after a failed scenario) and waits until it serves. */
async function bothUp(): Promise<void> {
  for (const instance of instances) if (!instance.running) instance.start();
  await Promise.all(instances.map((instance) => instance.waitListening(startMs)));
}

/** Signs the demo seeker and company staff in (once), and makes the notification the test flips. */
async function signedIn(): Promise<void> {
  seeker ??= await signIn(instances[0].url, 'candidato@jornada.test');
  staff ??= await signIn(instances[0].url, 'empresa@jornada.test');
  if (!notification) {
    const [row] = await query<{ id: number }>(
      `insert into notifications (user_id, type, title) values ($1, 'entrevista', 'Prueba de caos') returning id`,
      [seeker.userId],
    );
    notification = new FlippingNotification(row!.id);
  }
}

/** The seeker's socket, on instance 2 (connected once). */
async function socketOnTwo(): Promise<WatchedSocket> {
  await signedIn();
  socket ??= await watchSocket(instances[1].url, seeker);
  return socket;
}

const query = <R extends Record<string, unknown>>(text: string, values?: unknown[]) =>
  postgres.query<R>(database, text, values);

/** Transportes del Bajío (the demo company of `empresa@jornada.test`) and its first department. */
async function bajio(): Promise<{ companyId: number; department: string }> {
  const [row] = await query<{ id: number; name: string }>(
    `select c.id, d.name from companies c join departments d on d.company_id = c.id
      where c.slug = 'transportes-del-bajio' order by d.id limit 1`,
  );
  return { companyId: row!.id, department: row!.name };
}

/** Posts an employee import of `count` rows numbered `<prefix>-n` through `origin`; returns the batch id. */
async function startImport(origin: string, prefix: string, count: number): Promise<string> {
  const { companyId, department } = await bajio();
  const bytes = toCsv(employeeRows(prefix, count, department));
  const response = await postForm(
    origin,
    `/api/v1/companies/${companyId}/employees-bulk`,
    staff,
    formWith({}, { name: `${prefix}.csv`, bytes, type: 'text/csv' }),
  );
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

interface BatchRow extends Record<string, unknown> {
  status: string;
  processed_rows: number;
  created_rows: number;
  total_rows: number;
}
const batchRow = async (id: string) =>
  (await query<BatchRow>('select * from batches where id = $1', [id]))[0]!;

/** The imported employees with `prefix`: all of them and the distinct numbers. */
async function importedCount(prefix: string) {
  const [row] = await query<{ rows: number; numbers: number }>(
    `select count(*)::int as rows, count(distinct employee_number)::int as numbers
       from employees where employee_number like $1`,
    [`${prefix}-%`],
  );
  return row!;
}

const finalStatuses = new Set(['completed', 'completed_with_errors', 'failed']);

/**
 * Follows a batch in the database until it ends or `timeoutMs` passes, noting when its
 * checkpoint first moves past `from`.
 * @returns when it moved and when it ended (`Date.now()` values, undefined when it did not), its
 *   last row, and the last state of its pg-boss job (what a failure message quotes).
 */
async function followBatch(id: string, from: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let movedAt: number | undefined;
  let row: BatchRow | undefined;
  while (Date.now() < deadline) {
    row = (await batchRow(id).catch(() => undefined)) ?? row;
    if (row && movedAt === undefined && row.processed_rows > from) movedAt = Date.now();
    if (row && finalStatuses.has(row.status)) return { movedAt, endedAt: Date.now(), row, job: '' };
    await sleep(100);
  }
  const jobs = await query<Record<string, unknown>>(
    `select state, retry_count, started_on, heartbeat_on, completed_on from pgboss.job
      where name = 'employees-import' and data->>'batchId' = $1`,
    [id],
  ).catch((error: Error) => [{ error: error.message }]);
  return { movedAt, endedAt: undefined, row, job: JSON.stringify(jobs) };
}

/** Which instance's connections ran the import's writes (`application_name` of its pool). */
async function importWorker(): Promise<ApiInstance | undefined> {
  const rows = await query<{ application_name: string }>(
    `select application_name from pg_stat_activity
      where application_name like 'chaos-api-%' and query ilike '%"employees"%'
      order by state_change desc limit 1`,
  );
  return instances.find((instance) => rows[0]?.application_name === `chaos-${instance.name}`);
}

const userRequest = (instance: ApiInstance) => ({
  name: `${instance.name} GET /api/v1/user`,
  pauseMs: 100,
  send: (signal: AbortSignal) =>
    fetch(`${instance.url}/api/v1/user`, {
      headers: { authorization: seeker.authorization },
      signal,
    }),
});

/** The answers of a fault's window and the 5xx among them, as recorded figures. */
function noteWindow(note: Note, label: string, samples: Sample[]) {
  note(`${label}_requests`, samples.length);
  note(`${label}_by_status`, countByStatus(samples));
  note(`${label}_5xx_by_status`, serverErrors(samples));
}

beforeAll(async () => {
  [postgres, redis, s3] = await Promise.all([startPostgres(), startRedis(), startS3Emulator()]);
  await postgres.query('postgres', `create database ${database}`);
  const signingKey = generateKeyPairSync('ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const shared = {
    WEB_DIST: '',
    HOST: '127.0.0.1',
    REDIS_URL: redis.url,
    ...s3.env,
    FILE_URL_SECRET: randomBytes(32).toString('base64url'),
    SIGNING_KEY: signingKey,
    MAIL_TRANSPORT: 'log',
    LOG_LEVEL: 'warn',
    // The test's traffic comes from one address; the API-wide limit is not what it measures.
    RATE_LIMIT_MAX: '1000000',
    // A balancer's check interval, and a drain deadline short enough for a test.
    SHUTDOWN_DRAIN_MS: String(drainMs),
    SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
  };
  const [port1, port2] = [await freePort(), await freePort()];
  instances = [
    new ApiInstance('api-1', port1, {
      ...shared,
      DATABASE_URL: postgres.url(database, 'chaos-api-1'),
      DATA_DIR: path.join(outputDir, 'data-1'),
      // The demo accounts and companies, loaded by the first instance only.
      DEMO_DATA: '1',
    }),
    new ApiInstance('api-2', port2, {
      ...shared,
      DATABASE_URL: postgres.url(database, 'chaos-api-2'),
      DATA_DIR: path.join(outputDir, 'data-2'),
    }),
  ];
}, 60_000);

afterAll(async () => {
  socket?.client.disconnect();
  await Promise.all((instances ?? []).map((instance) => instance.dispose()));
  await Promise.all([redis?.stop(), postgres?.destroy(), s3?.stop()]);
  const file = writeFigures(path.join(outputDir, 'figures.json'), Date.now() - startedAt);
  process.stdout.write(
    `\n${figuresTable()}\n\nTotal: ${Math.round((Date.now() - startedAt) / 1000)} s; ${file}\n`,
  );
}, 60_000);

describe('two API instances on one PostgreSQL, Redis and S3', () => {
  scenario(
    '(a) two instances started at once on an empty database both become ready',
    async (note) => {
      for (const instance of instances) instance.start();
      const serving = await Promise.allSettled(instances.map((i) => i.waitListening(startMs)));
      const ready = await Promise.allSettled(
        instances.map((i) => i.waitFor('/health/ready', 200, 15_000)),
      );
      instances.forEach((instance, i) => {
        note(
          `${instance.name}_serving_ms`,
          serving[i]!.status === 'fulfilled' ? serving[i]!.value : 'nunca',
        );
        note(
          `${instance.name}_ready_ms`,
          ready[i]!.status === 'fulfilled' ? ready[i]!.value : 'nunca',
        );
      });
      // Both exited or not: the exits say why (e.g. the migration race, 23505 pg_type_typname_nsp_index).
      expect(exits.map((e) => `${e.instance}: ${e.lastLines.slice(-5).join(' | ')}`)).toEqual([]);
      for (const outcome of [...serving, ...ready])
        if (outcome.status === 'rejected') throw outcome.reason;
    },
  );

  scenario(
    '(b) a file uploaded through instance 1 downloads byte-identical through instance 2',
    async (note) => {
      await bothUp();
      const [one, two] = instances;
      await signedIn();
      const bytes = Buffer.concat([
        Buffer.from('%PDF-1.4\n'),
        randomBytes(2 * 1024 * 1024),
        Buffer.from('\n%%EOF\n'),
      ]);
      let began = Date.now();
      const uploaded = await postForm(
        one.url,
        '/api/v1/documents',
        seeker,
        formWith(
          { resource_type: 'user', resource_id: String(seeker.userId), category: 'identificacion' },
          { name: 'caos.pdf', bytes, type: 'application/pdf' },
        ),
      );
      note('upload_ms', Date.now() - began);
      note('bytes', bytes.length);
      expect(uploaded.status, await uploaded.clone().text()).toBe(201);
      const link = new URL(((await uploaded.json()) as { data: { url: string } }).data.url);
      began = Date.now();
      const downloaded = await fetch(`${two.url}${link.pathname}${link.search}`);
      const body = Buffer.from(await downloaded.arrayBuffer());
      note('download_ms', Date.now() - began);
      expect(downloaded.status, body.subarray(0, 300).toString()).toBe(200);
      const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
      expect(sha(body)).toBe(sha(bytes));
    },
  );

  scenario(
    '(c) an event caused through instance 1 reaches a socket on instance 2',
    async (note) => {
      await bothUp();
      const [one] = instances;
      const socket = await socketOnTwo();
      const sent = Date.now();
      const response = await notification.flip(one.url, seeker);
      expect(response.status).toBe(200);
      const arrived = await nextReadAfter(socket, sent, 5000);
      note('event_latency_ms', arrived - sent);
    },
  );

  scenario(
    '(d) kill -9 during an import: the other instance finishes it, every row once',
    async (note) => {
      await bothUp();
      await signedIn();
      const rows = 5000;
      const batchId = await startImport(instances[0].url, 'KIL', rows);
      await waitFor(
        'el lote avanza',
        async () => ((await batchRow(batchId)).processed_rows >= 200 ? true : undefined),
        30_000,
        50,
      );
      const worker = await waitFor('la instancia que importa', importWorker, 3000, 50);
      note('killed', worker.name);
      const killedAt = Date.now();
      await worker.signal('SIGKILL');
      const atKill = (await batchRow(batchId)).processed_rows;
      note('rows', rows);
      note('processed_at_kill', atKill);
      const { movedAt, endedAt, row, job } = await followBatch(
        batchId,
        atKill,
        resumeWithinMs + 15_000,
      );
      note('stall_after_kill_ms', movedAt === undefined ? 'nunca' : movedAt - killedAt);
      note('finished_after_kill_ms', endedAt === undefined ? 'nunca' : endedAt - killedAt);
      if (job) note('job_when_given_up', job);
      const imported = await importedCount('KIL');
      note('employee_rows', imported.rows);
      worker.start();
      await worker.waitListening(startMs);
      expect(row, `el lote no terminó; su trabajo en pg-boss: ${job}`).toMatchObject({
        status: 'completed',
        processed_rows: rows,
        created_rows: rows,
      });
      expect(imported).toEqual({ rows, numbers: rows });
      expect(endedAt! - killedAt).toBeLessThanOrEqual(resumeWithinMs);
    },
  );

  scenario('(e) Redis stopped 8 s: no exit, no 5xx, events flow again after', async (note) => {
    await bothUp();
    const [one, two] = instances;
    const socket = await socketOnTwo();
    const traffic = new Traffic([
      userRequest(one),
      userRequest(two),
      {
        name: 'api-1 PUT notification',
        pauseMs: 250,
        send: (signal) => notification.flip(one.url, seeker, signal),
      },
    ]);
    const readiness = new Traffic([
      {
        name: 'api-1 /health/ready',
        pauseMs: 500,
        send: (signal) => fetch(`${one.url}/health/ready`, { signal }),
      },
    ]);
    await sleep(1500);
    const stoppedAt = Date.now();
    await redis.stop();
    await sleep(8000);
    await redis.start();
    const restartedAt = Date.now();
    const eventBack = await nextReadAfter(socket, restartedAt, socketsBackWithinMs).catch(
      () => undefined,
    );
    await sleep(1000);
    await Promise.all([traffic.stop(), readiness.stop()]);
    noteWindow(note, 'outage', traffic.between(stoppedAt, restartedAt));
    noteWindow(note, 'whole_run', traffic.samples);
    note(
      'events_during_outage',
      socket.reads.filter((at) => at >= stoppedAt && at <= restartedAt).length,
    );
    note(
      'event_back_after_restart_ms',
      eventBack === undefined ? 'nunca' : eventBack - restartedAt,
    );
    note(
      'readiness_during_outage',
      countByStatus(readiness.between(stoppedAt + 1000, restartedAt)),
    );
    expect(instances.map((i) => i.running)).toEqual([true, true]);
    expect(serverErrors(traffic.between(stoppedAt))).toEqual({});
    expect(eventBack, 'ningún evento llegó al socket después de reiniciar Redis').toBeDefined();
  });

  scenario(
    '(f) PostgreSQL stopped 6 s during requests and an import: only 503, then 200, import once',
    async (note) => {
      await bothUp();
      const [one, two] = instances;
      const rows = 5000;
      const batchId = await startImport(one.url, 'PGD', rows);
      await waitFor(
        'el lote avanza',
        async () => ((await batchRow(batchId)).processed_rows >= 100 ? true : undefined),
        30_000,
        50,
      );
      const traffic = new Traffic([userRequest(one), userRequest(two)]);
      await sleep(500);
      const stoppedAt = Date.now();
      await postgres.stop();
      await sleep(Math.max(0, 6000 - (Date.now() - stoppedAt)));
      await postgres.start();
      const restartedAt = Date.now();
      const loops = [userRequest(one).name, userRequest(two).name];
      const recovered = await waitFor(
        'todas las instancias responden 200',
        async () => {
          const latest = loops.map((loop) => traffic.samples.filter((s) => s.loop === loop).at(-1));
          return latest.every((s) => s && s.at > restartedAt && s.status === 200)
            ? Date.now()
            : undefined;
        },
        30_000,
        50,
      ).catch(() => undefined);
      await sleep(1500);
      const samples = await traffic.stop();
      const down = traffic.between(stoppedAt, recovered ?? Date.now());
      noteWindow(note, 'outage', down);
      note('503_without_retry_after', down.filter((s) => s.status === 503 && !s.retryAfter).length);
      note('all_200_after_restart_ms', recovered === undefined ? 'nunca' : recovered - restartedAt);
      const after = recovered === undefined ? [] : samples.filter((s) => s.at > recovered + 200);
      note('after_by_status', countByStatus(after));
      const { endedAt, row, job } = await followBatch(batchId, 0, 45_000);
      note(
        'import_finished_after_restart_ms',
        endedAt === undefined ? 'nunca' : endedAt - restartedAt,
      );
      if (job) note('job_when_given_up', job);
      const imported = await importedCount('PGD');
      note('employee_rows', imported.rows);
      expect(instances.map((i) => i.running)).toEqual([true, true]);
      expect(Object.keys(serverErrors(down)).filter((status) => status !== '503')).toEqual([]);
      expect(down.filter((s) => s.status === 503 && !s.retryAfter)).toEqual([]);
      expect(recovered, 'las instancias no volvieron a responder 200').toBeDefined();
      expect(countByStatus(after)).toEqual({ 200: after.length });
      expect(row, `el lote no terminó; su trabajo en pg-boss: ${job}`).toMatchObject({
        status: 'completed',
        processed_rows: rows,
        created_rows: rows,
      });
      expect(imported).toEqual({ rows, numbers: rows });
    },
  );

  scenario(
    '(g) SIGTERM with sockets connected: drains (ready 503), exits, sockets back after restart',
    async (note) => {
      await bothUp();
      const [one, two] = instances;
      const socket = await socketOnTwo();
      expect(socket.client.state.getSnapshot()).toBe('open');
      const connectsBefore = socket.connects.length;
      // An upload that stalls half-way: the drain must not wait for it past its deadline.
      const stalled = request(`${two.url}/api/v1/documents`, {
        method: 'POST',
        headers: {
          authorization: seeker.authorization,
          'content-type': 'multipart/form-data; boundary=caos',
          'content-length': String(1024 * 1024),
        },
      });
      stalled.on('error', () => {});
      stalled.write(
        `--caos\r\nContent-Disposition: form-data; name="file"; filename="lento.pdf"\r\n\r\n%PDF-1.4\n`,
      );
      await sleep(300);
      const termAt = Date.now();
      const exited = two.signal('SIGTERM');
      const readiness: Sample[] = [];
      let done = false;
      void exited.then(() => (done = true));
      while (!done) {
        const response = await fetch(`${two.url}/health/ready`, {
          signal: AbortSignal.timeout(1000),
        }).catch(() => undefined);
        readiness.push({
          at: Date.now(),
          loop: 'api-2 /health/ready',
          status: response?.status ?? 0,
          retryAfter: null,
        });
        await response?.body?.cancel();
        await sleep(50);
      }
      const exit = await exited;
      stalled.destroy();
      note('exit_after_sigterm_ms', exit.at - termAt);
      note('exit', { code: exit.code, signal: exit.signal });
      note('readiness_during_drain', countByStatus(readiness));
      note('socket_disconnect_reason', socket.disconnects.at(-1)?.reason ?? 'ninguna');
      // While api-2 is away, the seeker's notification changes through api-1: the reconnected
      // socket must catch up (the unread count the server sends on connection).
      const missedAt = Date.now();
      expect((await notification.flip(one.url, seeker)).status).toBe(200);
      const [unread] = await query<{ unread: number }>(
        `select count(*)::int as unread from notifications n join users u on u.id = n.user_id
          where u.email = $1 and n.read_at is null`,
        ['candidato@jornada.test'],
      );
      two.start();
      const servingAgain = two.spawnedAt + (await two.waitListening(startMs));
      const back = await waitFor(
        'el socket vuelve a conectarse',
        async () => (socket.connects.length > connectsBefore ? socket.connects.at(-1) : undefined),
        socketsBackWithinMs + 5000,
        50,
      ).catch(() => undefined);
      note(
        'socket_back_after_serving_ms',
        back === undefined ? 'nunca' : Math.max(0, back - servingAgain),
      );
      note('socket_back_after_sigterm_ms', back === undefined ? 'nunca' : back - termAt);
      let eventAfter: number | undefined;
      if (back !== undefined) {
        const sent = Date.now();
        expect((await notification.flip(one.url, seeker)).status).toBe(200);
        eventAfter = await nextReadAfter(socket, sent, 5000).catch(() => undefined);
      }
      expect(
        readiness.some((s) => s.status === 503),
        'GET /health/ready nunca respondió 503 durante el cierre',
      ).toBe(true);
      // The stalled upload may hold the drain until its deadline; past it the process exits anyway.
      expect(exit.signal, `salida: ${JSON.stringify(exit)}`).toBeNull();
      expect(exit.at - termAt).toBeLessThanOrEqual(drainMs + shutdownTimeoutMs + 2000);
      expect(back, 'el socket no volvió a conectarse').toBeDefined();
      expect(back! - servingAgain).toBeLessThanOrEqual(socketsBackWithinMs);
      expect(eventAfter, 'el socket reconectado no recibió el evento').toBeDefined();
      const countAfter = socket.counts.find((c) => c.at >= back!);
      note('missed_change_at_ms_before_back', back! - missedAt);
      note('unread_count_after_reconnect', countAfter?.unread ?? 'ninguno');
      expect(countAfter, 'sin notifications.count tras reconectar').toBeDefined();
      expect(countAfter!.unread).toBe(unread!.unread);
    },
  );

  scenario('(h) no instance exited that the test did not stop', async (note) => {
    const unexpected = exits.filter((exit) => !exit.expected);
    note(
      'exits',
      exits.map((e) => `${e.instance} ${e.signal ?? e.code}${e.expected ? '' : ' (inesperada)'}`),
    );
    expect(
      unexpected.map(
        (e) => `${e.instance} salió (${e.signal ?? e.code}): ${e.lastLines.slice(-8).join('\n')}`,
      ),
    ).toEqual([]);
    expect(Object.values(figures).length).toBeGreaterThan(1);
  });
});
