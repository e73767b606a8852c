import { describe, expect, it, vi } from 'vitest';
import { fetchBuildManifest, isBuildManifest, watchBuildManifest } from './build-manifest.ts';

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('given builds/latest.json', () => {
  it('reads a valid manifest without the cache', async () => {
    const fetch = vi.fn(() => json({ version: '0.1.0+abc', built_at: '2026-11-22T14:00:00Z' }));
    await expect(fetchBuildManifest(fetch as unknown as typeof globalThis.fetch)).resolves.toEqual({
      version: '0.1.0+abc',
      built_at: '2026-11-22T14:00:00Z',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    expect(init.cache).toBe('no-store');
  });

  it('ignores a missing, invalid or unreachable manifest', async () => {
    await expect(
      fetchBuildManifest((() => json({}, 404)) as unknown as typeof fetch),
    ).resolves.toBeNull();
    await expect(
      fetchBuildManifest((() => json({ version: 3 })) as unknown as typeof fetch),
    ).resolves.toBeNull();
    await expect(
      fetchBuildManifest((() =>
        Promise.reject(new TypeError('offline'))) as unknown as typeof fetch),
    ).resolves.toBeNull();
    expect(isBuildManifest({ version: '', built_at: 'x' })).toBe(false);
  });
});

describe('given the build watcher', () => {
  function setup(versions: string[]) {
    const target = new EventTarget();
    const fetch = vi.fn(() =>
      json({ version: versions.shift() ?? 'v1', built_at: '2026-11-22T14:00:00Z' }),
    );
    const onNewBuild = vi.fn();
    let tick: () => void = () => {};
    const setInterval = vi.fn((callback: () => void) => {
      tick = callback;
      return 1;
    });
    const clearInterval = vi.fn();
    const watcher = watchBuildManifest({
      currentVersion: 'v1',
      onNewBuild,
      fetch: fetch as unknown as typeof globalThis.fetch,
      target,
      visibilityTarget: null,
      setInterval,
      clearInterval,
    });
    return { target, fetch, onNewBuild, watcher, setInterval, clearInterval, tick: () => tick() };
  }

  it('polls every 5 minutes and reports nothing while the version is the same', async () => {
    const { setInterval, watcher, onNewBuild } = setup(['v1']);
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), 300_000);
    await watcher.check();
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it('reports a new version once, on the interval or on focus', async () => {
    const { target, fetch, onNewBuild, watcher, tick } = setup(['v2', 'v2']);
    tick();
    await vi.waitFor(() => expect(onNewBuild).toHaveBeenCalledTimes(1));
    expect(onNewBuild.mock.calls[0]![0]).toMatchObject({ version: 'v2' });
    target.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await watcher.check();
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('stops polling and listening', async () => {
    const { target, fetch, watcher, clearInterval } = setup([]);
    watcher.stop();
    target.dispatchEvent(new Event('focus'));
    expect(clearInterval).toHaveBeenCalledWith(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does nothing without a version of its own (development)', async () => {
    const fetch = vi.fn();
    const w = watchBuildManifest({
      currentVersion: '',
      onNewBuild: vi.fn(),
      fetch,
      target: new EventTarget(),
      visibilityTarget: null,
      setInterval: () => 0,
      clearInterval: () => {},
    });
    await w.check();
    expect(fetch).not.toHaveBeenCalled();
  });
});
