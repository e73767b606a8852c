import { describe, expect, it } from 'vitest';
import { createPreloadQueue, MAX_CONCURRENT_PRELOADS } from './preload-queue.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('given the route preload queue', () => {
  it('runs at most 5 loads at once and starts the next when one finishes', async () => {
    const queue = createPreloadQueue();
    const loads = Array.from({ length: 8 }, () => deferred());
    let running = 0;
    let peak = 0;
    const all = loads.map((load, i) =>
      queue.preload(`/ruta-${i}`, async () => {
        running += 1;
        peak = Math.max(peak, running);
        await load.promise;
        running -= 1;
      }),
    );
    expect(MAX_CONCURRENT_PRELOADS).toBe(5);
    expect(queue.active).toBe(5);
    expect(queue.pending).toBe(3);
    loads[0]!.resolve();
    await flush();
    expect(queue.active).toBe(5);
    expect(queue.pending).toBe(2);
    loads.forEach((load) => load.resolve());
    await Promise.all(all);
    expect(peak).toBe(5);
    expect(queue.active).toBe(0);
  });

  it('loads a key once and hands back the same promise', async () => {
    const queue = createPreloadQueue();
    let calls = 0;
    const load = async () => {
      calls += 1;
      return 'módulo';
    };
    const first = queue.preload('/vacantes', load);
    const second = queue.preload('/vacantes', load);
    expect(second).toBe(first);
    await expect(first).resolves.toBe('módulo');
    await queue.preload('/vacantes', load);
    expect(calls).toBe(1);
  });

  it('forgets a failed load so that it can be retried, and frees its slot', async () => {
    const queue = createPreloadQueue(1);
    await expect(
      queue.preload('/contacto', () => Promise.reject(new Error('red'))),
    ).rejects.toThrow('red');
    await expect(queue.preload('/contacto', async () => 'ok')).resolves.toBe('ok');
    expect(queue.active).toBe(0);
  });

  it('counts a load that throws synchronously as failed', async () => {
    const queue = createPreloadQueue(1);
    await expect(
      queue.preload('/x', () => {
        throw new Error('sin módulo');
      }),
    ).rejects.toThrow('sin módulo');
    await expect(queue.preload('/y', async () => 1)).resolves.toBe(1);
  });
});
