import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillTemplate, inlineStylesheets, routeChunks } from './prerender-plugin.ts';

const root = '/app';
const chunk = (fileName: string, imports: string[], modules: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  moduleIds: modules.map((module) => path.resolve(root, module)),
});

describe('routeChunks', () => {
  it("lists a route's chunks and their imports, without what the entry loads", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], ['src/main.tsx'], true),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/landing.js': chunk(
        'assets/landing.js',
        ['assets/react.js', 'assets/card.js'],
        ['src/routes/landing.tsx'],
      ),
      'assets/card.js': chunk('assets/card.js', []),
      'assets/other.js': chunk('assets/other.js', [], ['src/routes/other.tsx']),
    };
    expect(routeChunks(bundle, root, ['src/routes/landing.tsx'])).toEqual([
      'assets/landing.js',
      'assets/card.js',
    ]);
  });
});

describe('fillTemplate', () => {
  const template =
    '<html><head><title>Jornada</title>\n  </head><body><div id="root"></div></body></html>';

  it('puts the markup in #root, the title in <head> and the preloads before </head>', () => {
    const html = fillTemplate(
      template,
      { html: '<h1>Hola</h1>', title: 'Jornada: Hola' },
      { chunks: ['assets/landing.js'], fetches: ['/redirects.json'] },
    );
    expect(html).toContain('<div id="root"><h1>Hola</h1></div>');
    expect(html).toContain('<title>Jornada: Hola</title>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing.js">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/redirects.json">');
    expect(html.indexOf('/redirects.json')).toBeLessThan(html.indexOf('</head>'));
  });

  it("copies markup with '$' as it is", () => {
    const html = fillTemplate(
      template,
      { html: "<p>$12,000 – $& $' $1</p>", title: 'Sueldos de $10,000' },
      { chunks: [], fetches: [] },
    );
    expect(html).toContain('<div id="root"><p>$12,000 – $& $\' $1</p></div>');
    expect(html).toContain('<title>Sueldos de $10,000</title>');
  });

  it('keeps the title when the screen sets none', () => {
    const html = fillTemplate(template, { html: '', title: null }, { chunks: [], fetches: [] });
    expect(html).toContain('<title>Jornada</title>');
  });
});

describe('inlineStylesheets', () => {
  it('replaces each stylesheet link with its contents and keeps other links', () => {
    const html = inlineStylesheets(
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css">\n<link rel="manifest" href="/manifest.webmanifest"></head>',
      (href) => (href === '/assets/index-1.css' ? 'body{margin:0}' : ''),
    );
    expect(html).toBe(
      '<head><style>body{margin:0}</style>\n<link rel="manifest" href="/manifest.webmanifest"></head>',
    );
  });
});
