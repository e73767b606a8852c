/**
 * Throwaway PostgreSQL and Redis servers for tests that stop and start a dependency (the
 * fault tests and the chaos test), each on a free port of 127.0.0.1 and in a temporary
 * folder: a PostgreSQL cluster (initdb + pg_ctl of the machine's PostgreSQL binaries, run as
 * the `postgres` user when the tests run as root, which PostgreSQL refuses) and a
 * redis-server that keeps nothing on disk. The machine's own services are never touched.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A free TCP port of 127.0.0.1 (the OS picks it; nothing holds it afterwards).
 * @throws when no port can be bound.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts TCP connections on `port` of 127.0.0.1 now. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` every `everyMs` until it returns a value other than `undefined`.
 * @returns that value.
 * @throws `Error(what)` when `timeoutMs` passes first.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: no ocurrió en ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

/** The newest `/usr/lib/postgresql/<version>/bin` (or `PG_BIN`), with initdb and pg_ctl. */
export function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

/** Whether `redis-server` is on the PATH. */
export async function hasRedisServer(): Promise<boolean> {
  return run('redis-server', ['--version']).then(
    () => true,
    () => false,
  );
}

/** A throwaway PostgreSQL cluster. */
export interface ThrowawayPostgres {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/<database>`, with `application_name` when given. @default database 'postgres' */
  url(database?: string, applicationName?: string): string;
  /** Stops the server at once (`pg_ctl stop -m fast`: every connection is cut). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Runs one statement on a short-lived connection (survives the server's restarts). */
  query<R extends pg.QueryResultRow>(
    database: string,
    text: string,
    values?: unknown[],
  ): Promise<R[]>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

/** `runuser` where util-linux puts it: a PATH without the sbin folders still finds it. */
function runuserPath(): string {
  return ['/usr/sbin/runuser', '/sbin/runuser'].find((file) => existsSync(file)) ?? 'runuser';
}

/**
 * Creates and starts a PostgreSQL cluster in a temporary folder with trust auth, no fsync and
 * its socket in that folder. As root the server runs as the `postgres` user (PostgreSQL refuses
 * root), through `runuser`.
 * @throws when initdb or pg_ctl fail (their output in the message).
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('No hay initdb/pg_ctl en /usr/lib/postgresql/*/bin (PG_BIN).');
  const dir = await mkdtemp(path.join(tmpdir(), 'jornada-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    chownSync(dir, Number(stdout.trim()), -1);
  }
  const pgRun = (tool: string, args: string[]) =>
    asRoot
      ? run(runuserPath(), ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  await pgRun('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-N', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = async () => {
    await pgRun('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  const url = (database = 'postgres', applicationName?: string) =>
    `postgres://postgres@127.0.0.1:${port}/${database}` +
    (applicationName ? `?application_name=${applicationName}` : '');
  return {
    port,
    url,
    stop,
    start,
    async query(database, text, values) {
      const client = new pg.Client({ connectionString: url(database, 'jornada-test') });
      client.on('error', () => {});
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end().catch(() => {});
      }
    },
    async destroy() {
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A throwaway redis-server, without persistence. */
export interface ThrowawayRedis {
  port: number;
  /** `redis://127.0.0.1:<port>`. */
  url: string;
  /** Stops it (SIGTERM, or `signal`) and waits for its exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

/**
 * Starts `redis-server` on a free port of 127.0.0.1 (`--save '' --appendonly no`).
 * @param port - the port to use instead of a free one (to start one again where another stood).
 * @throws when it is not listening within 5 s.
 */
export async function startThrowawayRedis(port?: number): Promise<ThrowawayRedis> {
  port ??= await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitFor(
      `redis-server en ${port}`,
      async () => ((await portOpen(port)) ? true : undefined),
      5000,
      50,
    );
  };
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const current = child;
    if (!current || current.exitCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill(signal);
    await exited;
  };
  await start();
  return { port, url: `redis://127.0.0.1:${port}`, stop, start };
}
