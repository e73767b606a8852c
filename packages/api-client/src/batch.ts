/**
 * The batch poller: bulk imports answer 202 with a
 * `Batch`; `GET /api/v1/batch/{batchId}` reports its progress until a final
 * status (openapi/README.md "Envelope").
 */
import { unwrap, type JornadaClient } from './client.ts';
import { getBatchQueryOptions } from './generated/queries/batch.ts';
import type { components } from './generated/schema.ts';
import { apiQueryOptions } from './queries/query-helpers.ts';
import { sleep as defaultSleep } from './retry.ts';

/** A bulk import's progress (contract `Batch`). */
export type Batch = components['schemas']['Batch'];
/** Status of a batch (contract `BatchStatus`). */
export type BatchStatus = Batch['status'];

/** The statuses after which a batch no longer changes. */
export const finalBatchStatuses = [
  'completed',
  'completed_with_errors',
  'failed',
] as const satisfies readonly BatchStatus[];

/** Whether `status` is final ({@link finalBatchStatuses}). */
export function isFinalBatchStatus(status: BatchStatus): boolean {
  return (finalBatchStatuses as readonly BatchStatus[]).includes(status);
}

/** Options of {@link pollBatch}. */
export interface PollBatchOptions {
  /** Stops polling; the promise rejects with the signal's reason (wrapped as ApiError when a request was in flight). */
  signal?: AbortSignal;
  /** First wait between polls, in ms. @default 1000 */
  initialDelayMs?: number;
  /** Longest wait between polls, in ms. @default 10_000 */
  maxDelayMs?: number;
  /** Growth of the wait after each poll that is not final. @default 1.5 */
  factor?: number;
  /** Called with every batch read, final or not (progress bars). */
  onProgress?: (batch: Batch) => void;
  /** Waits `ms` ms, rejecting when `signal` aborts; tests inject a fake one. @default a setTimeout-based sleep */
  sleep?: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
}

/**
 * Polls `GET /api/v1/batch/{batchId}` (`getBatch`) until the batch reaches a final status, waiting
 * `initialDelayMs`, then × `factor` each time up to `maxDelayMs`, between polls.
 * @param batchId the UUID from the 202 answer of a bulk import.
 * @returns the final batch (a `failed` batch resolves too: read its `status` and `errors`).
 * @throws {ApiError} when a poll fails (after the client's own retries), or the abort reason when
 *   `signal` aborts during a wait.
 */
export async function pollBatch(
  api: JornadaClient,
  batchId: string,
  options: PollBatchOptions = {},
): Promise<Batch> {
  const { signal, onProgress } = options;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  const factor = options.factor ?? 1.5;
  const sleep = options.sleep ?? defaultSleep;
  let delayMs = options.initialDelayMs ?? 1000;
  for (;;) {
    signal?.throwIfAborted();
    const { data: batch } = await unwrap(
      api.main.GET('/api/v1/batch/{batchId}', {
        params: { path: { batchId } },
        ...(signal ? { signal } : {}),
      }),
    );
    onProgress?.(batch);
    if (isFinalBatchStatus(batch.status)) return batch;
    await sleep(delayMs, signal);
    delayMs = Math.min(maxDelayMs, delayMs * factor);
  }
}

/**
 * One batch as a query that refetches every `intervalMs` until the batch is final:
 * the generated `getBatchQueryOptions` (`GET /api/v1/batch/{batchId}`, key `batchKeys.getBatch(batchId)`).
 * @param intervalMs refetch interval while not final, in ms. @default 2000
 * @throws {ApiError} 404 for an unknown batch.
 */
export function batchQueryOptions(api: JornadaClient, batchId: string, intervalMs = 2000) {
  return apiQueryOptions({
    ...getBatchQueryOptions(api, batchId),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinalBatchStatus(status) ? false : intervalMs;
    },
  });
}
