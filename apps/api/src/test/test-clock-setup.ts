/**
 * Setup file of the `node` project: when the global setup moved the run's
 * clock (see `test-clock.ts`), every test file's `Date` runs shifted by the
 * same offset, at real speed; timers, `performance` and the database stay real.
 */
import { beforeAll, inject, vi } from 'vitest';

beforeAll(() => {
  const offset = inject('clockOffsetMs');
  if (!offset) return;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + offset);
});
