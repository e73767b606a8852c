/**
 * The driver's outbox (docs/decisions/0017-fleet-map.md): changes made on the device (a
 * passenger boarded, a tour started or finished, a position) are kept in order in
 * `localStorage` and sent one at a time, at once when online and again when the browser comes
 * back online. Each carries the device's `recorded_at`; the server takes replays idempotently
 * (decision 38).
 */
import {
  executeMutation,
  isApiError,
  sendUnitPositionMutationOptions,
  updateTourPassengerMutationOptions,
  updateTourStatusMutationOptions,
  type components,
} from '@jornada/api-client';
import { onlineManager } from '@tanstack/react-query';
import type { AppContext } from '../../app/app-context.ts';
import { reportError } from '../../app/monitoring.ts';

type Schemas = components['schemas'];

/** One change waiting to reach the server. */
export type OutboxChange =
  | {
      kind: 'passenger';
      tourId: number;
      passengerId: number;
      body: Schemas['PassengerBoardingInput'];
    }
  | { kind: 'status'; tourId: number; body: Schemas['TourStatusInput'] }
  | { kind: 'position'; unitId: number; body: Schemas['UnitPositionInput'] };

/** What a send did: sent (or refused for good, so dropped), or kept for a later attempt. */
type Outcome = 'done' | 'keep';

/** The queue of one user's changes. */
export interface Outbox {
  /** How many changes wait (an external store for `useSyncExternalStore`). */
  size: () => number;
  subscribe: (listener: () => void) => () => void;
  /** Queues a change and, when online, starts sending. */
  add: (change: OutboxChange) => void;
  /** Sends the queued changes in order until one must wait; resolves when it stops. */
  flush: () => Promise<void>;
}

/** Whether a failed send may succeed later (network, session, rate limit, server trouble). */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const status = error.status;
  return status === null || status === 401 || status === 408 || status === 429 || status >= 500;
}

/** Options of {@link createOutbox}. */
export interface OutboxOptions {
  storage: Storage;
  /** The storage key (per user). */
  key: string;
  /** Sends one change; throws what the API threw. */
  send: (change: OutboxChange) => Promise<unknown>;
  /** Called when the queue empties after sending something (refresh the screens). */
  onDrained?: () => void;
}

/** Creates an outbox over `storage`, resuming the changes a previous page left there. */
export function createOutbox({ storage, key, send, onDrained }: OutboxOptions): Outbox {
  const read = (): OutboxChange[] => {
    try {
      const value = JSON.parse(storage.getItem(key) ?? '[]') as unknown;
      return Array.isArray(value) ? (value as OutboxChange[]) : [];
    } catch {
      return [];
    }
  };
  let queue = read();
  const listeners = new Set<() => void>();
  const save = (next: OutboxChange[]) => {
    queue = next;
    if (next.length) storage.setItem(key, JSON.stringify(next));
    else storage.removeItem(key);
    for (const listener of [...listeners]) listener();
  };
  let running: Promise<void> | null = null;

  const attempt = async (change: OutboxChange): Promise<Outcome> => {
    try {
      await send(change);
      return 'done';
    } catch (error) {
      if (isTransient(error)) return 'keep';
      // Refused for good (e.g. the tour was cancelled meanwhile): never block the rest.
      reportError(error);
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

  const outbox: Outbox = {
    size: () => queue.length,
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

const outboxes = new WeakMap<AppContext['queryClient'], { userId: number; outbox: Outbox }>();

/**
 * The outbox of the signed-in driver (one per query client and user), sending through the
 * generated mutations without their list invalidations (the screens refresh once it drains),
 * and flushing whenever the browser comes back online (and every {@link retryEveryMs} while
 * changes wait).
 */
export function driverOutbox(context: Pick<AppContext, 'api' | 'queryClient'>, userId: number) {
  const known = outboxes.get(context.queryClient);
  if (known?.userId === userId) return known.outbox;
  const { api, queryClient } = context;
  const once = { onSuccess: undefined, networkMode: 'always' as const };
  const outbox = createOutbox({
    storage: localStorage,
    key: `jornada.driver.outbox.v1.${userId}`,
    send: (change) => {
      switch (change.kind) {
        case 'passenger':
          return executeMutation(
            queryClient,
            { ...updateTourPassengerMutationOptions(api, queryClient), ...once },
            { tourId: change.tourId, passengerId: change.passengerId, ...change.body },
          );
        case 'status':
          return executeMutation(
            queryClient,
            { ...updateTourStatusMutationOptions(api, queryClient), ...once },
            { tourId: change.tourId, ...change.body },
          );
        case 'position':
          return executeMutation(
            queryClient,
            { ...sendUnitPositionMutationOptions(api, queryClient), ...once },
            { unitId: change.unitId, ...change.body },
          );
      }
    },
    onDrained: () => void queryClient.invalidateQueries({ queryKey: ['tours'] }),
  });
  onlineManager.subscribe((online) => {
    if (online) void outbox.flush();
  });
  // A send can fail while the browser still believes it is online (a weak signal): try again
  // now and then rather than only on the next change or the next `online` event.
  setInterval(() => {
    if (outbox.size() && onlineManager.isOnline()) void outbox.flush();
  }, retryEveryMs);
  outboxes.set(context.queryClient, { userId, outbox });
  void outbox.flush();
  return outbox;
}
