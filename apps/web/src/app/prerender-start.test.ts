import { describe, expect, it } from 'vitest';
import {
  appModulesId,
  guardAppStart,
  startAfterFirstPaint,
  type AppModules,
} from './prerender-start.ts';

const page = [
  '<html><head>',
  '    <script src="/theme-init.js"></script>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
  '    <link rel="manifest" href="/manifest.webmanifest">',
  '    <link rel="modulepreload" crossorigin href="/assets/landing-1.js">',
  '    <link rel="preload" as="fetch" crossorigin href="/redirects.json">',
  '  </head><body><div id="root"><h1>Hola</h1></div></body></html>',
].join('\n');

function modulesOf(html: string): AppModules {
  const match = new RegExp(
    `<script type="application/json" id="${appModulesId}">([^<]*)</script>`,
  ).exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as AppModules;
}

describe('startAfterFirstPaint', () => {
  it('lists the entry and the module preloads instead of asking for them', () => {
    const html = startAfterFirstPaint(page);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(modulesOf(html)).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/runtime-1.js', '/assets/landing-1.js'],
    });
  });

  it('keeps the theme script, the other links and the markup, and defers the starter', () => {
    const html = startAfterFirstPaint(page, '/app/');
    expect(html).toContain('<script src="/theme-init.js"></script>');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/redirects.json">');
    expect(html).toContain('<div id="root"><h1>Hola</h1></div>');
    expect(html).toMatch(/<script src="\/app\/app-start\.js" defer><\/script>\s*<\/head>/);
  });

  it('moves the starter of a guarded page to the end of <head>, once', () => {
    const html = startAfterFirstPaint(guardAppStart(page, '<main>Error</main>'));
    expect(html.match(/app-start\.js/g)).toHaveLength(1);
    expect(html).toMatch(/<script src="\/app-start\.js" defer><\/script>\s*<\/head>/);
    expect(html).toContain('<template id="app-load-error"><main>Error</main></template>');
  });

  it('refuses a page without an entry script', () => {
    expect(() => startAfterFirstPaint('<html><head></head><body></body></html>')).toThrow(
      'Expected one module entry script, found 0.',
    );
  });
});

describe('guardAppStart', () => {
  it('puts the deferred starter just before the entry script and the screen in a template', () => {
    const html = guardAppStart(page, '<main><h1>Error de conexión</h1></main>');
    expect(html).toMatch(
      /<script src="\/app-start\.js" defer><\/script>\s*<script type="module" crossorigin src="\/assets\/index-1\.js"><\/script>/,
    );
    expect(html).toMatch(
      /<template id="app-load-error"><main><h1>Error de conexión<\/h1><\/main><\/template>\s*<\/body>/,
    );
  });

  it('refuses a page without an entry script', () => {
    expect(() => guardAppStart('<html><head></head><body></body></html>', '')).toThrow(
      'Expected a module entry script.',
    );
  });
});
