/**
 * Retries of idempotent requests, as a `fetch` wrapper: it
 * sits under openapi-fetch's middleware, so the bearer token and search key
 * are added once and every attempt sends the same request.
 */

/** Methods that may be repeated without changing the result (RFC 9110 §9.2.2). */
export const idempotentMethods = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'] as const;

/** Statuses worth another attempt. */
export const retryStatuses = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** What {@link RetryOptions.onRetry} is told before each wait. */
export interface RetryAttempt {
  /** The attempt that just failed, from 1. */
  attempt: number;
  /** How long the client waits before the next attempt, in ms. */
  delayMs: number;
  /** Status of the failed attempt, or `null` for a network failure. */
  status: number | null;
  /** The request being retried. */
  request: Request;
}

/** How idempotent requests are retried. Every field is optional. */
export interface RetryOptions {
  /** Most attempts in total, the first included (1 turns retries off). @default 3 */
  maxAttempts?: number;
  /** Cap of the exponential part before jitter, in ms. @default 300 */
  baseDelayMs?: number;
  /** Longest wait between attempts computed by backoff, in ms. @default 10_000 */
  maxDelayMs?: number;
  /**
   * Longest `Retry-After` the client accepts, in ms. A longer one is not
   * waited for: the failed response is returned (and becomes an ApiError).
   * @default 60_000
   */
  maxRetryAfterMs?: number;
  /** Statuses that trigger a retry. @default retryStatuses (408, 409, 425, 429, 500, 502, 503, 504) */
  statuses?: readonly number[];
  /** Methods that are retried; POST and PATCH never should be. @default idempotentMethods */
  methods?: readonly string[];
  /** Whether network failures of idempotent requests are retried too. @default true */
  retryNetworkErrors?: boolean;
  /** Waits `ms` milliseconds; tests inject a fake one. Must reject when `signal` aborts. @default a setTimeout-based sleep */
  sleep?: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
  /** A number in [0, 1) for the jitter; tests inject a fixed one. @default Math.random */
  random?: () => number;
  /** The current time in ms since the epoch, to resolve `Retry-After` dates. @default Date.now */
  now?: () => number;
  /** Called before each wait (logging, metrics). */
  onRetry?: (attempt: RetryAttempt) => void;
}

/** The defaults of {@link RetryOptions}. */
export const defaultRetryOptions = {
  maxAttempts: 3,
  baseDelayMs: 300,
  maxDelayMs: 10_000,
  maxRetryAfterMs: 60_000,
} as const;

/** A `fetch` as openapi-fetch calls it. */
export type FetchLike = (input: Request, init?: RequestInit) => Promise<Response>;

/**
 * Waits `ms` milliseconds; rejects with the signal's reason as soon as it aborts.
 * @throws the abort reason of `signal`.
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Exponential backoff with full jitter: a random wait in
 * `[0, min(maxDelayMs, baseDelayMs × 2^(attempt − 1)))`.
 * @param attempt the attempt that failed, from 1.
 * @returns the wait in ms.
 */
export function backoffDelayMs(
  attempt: number,
  options: Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs' | 'random'> = {},
): number {
  const base = options.baseDelayMs ?? defaultRetryOptions.baseDelayMs;
  const cap = options.maxDelayMs ?? defaultRetryOptions.maxDelayMs;
  const random = options.random ?? Math.random;
  const ceiling = Math.min(cap, base * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}

/**
 * Reads a `Retry-After` header: delay-seconds or an HTTP date (RFC 9110 §10.2.3).
 * @returns the wait in ms (0 for a date in the past), or `null` when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Rejects as soon as `signal` aborts, whatever `promise` does. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Wraps `fetch` so that idempotent requests are retried on the transient
 * statuses (and on network failures), with exponential backoff, full
 * jitter, a cap and `Retry-After` honoured. Other methods (POST, PATCH) go
 * through once. There is no timeout; the request's `AbortSignal` stops both
 * the request and a pending wait.
 * @param fetchImpl the `fetch` to call.
 * @param options see {@link RetryOptions}; `false` returns `fetchImpl` as it is.
 * @returns a `fetch` with the same signature.
 * @throws whatever `fetchImpl` throws on the last attempt, or the abort reason.
 */
export function withRetry(fetchImpl: FetchLike, options: RetryOptions | false = {}): FetchLike {
  if (options === false) return fetchImpl;
  const maxAttempts = Math.max(1, options.maxAttempts ?? defaultRetryOptions.maxAttempts);
  const maxRetryAfterMs = options.maxRetryAfterMs ?? defaultRetryOptions.maxRetryAfterMs;
  const statuses = new Set(options.statuses ?? retryStatuses);
  const methods = new Set(
    (options.methods ?? idempotentMethods).map((method) => method.toUpperCase()),
  );
  const retryNetworkErrors = options.retryNetworkErrors ?? true;
  const wait = options.sleep ?? sleep;
  const now = options.now ?? Date.now;

  return async function retryingFetch(input, init) {
    const request = input;
    if (maxAttempts === 1 || !methods.has(request.method.toUpperCase()))
      return fetchImpl(request, init);
    const signal = request.signal;

    for (let attempt = 1; ; attempt++) {
      const last = attempt >= maxAttempts;
      let delayMs: number;
      let status: number | null;
      try {
        // A body can be read once: every attempt but the last sends a copy.
        const response = await fetchImpl(last ? request : request.clone(), init);
        if (last || !statuses.has(response.status)) return response;
        const retryAfter = parseRetryAfter(response.headers.get('retry-after'), now());
        if (retryAfter !== null && retryAfter > maxRetryAfterMs) return response;
        delayMs = retryAfter ?? backoffDelayMs(attempt, options);
        status = response.status;
        // Free the connection of the discarded answer.
        await response.body?.cancel().catch(() => undefined);
      } catch (error) {
        if (last || signal.aborted || !retryNetworkErrors) throw error;
        delayMs = backoffDelayMs(attempt, options);
        status = null;
      }
      options.onRetry?.({ attempt, delayMs, status, request });
      await raceAbort(wait(delayMs, signal), signal);
    }
  };
}
