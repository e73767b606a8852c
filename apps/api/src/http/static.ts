/**
 * Serves the built web app (`apps/web/dist`) on the API's origin: files as
 * they are, hashed assets cached for a year, the pages the build pre-rendered
 * (`prerendered/routes.json`, docs/decisions/0009-first-paint.md) for their
 * path without a query string, and `index.html` for every other app route.
 * Source maps (`*.map`) are never served, even when a build wrote them: they
 * would hand out the app's original sources (SECURITY.md, files and links).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** Cache policy of the files under `assets/`, whose names carry a content hash. */
export const immutableAssetCache = 'public, max-age=31536000, immutable';

function readPrerendered(webDist: string): Map<string, string> {
  const index = path.join(webDist, 'prerendered', 'routes.json');
  if (!existsSync(index)) return new Map();
  try {
    const routes = JSON.parse(readFileSync(index, 'utf8')) as Record<string, unknown>;
    return new Map(
      Object.entries(routes).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && existsSync(path.join(webDist, entry[1])),
      ),
    );
  } catch {
    return new Map();
  }
}

/** Whether a requested path is a source map, which is answered 404. */
export const isSourceMap = (file: string) => /\.map$/i.test(file.split('?')[0]!);

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Serves the web app built in `webDist` (which has an `index.html`). */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const prerendered = readPrerendered(webDist);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    allowedPath: (pathname) => !isSourceMap(pathname),
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/') && reply.statusCode === 200)
      reply.header('cache-control', immutableAssetCache);
  });
  app.get('/*', (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (isSourceMap(file)) throw new HttpError(404, 'Ruta no encontrada.', 'not_found');
    if (file && !file.includes('..') && isFile(path.join(webDist, file)))
      return reply.sendFile(file);
    if (/^(api|oauth|[a-z-]+-api)\//.test(file))
      throw new HttpError(404, 'Ruta no encontrada.', 'not_found');
    const page = request.url.includes('?') ? undefined : prerendered.get(`/${file}`);
    return reply
      .header('cache-control', 'no-cache')
      .sendFile(page ?? 'index.html', { cacheControl: false });
  });
}
