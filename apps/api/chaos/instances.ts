/**
 * API instances as real child processes (`node --import tsx apps/api/src/main.ts`, the sources
 * as they are, so the test needs no build), each on its own port with its own log file. Every
 * exit is recorded; one the test did not cause is what scenario (h) fails on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep } from './services.ts';

/** The repository's root folder. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the chaos test writes its logs and figures (`tmp/` is ignored by git and the linters). */
export const outputDir = path.join(repoRoot, 'tmp', 'chaos');

/** One exit of an instance's process. */
export interface InstanceExit {
  instance: string;
  pid: number;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Whether the test caused it (kill -9, SIGTERM). */
  expected: boolean;
  /** `Date.now()` of the exit. */
  at: number;
  /** The last lines the process wrote without stack frames, for the report. */
  lastLines: string[];
}

/** Every exit of every instance, in order. */
export const exits: InstanceExit[] = [];

/** An API server process the test starts, kills and restarts. */
export class ApiInstance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly #env: Record<string, string>;
  #child: ChildProcess | undefined;
  #expectExit = false;
  #lines: string[] = [];
  #log: WriteStream;
  #exited: Promise<InstanceExit> | undefined;
  /** `Date.now()` of the last spawn. */
  spawnedAt = 0;

  /**
   * @param name - e.g. `api-1`; names the log file `tmp/chaos/<name>.log`.
   * @param port - the TCP port it listens on (the same on every restart).
   * @param env - its whole environment besides `PATH`, `HOME` and `PORT`.
   */
  constructor(name: string, port: number, env: Record<string, string>) {
    this.name = name;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.#env = env;
    mkdirSync(outputDir, { recursive: true });
    this.#log = createWriteStream(path.join(outputDir, `${name}.log`), { flags: 'w' });
  }

  /** The process id while running. */
  get pid(): number | undefined {
    return this.#child?.exitCode === null && !this.#child.signalCode ? this.#child.pid : undefined;
  }

  /** Whether the process is running. */
  get running(): boolean {
    return this.pid !== undefined;
  }

  /** The last lines of its output without stack frames: what a failure message quotes. */
  get summary(): string[] {
    return this.#lines.filter((line) => !/^\s+at /.test(line) && line.length < 400).slice(-8);
  }

  /** Spawns the process (it migrates, seeds and listens by itself). */
  start(): void {
    if (this.running) throw new Error(`${this.name} ya está corriendo`);
    this.#expectExit = false;
    this.spawnedAt = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...this.#env,
        PORT: String(this.port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    this.#log.write(`\n=== ${new Date().toISOString()} start pid ${child.pid}\n`);
    const keep = (chunk: Buffer) => {
      this.#log.write(chunk);
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) this.#lines.push(line);
      if (this.#lines.length > 200) this.#lines.splice(0, this.#lines.length - 200);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.#exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        const exit: InstanceExit = {
          instance: this.name,
          pid: child.pid!,
          code,
          signal,
          expected: this.#expectExit,
          at: Date.now(),
          lastLines: this.summary,
        };
        this.#log.write(`=== ${new Date().toISOString()} exit code ${code} signal ${signal}\n`);
        exits.push(exit);
        resolve(exit);
      });
    });
  }

  /**
   * Waits until `GET <path>` answers `status`.
   * @returns the milliseconds since the last spawn.
   * @throws when `timeoutMs` passes first or the process exits meanwhile (with its last lines).
   */
  async waitFor(pathname: string, status: number, timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    let last = 'sin respuesta';
    while (this.running && Date.now() < deadline) {
      const response = await fetch(`${this.url}${pathname}`, {
        signal: AbortSignal.timeout(2000),
      }).catch((error: Error) => {
        last = error.message;
        return undefined;
      });
      if (response) {
        last = `HTTP ${response.status}`;
        await response.body?.cancel();
        if (response.status === status) return Date.now() - this.spawnedAt;
      }
      await sleep(100);
    }
    throw new Error(
      `${this.name}: GET ${pathname} no respondió ${status} en ${timeoutMs} ms (última respuesta: ${last}; ` +
        `${this.running ? 'sigue corriendo' : 'el proceso terminó'}):\n  ${this.summary.join('\n  ')}`,
    );
  }

  /**
   * Waits until the process serves requests (`GET /health` answers 200).
   * @returns the milliseconds since the last spawn.
   */
  async waitListening(timeoutMs = 60_000): Promise<number> {
    return this.waitFor('/health', 200, timeoutMs);
  }

  /** Sends `signal` as the test's own doing and resolves with the exit. */
  async signal(signal: NodeJS.Signals): Promise<InstanceExit> {
    const child = this.#child;
    if (!child || !this.running) throw new Error(`${this.name} no está corriendo`);
    this.#expectExit = true;
    child.kill(signal);
    return this.#exited!;
  }

  /** The exit of the current process, when it comes. */
  exited(): Promise<InstanceExit> {
    return this.#exited ?? Promise.reject(new Error(`${this.name} nunca arrancó`));
  }

  /** Stops it for good at the end of the run (SIGTERM, then SIGKILL after 10 s). */
  async dispose(): Promise<void> {
    if (this.running) {
      this.#expectExit = true;
      this.#child!.kill('SIGTERM');
      const exit = this.#exited!;
      const settled = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
      if (!settled) this.#child!.kill('SIGKILL');
      await exit;
    }
    await new Promise((resolve) => this.#log.end(resolve));
  }
}
