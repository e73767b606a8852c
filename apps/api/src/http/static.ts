/**
 * Serves the built web app (`apps/web/dist`) on the API's origin: files as
 * they are, hashed assets cached for a year, the pages the build pre-rendered
 * (prerendered.ts, docs/decisions/0009-first-paint.md) for their path without
 * a query string, and `index.html` for every other app route.
 * A file under `assets/` that is not there answers 404 (`no-store`), never `index.html`: a page
 * of an earlier build asking for a module this build does not keep must see the failure (and
 * reload, `apps/web/src/app/app-start.js`), and no cache may keep HTML under a module's name;
 * the build keeps the previous build's files for a few days (docs/decisions/0046-stale-builds.md).
 * Source maps (`*.map`) are never served, even when a build wrote them: they
 * would hand out the app's original sources (SECURITY.md, files and links);
 * nor is the `prerendered/` folder as files (it holds the server's renderer).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';
import { readPrerenderedPages, type PrerenderedPage } from './prerendered.ts';

/** Cache policy of the files under `assets/`, whose names carry a content hash. */
export const immutableAssetCache = 'public, max-age=31536000, immutable';

/** Whether a requested path is a source map, which is answered 404. */
export const isSourceMap = (file: string) => /\.map$/i.test(file.split('?')[0]!);

/** Whether a requested path is under `prerendered/`, answered 404 as a file. */
const isPrerenderedFile = (file: string) => /^\/?prerendered\//i.test(file);

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Renders a pre-rendered page's route with its data on request (`vacancy-page.ts`): the page's
 * HTML with the data in it, or undefined to serve the pre-rendered page as it is. It must not
 * throw: a page is always answered.
 */
export type PageRenderer = (page: PrerenderedPage) => Promise<string | undefined>;

/**
 * Serves the web app built in `webDist` (which has an `index.html`).
 *
 * @param renderers - renderers by pre-rendered route (`/vacantes/:id`), tried before the page
 *   is served as the build wrote it.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  renderers: Record<string, PageRenderer> = {},
): Promise<void> {
  const prerendered = readPrerenderedPages(webDist);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    allowedPath: (pathname) => !isSourceMap(pathname) && !isPrerenderedFile(pathname),
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/') && reply.statusCode === 200)
      reply.header('cache-control', immutableAssetCache);
  });
  app.get('/*', async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    // Pre-rendered pages are served for their routes; the folder also holds the server's renderer.
    if (isSourceMap(file) || isPrerenderedFile(file))
      throw new HttpError(404, 'Ruta no encontrada.', 'not_found');
    if (file && !file.includes('..') && isFile(path.join(webDist, file)))
      return reply.sendFile(file);
    if (/^(api|oauth|[a-z-]+-api)\//.test(file))
      throw new HttpError(404, 'Ruta no encontrada.', 'not_found');
    if (file.startsWith('assets/')) {
      reply.header('cache-control', 'no-store');
      throw new HttpError(404, 'Este archivo ya no existe.', 'not_found');
    }
    const page = request.url.includes('?') ? undefined : prerendered.page(`/${file}`);
    reply.header('cache-control', 'no-cache');
    if (page !== undefined)
      return reply
        .type('text/html; charset=utf-8')
        .send((await renderers[page.route]?.(page)) ?? page.html);
    return reply.sendFile('index.html', { cacheControl: false });
  });
}
