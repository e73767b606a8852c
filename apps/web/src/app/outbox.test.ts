import { ApiError } from '@jornada/api-client';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, isTransient, keepFlushing } from './outbox.ts';
import { memoryStorage } from '../test/memory-storage.ts';

const apiError = (status: number | null) => new ApiError('x', status, null);

type Change = { id: number; at: string };
const change = (id: number): Change => ({ id, at: `2026-03-05T13:5${id}:00Z` });

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe("the app's outbox (one mechanism for the driver and the clock-in)", () => {
  it('given a refusal for good → hands the change and the error to onRefused, drops it and goes on', async () => {
    const refused = vi.fn();
    const sent: number[] = [];
    const outbox = createOutbox<Change>({
      storage: memoryStorage(),
      key: 'k',
      send: async ({ id }) => {
        if (id === 1) throw apiError(409);
        sent.push(id);
      },
      onRefused: refused,
    });
    outbox.add(change(1));
    outbox.add(change(2));
    await outbox.flush();
    expect(refused).toHaveBeenCalledWith(change(1), expect.objectContaining({ status: 409 }));
    expect(sent).toEqual([2]);
    expect(outbox.entries()).toEqual([]);
  });

  it('given its own idea of transient (a link: 401 is final) → keeps or drops accordingly', async () => {
    const storage = memoryStorage();
    const outbox = createOutbox<Change>({
      storage,
      key: 'k',
      send: async () => {
        throw apiError(401);
      },
      onRefused: () => {},
      transient: (error) => isTransient(error) && (error as ApiError).status !== 401,
    });
    outbox.add(change(1));
    await outbox.flush();
    expect(outbox.size()).toBe(0);
    expect(storage.getItem('k')).toBeNull();
  });

  it('keeps the entries array the same between changes (a stable external store), with the original times', async () => {
    const storage = memoryStorage();
    onlineManager.setOnline(false);
    const outbox = createOutbox<Change>({ storage, key: 'k', send: async () => {} });
    outbox.add(change(1));
    const first = outbox.entries();
    expect(outbox.entries()).toBe(first);
    expect(JSON.parse(storage.getItem('k')!)).toEqual([change(1)]);
    outbox.add(change(2));
    expect(outbox.entries()).not.toBe(first);
    expect(outbox.entries().map((c) => c.at)).toEqual([change(1).at, change(2).at]);
  });

  it('while offline sends nothing; keepFlushing sends the queue once the browser is back online', async () => {
    onlineManager.setOnline(false);
    const send = vi.fn(async () => {});
    const outbox = createOutbox<Change>({ storage: memoryStorage(), key: 'k', send });
    outbox.add(change(1));
    const stop = keepFlushing(outbox);
    await outbox.flush();
    expect(send).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await outbox.flush();
    expect(outbox.size()).toBe(0);
    stop();
    onlineManager.setOnline(false);
    outbox.add(change(2));
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Stopped: nobody flushes it any more on `online`.
    expect(send).toHaveBeenCalledTimes(1);
  });
});
