import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from './errors.ts';
import { immutableAssetCache, registerWebApp } from './static.ts';

const vacancyShell = [
  '<head><link rel="preload" as="fetch" crossorigin href="/redirects.json">',
  '<link rel="preload" as="fetch" crossorigin href="/api/v1/vacancies/:id"></head>',
  '<style>a:hover{color:red}</style><div id="root"><p>/:id</p></div>',
].join('');

function webDist(withPrerendered: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'jornada-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":[]}');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.css.map'), '{"version":3,"sources":[]}');
  if (withPrerendered) {
    mkdirSync(path.join(dir, 'prerendered'));
    writeFileSync(path.join(dir, 'prerendered', 'landing.html'), '<h1>Landing</h1>');
    writeFileSync(path.join(dir, 'prerendered', 'vacancy.html'), vacancyShell);
    writeFileSync(
      path.join(dir, 'prerendered', 'routes.json'),
      JSON.stringify({
        '/': 'prerendered/landing.html',
        '/gone': 'prerendered/missing.html',
        '/vacantes/:id': 'prerendered/vacancy.html',
      }),
    );
  }
  return dir;
}

async function serve(dist: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  await registerWebApp(app, dist);
  return app;
}

describe('the web app on the API origin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await serve(webDist(true));
  });
  afterAll(() => app.close());

  it('serves the pre-rendered landing for / without a query string', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<h1>Landing</h1>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves index.html for / with a query string and for other app routes', async () => {
    for (const url of ['/?ref=correo', '/login', '/vacantes/12?ref=1', '/gone']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<div id="root"></div>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves a vacancy its pre-rendered page, preloading that vacancy: the id goes into the preload links only', async () => {
    const response = await app.inject({ url: '/vacantes/12' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(
      vacancyShell.replace('/api/v1/vacancies/:id', '/api/v1/vacancies/12'),
    );
  });

  it('serves index.html where a parameter is not a plain value or the path goes on', async () => {
    for (const url of [
      '/vacantes/12/editar',
      '/vacantes/a%22b',
      `/vacantes/${'9'.repeat(65)}`,
      '/vacantes/',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<div id="root"></div>');
    }
  });

  it('caches hashed assets for a year, other files not', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(immutableAssetCache);
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).not.toContain('immutable');
  });

  describe('given a build that wrote source maps beside its bundles', () => {
    it('answers 404 for them, also with a query string or another case, and not the app', async () => {
      for (const url of [
        '/assets/index-abc123.js.map',
        '/assets/index-abc123.css.map',
        '/assets/index-abc123.js.map?v=1',
        '/assets/index-abc123.js.MAP',
        '/assets/missing.js.map',
      ]) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('"sources"');
        expect(response.body, url).not.toBe('<div id="root"></div>');
      }
    });

    it('still serves the bundles themselves', async () => {
      const response = await app.inject({ url: '/assets/index-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('console.log(1);');
    });
  });

  it('answers 404 for a module no build kept, never the app, and lets nothing cache it', async () => {
    for (const url of ['/assets/index-gone99.js', '/assets/search-gone99.css?v=1']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body, url).not.toBe('<div id="root"></div>');
    }
  });

  it('answers 404 for unknown API paths instead of the app', async () => {
    const response = await app.inject({ url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
  });
});

describe('a build without pre-rendered pages', () => {
  it('serves index.html for /', async () => {
    const app = await serve(webDist(false));
    const response = await app.inject({ url: '/' });
    expect(response.body).toBe('<div id="root"></div>');
    await app.close();
  });
});
