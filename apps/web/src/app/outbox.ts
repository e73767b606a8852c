/**
 * The app's one offline outbox (docs/decisions/0017-fleet-map.md; decision 39): changes made on
 * the device are kept in order in `localStorage` and sent one at a time, at once when online and
 * again when the browser comes back online. Each change carries its own device time and, where
 * the contract has one, an idempotency key, so a replay is stored once. The driver's day
 * (features/driver/outbox.ts) and the clock-in checks (features/clock-in/clock-outbox.ts) are
 * outboxes of this kind.
 */
import { isApiError } from '@jornada/api-client';
import { onlineManager } from '@tanstack/react-query';
import { reportError } from './monitoring.ts';

/** What a send did: sent (or refused for good, so dropped), or kept for a later attempt. */
type Outcome = 'done' | 'keep';

/** The queue of one user's changes of type `C`. */
export interface Outbox<C> {
  /** How many changes wait (an external store for `useSyncExternalStore`). */
  size: () => number;
  /** The waiting changes, oldest first; the same array until the queue changes. */
  entries: () => readonly C[];
  subscribe: (listener: () => void) => () => void;
  /** Queues a change and, when online, starts sending. */
  add: (change: C) => void;
  /** Sends the queued changes in order until one must wait; resolves when it stops. */
  flush: () => Promise<void>;
}

/**
 * Whether a failed send may succeed later: a network failure, an expired session (401), a
 * timeout, a rate limit or server trouble. Any other 4xx is a refusal for good.
 */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const status = error.status;
  return status === null || status === 401 || status === 408 || status === 429 || status >= 500;
}

/** Options of {@link createOutbox}. */
export interface OutboxOptions<C> {
  storage: Storage;
  /** The storage key (per user). */
  key: string;
  /** Sends one change; throws what the API threw. */
  send: (change: C) => Promise<unknown>;
  /** Called when the queue empties after sending something (refresh the screens). */
  onDrained?: () => void;
  /**
   * Called with a change the server refused for good (it is dropped). @default reports the error
   * to monitoring
   */
  onRefused?: (change: C, error: unknown) => void;
  /** Which failures keep the change for a later attempt. @default {@link isTransient} */
  transient?: (error: unknown) => boolean;
}

/** Creates an outbox over `storage`, resuming the changes a previous page left there. */
export function createOutbox<C>({
  storage,
  key,
  send,
  onDrained,
  onRefused = (_change, error) => reportError(error),
  transient = isTransient,
}: OutboxOptions<C>): Outbox<C> {
  const read = (): C[] => {
    try {
      const value = JSON.parse(storage.getItem(key) ?? '[]') as unknown;
      return Array.isArray(value) ? (value as C[]) : [];
    } catch {
      return [];
    }
  };
  let queue = read();
  const listeners = new Set<() => void>();
  const save = (next: C[]) => {
    queue = next;
    if (next.length) storage.setItem(key, JSON.stringify(next));
    else storage.removeItem(key);
    for (const listener of [...listeners]) listener();
  };
  let running: Promise<void> | null = null;

  const attempt = async (change: C): Promise<Outcome> => {
    try {
      await send(change);
      return 'done';
    } catch (error) {
      if (transient(error)) return 'keep';
      // Refused for good (e.g. the tour was cancelled meanwhile): never block the rest.
      onRefused(change, error);
      return 'done';
    }
  };

  const run = async () => {
    let sent = false;
    while (queue.length && onlineManager.isOnline()) {
      const change = queue[0]!;
      if ((await attempt(change)) === 'keep') return;
      sent = true;
      save(queue.slice(1));
    }
    if (sent && !queue.length) onDrained?.();
  };

  const outbox: Outbox<C> = {
    size: () => queue.length,
    entries: () => queue,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(change) {
      save([...queue, change]);
      void outbox.flush();
    },
    flush() {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
  };
  return outbox;
}

/** How often waiting changes are retried while online, in ms. */
export const retryEveryMs = 30_000;

/**
 * Keeps an outbox moving: it flushes now, whenever the browser comes back online, and every
 * {@link retryEveryMs} while changes wait (a send can fail while the browser still believes it
 * is online, a weak signal).
 * @returns the function that stops it.
 */
export function keepFlushing<C>(outbox: Outbox<C>): () => void {
  const unsubscribe = onlineManager.subscribe((online) => {
    if (online) void outbox.flush();
  });
  const timer = setInterval(() => {
    if (outbox.size() && onlineManager.isOnline()) void outbox.flush();
  }, retryEveryMs);
  void outbox.flush();
  return () => {
    unsubscribe();
    clearInterval(timer);
  };
}
