import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderServiceWorker, shellFiles } from './build-plugin.ts';

const template = readFileSync(new URL('../../../public/sw.js', import.meta.url), 'utf8');

describe('given the service worker template (public/sw.js)', () => {
  it('gets the build version and the shell files, and stays valid JavaScript', () => {
    const sw = renderServiceWorker(template, '0.1.0+abc', [
      '/assets/index-1.js',
      '/assets/index-2.css',
    ]);
    expect(sw).toContain("var BUILD_VERSION = '0.1.0+abc';");
    expect(sw).toContain('.concat(["/assets/index-1.js","/assets/index-2.css"])');
    expect(() => new Function(sw)).not.toThrow();
  });

  it('strips characters that could break out of the string', () => {
    expect(renderServiceWorker(template, "1'; evil()", [])).toContain(
      "var BUILD_VERSION = '1evil';",
    );
  });

  it('refuses a template without the placeholders', () => {
    expect(() => renderServiceWorker('self.x = 1;', 'v', [])).toThrow(/marcadores/);
  });
});

describe('given a Vite bundle', () => {
  it('keeps the entry, its static imports and their CSS, not the lazy routes', () => {
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
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
    } as const;
    expect(shellFiles(bundle as never)).toEqual([
      '/assets/index.css',
      '/assets/index.js',
      '/assets/vendor.js',
    ]);
  });
});
