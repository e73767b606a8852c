import { describe, expect, it, vi } from 'vitest';
import {
  BUILD_MANIFEST_FILE,
  buildManifestPlugin,
  jornadaPwaPlugin,
  shellFiles,
} from './build-plugin.ts';
import { createPwaOptions, keepShellChunks, NOT_THE_SHELL } from './pwa-options.ts';

const pwaOptions = createPwaOptions(() => new Set());

type Hook = (...args: unknown[]) => unknown;
const call = (hook: unknown, thisArg: unknown, ...args: unknown[]) =>
  (hook as Hook).apply(thisArg, args);

describe('given the build-manifest plugin', () => {
  const builtAt = new Date('2026-11-22T14:00:00Z');

  it('defines the build version for builds only', () => {
    const plugin = buildManifestPlugin({ version: '0.1.0+abc', builtAt });
    expect(call(plugin.config, plugin, {}, { command: 'build' })).toEqual({
      define: { 'import.meta.env.VITE_BUILD_VERSION': '"0.1.0+abc"' },
    });
    expect(call(plugin.config, plugin, {}, { command: 'serve' })).toEqual({
      define: { 'import.meta.env.VITE_BUILD_VERSION': '""' },
    });
  });

  it('writes builds/latest.json with the version and the build time, and reports the shell', () => {
    const onShell = vi.fn();
    const plugin = buildManifestPlugin({ version: '0.1.0+abc', builtAt }, onShell);
    call(plugin.configResolved, plugin, { base: '/', build: { ssr: false } });
    const emitFile = vi.fn();
    call(plugin.generateBundle, { emitFile }, {}, {});
    expect(onShell).toHaveBeenCalledWith([]);
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: BUILD_MANIFEST_FILE,
      source: expect.any(String),
    });
    expect(JSON.parse(emitFile.mock.calls[0]![0].source)).toEqual({
      version: '0.1.0+abc',
      built_at: '2026-11-22T14:00:00.000Z',
    });
  });

  it('links the web app manifest and the Apple touch icon', () => {
    const plugin = buildManifestPlugin();
    call(plugin.configResolved, plugin, { base: '/', build: {} });
    expect(call(plugin.transformIndexHtml, plugin)).toEqual([
      expect.objectContaining({ attrs: { rel: 'manifest', href: '/manifest.webmanifest' } }),
      expect.objectContaining({
        attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      }),
    ]);
  });

  it('comes with vite-plugin-pwa', () => {
    const names = jornadaPwaPlugin()
      .flat()
      .map((plugin) => (plugin as { name: string }).name);
    expect(names).toContain('jornada-build-manifest');
    expect(names.some((name) => name.startsWith('vite-plugin-pwa'))).toBe(true);
  });
});

describe('given a Vite bundle', () => {
  const bundle = {
    'assets/index.js': {
      type: 'chunk',
      fileName: 'assets/index.js',
      isEntry: true,
      imports: ['assets/vendor.js'],
      viteMetadata: { importedCss: new Set(['assets/index.css']) },
    },
    'assets/vendor.js': {
      type: 'chunk',
      fileName: 'assets/vendor.js',
      isEntry: false,
      imports: [],
    },
    'assets/landing.js': {
      type: 'chunk',
      fileName: 'assets/landing.js',
      isEntry: false,
      imports: ['assets/vendor.js'],
    },
    'assets/toast.js': {
      type: 'chunk',
      fileName: 'assets/toast.js',
      isEntry: false,
      imports: ['assets/radix.js'],
      moduleIds: ['/w/packages/ui/src/components/deferred-toast-live.tsx'],
    },
    'assets/radix.js': {
      type: 'chunk',
      fileName: 'assets/radix.js',
      isEntry: false,
      imports: [],
    },
    'assets/deferred-routes.js': {
      type: 'chunk',
      fileName: 'assets/deferred-routes.js',
      isEntry: false,
      imports: ['assets/vendor.js'],
      moduleIds: ['/w/apps/web/src/app/router/deferred-routes.tsx'],
    },
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
  } as const;

  it('the shell is the entry, its static imports and their CSS, the toasts and the deferred route table, not the lazy routes', () => {
    expect(shellFiles(bundle as never)).toEqual([
      'assets/deferred-routes.js',
      'assets/index.css',
      'assets/index.js',
      'assets/radix.js',
      'assets/toast.js',
      'assets/vendor.js',
    ]);
  });

  it('the precache keeps the shell chunks and every non-script file', () => {
    const entry = (url: string) => ({ url, revision: null, size: 1 });
    const kept = keepShellChunks(
      ['index.html', 'assets/index.js', 'assets/vendor.js', 'assets/landing.js', 'icons/i.png'].map(
        entry,
      ),
      new Set(shellFiles(bundle as never)),
    );
    expect(kept.map((e) => e.url)).toEqual([
      'index.html',
      'assets/index.js',
      'assets/vendor.js',
      'icons/i.png',
    ]);
  });
});

describe('given the vite-plugin-pwa options', () => {
  it('writes a classic /sw.js for scope / and leaves registration to the app', () => {
    expect(pwaOptions).toMatchObject({
      strategies: 'generateSW',
      filename: 'sw.js',
      scope: '/',
      injectRegister: false,
      manifest: false,
    });
    // One script, no ES module syntax to import a separate runtime: a classic worker.
    expect(pwaOptions.workbox).toMatchObject({ inlineWorkboxRuntime: true });
  });

  it('waits for the person to accept an update, and takes the page on the first install', () => {
    expect(pwaOptions.workbox).toMatchObject({ skipWaiting: false, clientsClaim: true });
  });

  it('keeps lazy chunks once fetched, so a visited page opens offline', () => {
    const [assets] = pwaOptions.workbox?.runtimeCaching ?? [];
    expect(assets).toMatchObject({
      handler: 'CacheFirst',
      options: { cacheName: 'jornada-assets' },
    });
    const matches = (href: string, sameOrigin = true) =>
      (assets!.urlPattern as (context: { url: URL; sameOrigin: boolean }) => boolean)({
        url: new URL(href),
        sameOrigin,
      });
    expect(matches('http://x.test/assets/landing-Ab12Cd34.js')).toBe(true);
    expect(matches('http://x.test/api/v1/assets/1.js')).toBe(false);
    expect(matches('http://cdn.test/assets/x.js', false)).toBe(false);
  });

  it('answers the app routes with the offline shell, never the API or uploads', () => {
    expect(pwaOptions.workbox?.navigateFallback).toBe('/index.html');
    expect(pwaOptions.workbox?.globIgnores).toEqual(['prerendered/**']);
    for (const path of ['/', '/vacantes', '/vacantes/12', '/mi-perfil', '/apiarios'])
      expect(NOT_THE_SHELL.test(path), path).toBe(false);
    for (const path of [
      '/api/v1/users/me',
      '/oauth/token',
      '/health',
      '/socket.io/',
      '/builds/latest.json',
      '/uploads/images/1.png',
      '/jobs-api/v1/search',
    ])
      expect(NOT_THE_SHELL.test(path), path).toBe(true);
  });
});
