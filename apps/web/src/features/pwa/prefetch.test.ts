import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canPrefetch,
  IDLE_FALLBACK_MS,
  PREFETCH_DELAY_MS,
  requestIdle,
  schedulePrefetch,
  type SchedulerEnv,
} from './prefetch.ts';

function fakeEnv(overrides: Partial<SchedulerEnv> = {}): SchedulerEnv {
  return {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    ...overrides,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('given the idle callback', () => {
  it('uses requestIdleCallback when the browser has it', () => {
    const idle = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    const task = vi.fn();
    requestIdle(task, fakeEnv({ requestIdleCallback: idle }));
    expect(idle).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a 50 ms timer without it', () => {
    const task = vi.fn();
    requestIdle(task, fakeEnv());
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const task = vi.fn();
    const cancel = requestIdle(task, fakeEnv());
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('given a data prefetch', () => {
  it('runs after 1 s (then the idle fallback), not before', () => {
    const task = vi.fn();
    schedulePrefetch(task, fakeEnv({ connection: { effectiveType: '4g' } }));
    vi.advanceTimersByTime(PREFETCH_DELAY_MS);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs on a slow-2g connection', () => {
    const task = vi.fn();
    schedulePrefetch(task, fakeEnv({ connection: { effectiveType: 'slow-2g' } }));
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });

  it('runs on 2g and when the browser does not report the connection', () => {
    expect(canPrefetch({ effectiveType: '2g' })).toBe(true);
    expect(canPrefetch(undefined)).toBe(true);
  });

  it('is cancelled before it starts (the page was left)', () => {
    const task = vi.fn();
    const cancel = schedulePrefetch(task, fakeEnv());
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(task).not.toHaveBeenCalled();
  });
});
