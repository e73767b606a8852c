/**
 * Steady request traffic while a fault is injected: loops that each send one request, wait a
 * little and send the next, recording every answer's status (0 when the request did not get
 * an HTTP answer at all) and `Retry-After`.
 */
import { sleep } from './services.ts';

/** One answer. */
export interface Sample {
  /** `Date.now()` when the answer (or the failure) came. */
  at: number;
  /** Which loop sent it, e.g. `api-1 GET /api/v1/user`. */
  loop: string;
  /** HTTP status; 0 for a request that got no answer (connection refused, timeout). */
  status: number;
  /** The `Retry-After` header, if any. */
  retryAfter: string | null;
}

/** A loop: its name, the request it repeats, the pause between requests in ms. */
export interface Loop {
  name: string;
  send: (signal: AbortSignal) => Promise<Response>;
  pauseMs: number;
}

/** Running traffic; {@link Traffic.stop} ends it. */
export class Traffic {
  readonly samples: Sample[] = [];
  #running = true;
  #loops: Promise<void>[];

  /** Starts every loop at once. */
  constructor(loops: Loop[]) {
    this.#loops = loops.map((loop) => this.#run(loop));
  }

  async #run(loop: Loop): Promise<void> {
    while (this.#running) {
      let status = 0;
      let retryAfter: string | null = null;
      try {
        const response = await loop.send(AbortSignal.timeout(5000));
        status = response.status;
        retryAfter = response.headers.get('retry-after');
        await response.arrayBuffer();
      } catch {
        status = 0;
      }
      this.samples.push({ at: Date.now(), loop: loop.name, status, retryAfter });
      await sleep(loop.pauseMs);
    }
  }

  /** Stops every loop after its request in flight. */
  async stop(): Promise<Sample[]> {
    this.#running = false;
    await Promise.all(this.#loops);
    return this.samples;
  }

  /** The answers received from `from` to `to` (`Date.now()` values, both included). */
  between(from: number, to = Number.POSITIVE_INFINITY): Sample[] {
    return this.samples.filter((sample) => sample.at >= from && sample.at <= to);
  }
}

/** How many answers had each status, keyed `"503"`, `"200"`, `"0"` (no answer). */
export function countByStatus(samples: readonly Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of samples) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** The answers with a status from 500 to 599, counted by status. */
export function serverErrors(samples: readonly Sample[]): Record<string, number> {
  return countByStatus(samples.filter((sample) => sample.status >= 500));
}
