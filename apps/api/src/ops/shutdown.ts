/**
 * The graceful stop of a server process (docs/decisions/0038-surviving-faults-and-rolling-deploys.md):
 * on SIGTERM or SIGINT readiness turns 503 at once, the server keeps serving for
 * `SHUTDOWN_DRAIN_MS` so the load balancer notices, then closes the app (sockets told to
 * reconnect elsewhere, the listener, requests in flight, jobs handed back) and the database;
 * past `SHUTDOWN_TIMEOUT_MS` more it exits anyway (close-with-grace).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/** What a stop closes. */
export interface ShutdownTargets {
  app: Pick<FastifyInstance, 'close' | 'readiness' | 'log'>;
  database: { close: () => Promise<void> };
}

/** Timings of a stop, in milliseconds (config.ts `shutdownDrainMs`, `shutdownTimeoutMs`). */
export interface ShutdownTimings {
  shutdownDrainMs: number;
  shutdownTimeoutMs: number;
}

/**
 * Runs the stop's steps in order: readiness 503 (`draining`), the drain wait, `app.close()`,
 * `database.close()`. Has no deadline of its own ({@link installShutdown} gives it one).
 */
export async function shutdown(targets: ShutdownTargets, timings: ShutdownTimings): Promise<void> {
  targets.app.readiness.drain();
  if (timings.shutdownDrainMs > 0) await sleep(timings.shutdownDrainMs);
  await targets.app.close();
  await targets.database.close();
}

/**
 * Installs the handlers of SIGTERM, SIGINT (and the other termination signals, an uncaught
 * exception, an unhandled rejection) that run {@link shutdown} and exit: 0 after a clean stop,
 * 1 after an error or when the stop is still running `shutdownDrainMs + shutdownTimeoutMs`
 * after the signal. A second signal exits at once.
 */
export function installShutdown(targets: ShutdownTargets, timings: ShutdownTimings): void {
  const { log } = targets.app;
  closeWithGrace(
    {
      delay: timings.shutdownDrainMs + timings.shutdownTimeoutMs,
      logger: { error: (message: unknown) => log.error({ err: message }, 'Error al cerrar') },
      onTimeout: (delay) =>
        log.error(
          { delayMs: delay },
          'El cierre no terminó a tiempo: el proceso sale de todos modos.',
        ),
    },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'Error no controlado: cerrando el servidor…');
      else log.info({ signal }, 'Cerrando el servidor…');
      await shutdown(targets, timings);
    },
  );
}
