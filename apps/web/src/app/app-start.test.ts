import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_KEY, reloadOnce } from '../features/pwa/reload-guard.ts';

const source = readFileSync(path.join(import.meta.dirname, 'app-start.js'), 'utf8');

type Listener = (event: { target: unknown }) => void;

/** A page with only what app-start.js touches: `#root`, the error template, storage, location. */
function page({ stored }: { stored?: Record<string, string> } = {}) {
  const storage = new Map(Object.entries(stored ?? {}));
  const listeners: Listener[] = [];
  const heading = { attributes: new Map<string, string>(), focus: vi.fn() };
  const retry = { attributes: new Map<string, string>([['href', '/']]) };
  const screen = { heading, retry };
  const root = {
    shown: null as unknown,
    replaceChildren(content: unknown) {
      this.shown = content;
    },
    querySelector(selector: string) {
      if (this.shown === null) return null;
      if (selector === 'h1')
        return {
          setAttribute: (n: string, v: string) => heading.attributes.set(n, v),
          focus: heading.focus,
        };
      return { setAttribute: (n: string, v: string) => retry.attributes.set(n, v) };
    },
  };
  const template = { content: { cloneNode: () => screen } };
  const reload = vi.fn();
  const document = {
    visibilityState: 'hidden',
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      if (type === 'error' && capture) listeners.push(listener);
    },
    getElementById: (id: string) =>
      id === 'root' ? root : id === 'app-load-error' ? template : null,
  };
  runInNewContext(source, {
    document,
    location: { pathname: '/vacantes', href: 'http://localhost/vacantes?q=chofer', reload },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    Date,
    Number,
    String,
    isFinite,
  });
  const fail = (target: unknown) => listeners.forEach((listener) => listener({ target }));
  return { storage, root, screen, reload, fail };
}

const moduleScript = { tagName: 'SCRIPT', type: 'module' };

describe('given a page whose entry module cannot be loaded (app-start.js)', () => {
  it('reloads the page the first time and records it for the path', () => {
    const { fail, reload, storage, root } = page();
    fail(moduleScript);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(storage.get(`${RELOAD_GUARD_KEY}/vacantes`))).toBeGreaterThan(0);
    expect(root.shown).toBeNull();
  });

  it('shows the connection-error screen instead when the path was reloaded within 10 s', () => {
    const { fail, reload, root, screen } = page({
      stored: { [`${RELOAD_GUARD_KEY}/vacantes`]: String(Date.now() - 3_000) },
    });
    fail(moduleScript);
    expect(reload).not.toHaveBeenCalled();
    expect(root.shown).toBe(screen);
    expect(screen.retry.attributes.get('href')).toBe('http://localhost/vacantes?q=chofer');
    expect(screen.heading.focus).toHaveBeenCalled();
  });

  it('reloads again once the 10 s have passed', () => {
    const { fail, reload } = page({
      stored: { [`${RELOAD_GUARD_KEY}/vacantes`]: String(Date.now() - 10_001) },
    });
    fail(moduleScript);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores the failure of anything but a module script', () => {
    const { fail, reload, root } = page();
    fail({ tagName: 'IMG' });
    fail({ tagName: 'SCRIPT', type: '' });
    expect(reload).not.toHaveBeenCalled();
    expect(root.shown).toBeNull();
  });

  it('shares its record with the app’s guard: after its reload the app does not reload again', () => {
    const { fail, storage } = page();
    fail(moduleScript);
    const appReload = vi.fn();
    const reloaded = reloadOnce({
      path: '/vacantes',
      storage: { getItem: (key) => storage.get(key) ?? null, setItem: () => {} },
      reload: appReload,
    });
    expect(reloaded).toBe(false);
    expect(appReload).not.toHaveBeenCalled();
  });
});
