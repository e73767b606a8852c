/**
 * When to prefetch: data prefetch after 1 s unless the
 * connection is slow-2g, and an idle callback with a 50 ms timer fallback
 * where `requestIdleCallback` does not exist (Safari).
 */

/** Delay before a data prefetch, in ms. */
export const PREFETCH_DELAY_MS = 1_000;

/** Delay of the idle-callback fallback, in ms. */
export const IDLE_FALLBACK_MS = 50;

/** The part of `navigator.connection` (Network Information API) read here. */
export interface ConnectionInfo {
  effectiveType?: string;
}

/** Timers and idle callbacks, injectable for tests. */
export interface SchedulerEnv {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  requestIdleCallback?: ((callback: () => void) => unknown) | undefined;
  cancelIdleCallback?: ((handle: unknown) => void) | undefined;
  /** `navigator.connection`, when the browser has it. */
  connection?: ConnectionInfo | undefined;
}

/** The browser's scheduler. */
export function browserSchedulerEnv(): SchedulerEnv {
  const g = globalThis as typeof globalThis & {
    requestIdleCallback?: (callback: () => void) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  const nav = globalThis.navigator as (Navigator & { connection?: ConnectionInfo }) | undefined;
  return {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
    requestIdleCallback: g.requestIdleCallback
      ? (callback) => g.requestIdleCallback!(callback)
      : undefined,
    cancelIdleCallback: g.cancelIdleCallback
      ? (handle) => g.cancelIdleCallback!(handle as number)
      : undefined,
    connection: nav?.connection,
  };
}

/** Whether data may be prefetched on this connection: not on slow-2g. */
export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  return connection?.effectiveType !== 'slow-2g';
}

/**
 * Runs `callback` when the browser is idle, or after {@link IDLE_FALLBACK_MS}
 * where there is no `requestIdleCallback`.
 *
 * @returns a function that cancels it.
 */
export function requestIdle(
  callback: () => void,
  env: SchedulerEnv = browserSchedulerEnv(),
): () => void {
  if (env.requestIdleCallback) {
    const handle = env.requestIdleCallback(callback);
    return () => env.cancelIdleCallback?.(handle);
  }
  const handle = env.setTimeout(callback, IDLE_FALLBACK_MS);
  return () => env.clearTimeout(handle);
}

/**
 * Schedules a data prefetch: after {@link PREFETCH_DELAY_MS}, then at the next
 * idle moment; nothing at all on a slow-2g connection.
 *
 * @returns a function that cancels it (call it on unmount).
 */
export function schedulePrefetch(
  task: () => void,
  env: SchedulerEnv = browserSchedulerEnv(),
  delayMs: number = PREFETCH_DELAY_MS,
): () => void {
  if (!canPrefetch(env.connection)) return () => {};
  let cancelIdle: (() => void) | null = null;
  const timer = env.setTimeout(() => {
    cancelIdle = requestIdle(task, env);
  }, delayMs);
  return () => {
    env.clearTimeout(timer);
    cancelIdle?.();
  };
}
