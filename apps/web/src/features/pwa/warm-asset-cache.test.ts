import { describe, expect, it, vi } from 'vitest';
import { warmAssetCache } from './warm-asset-cache.ts';

describe('given the page loaded its chunks before the worker took control', () => {
  it('fetches the same-origin /assets/ files again, once each, and nothing else', async () => {
    const fetch = vi.fn(async () => new Response('x'));
    const urls = await warmAssetCache({
      origin: 'https://jornada.test',
      fetch: fetch as unknown as typeof globalThis.fetch,
      loaded: [
        'https://jornada.test/assets/landing-Ab12Cd34.js',
        'https://jornada.test/assets/landing-Ab12Cd34.js',
        'https://jornada.test/assets/index-Zz99Yy88.css',
        'https://jornada.test/api/v1/states',
        'https://cdn.test/assets/x.js',
      ],
    });
    expect(urls).toEqual([
      'https://jornada.test/assets/landing-Ab12Cd34.js',
      'https://jornada.test/assets/index-Zz99Yy88.css',
    ]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('ignores a file that fails to load', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    await expect(
      warmAssetCache({
        origin: 'https://jornada.test',
        fetch: fetch as unknown as typeof globalThis.fetch,
        loaded: ['https://jornada.test/assets/a.js'],
      }),
    ).resolves.toEqual(['https://jornada.test/assets/a.js']);
  });
});
