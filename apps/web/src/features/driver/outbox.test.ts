import { ApiError } from '@jornada/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createOutbox, isTransient, type OutboxChange } from './outbox.ts';
import { memoryStorage } from '../../test/memory-storage.ts';

const mark = (passengerId: number, boarded = true): OutboxChange => ({
  kind: 'passenger',
  tourId: 4410,
  passengerId,
  body: { boarded, recorded_at: '2026-03-05T12:10:00Z' },
});

const apiError = (status: number | null) =>
  Object.assign(Object.create(ApiError.prototype) as ApiError, { status, message: 'x' });

describe('the driver outbox', () => {
  it('sends the changes one at a time, in the order they were made, and forgets them', async () => {
    const sent: number[] = [];
    const storage = memoryStorage();
    const drained = vi.fn();
    const outbox = createOutbox({
      storage,
      key: 'k',
      send: async (change) => {
        sent.push(change.kind === 'passenger' ? change.passengerId : 0);
      },
      onDrained: drained,
    });
    outbox.add(mark(1));
    outbox.add(mark(2));
    outbox.add(mark(3));
    await outbox.flush();
    expect(sent).toEqual([1, 2, 3]);
    expect(outbox.size()).toBe(0);
    expect(storage.getItem('k')).toBeNull();
    expect(drained).toHaveBeenCalled();
  });

  it('given a network failure, keeps the change and everything after it for the next attempt', async () => {
    const storage = memoryStorage();
    let fail = true;
    const send = vi.fn(async () => {
      if (fail) throw apiError(null);
    });
    const outbox = createOutbox({ storage, key: 'k', send });
    outbox.add(mark(1));
    outbox.add(mark(2));
    await outbox.flush();
    expect(outbox.size()).toBe(2);
    expect(JSON.parse(storage.getItem('k')!)).toHaveLength(2);
    fail = false;
    await outbox.flush();
    expect(outbox.size()).toBe(0);
  });

  it('given a change the server refuses for good (422), drops it and sends the rest', async () => {
    const sent: number[] = [];
    const outbox = createOutbox({
      storage: memoryStorage(),
      key: 'k',
      send: async (change) => {
        if (change.kind === 'passenger' && change.passengerId === 1) throw apiError(422);
        if (change.kind === 'passenger') sent.push(change.passengerId);
      },
    });
    outbox.add(mark(1));
    outbox.add(mark(2));
    await outbox.flush();
    expect(sent).toEqual([2]);
    expect(outbox.size()).toBe(0);
  });

  it('resumes the changes a closed page left in storage', async () => {
    const storage = memoryStorage();
    storage.setItem('k', JSON.stringify([mark(7)]));
    const send = vi.fn(async () => undefined);
    const outbox = createOutbox({ storage, key: 'k', send });
    expect(outbox.size()).toBe(1);
    await outbox.flush();
    expect(send).toHaveBeenCalledWith(mark(7));
  });

  it('counts network failures, 401, 408, 429 and 5xx as worth retrying, other 4xx not', () => {
    expect([null, 401, 408, 429, 500, 503].map((s) => isTransient(apiError(s)))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([400, 403, 404, 409, 422].map((s) => isTransient(apiError(s)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
