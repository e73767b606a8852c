import { describe, expect, it, vi } from 'vitest';
import {
  installPreloadErrorReload,
  isModuleLoadError,
  RELOAD_GUARD_KEY,
  reloadOnce,
  type GuardStorage,
} from './reload-guard.ts';

function memoryStorage(): GuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('given the reload guard', () => {
  it('reloads a path the first time and records when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce({ path: '/vacantes', storage, now: () => 1_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(`${RELOAD_GUARD_KEY}/vacantes`)).toBe('1000');
  });

  it('refuses a second reload of the same path within 10 000 ms', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnce({ path: '/vacantes', storage, now: () => 1_000, reload });
    expect(reloadOnce({ path: '/vacantes', storage, now: () => 10_999, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('allows it again once 10 000 ms have passed', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnce({ path: '/vacantes', storage, now: () => 1_000, reload });
    expect(reloadOnce({ path: '/vacantes', storage, now: () => 11_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps one window per path', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnce({ path: '/vacantes', storage, now: () => 1_000, reload });
    expect(reloadOnce({ path: '/contacto', storage, now: () => 2_000, reload })).toBe(true);
  });

  it('never reloads when storage is unavailable (it could not stop a loop)', () => {
    const reload = vi.fn();
    expect(reloadOnce({ path: '/', storage: null, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a clock that went backwards as a new window', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnce({ path: '/', storage, now: () => 50_000, reload });
    expect(reloadOnce({ path: '/', storage, now: () => 1_000, reload })).toBe(true);
  });
});

describe('given a chunk-load failure (vite:preloadError)', () => {
  it('reloads once and swallows the error, then lets the next one through', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const reload = vi.fn();
    const stop = installPreloadErrorReload(target, { storage, now: () => 5_000, reload });
    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('given a dynamic import that failed outside the preload helper', () => {
  const rejection = (reason: unknown) =>
    Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });

  it('reloads once for a module that could not be fetched', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    const stop = installPreloadErrorReload(target, {
      storage: memoryStorage(),
      now: () => 5_000,
      reload,
    });
    const event = rejection(
      new TypeError('Failed to fetch dynamically imported module: /assets/x-1.js'),
    );
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves any other rejection alone', () => {
    const target = new EventTarget();
    const reload = vi.fn();
    const stop = installPreloadErrorReload(target, { storage: memoryStorage(), reload });
    target.dispatchEvent(rejection(new Error('Falló la red')));
    expect(reload).not.toHaveBeenCalled();
    stop();
  });
});

describe('isModuleLoadError', () => {
  it("recognises each browser's failed import and nothing else", () => {
    expect(isModuleLoadError(new TypeError('error loading dynamically imported module'))).toBe(
      true,
    );
    expect(isModuleLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isModuleLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isModuleLoadError('dynamically imported module')).toBe(false);
  });
});
