/**
 * The API documents itself: the OpenAPI documents as JSON (the main contract,
 * the voice service and the web app's static files) and an interactive
 * reference at `/api/docs`, rendered by Scalar in the browser.
 *
 * The renderer is the standalone bundle that `@scalar/fastify-api-reference`
 * carries, served from this origin (no CDN, no web fonts, the AI agent and
 * the developer toolbar off: the page asks no other origin for anything). The page is our own rather than the
 * plugin's, whose page initialises Scalar with an inline script: ours holds
 * none (the configuration travels in a `data-configuration` attribute, which
 * Scalar's bundle reads), so the app's Content Security Policy applies to
 * `/api/docs` unchanged: scripts from this origin only, Scalar's injected
 * styles under the `'unsafe-inline'` style-src helmet already allows, its
 * workers from `blob:` as the app's own, documents fetched from this origin.
 * e2e/api-docs.spec.ts fails on any CSP violation the page reports.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import scalarReference from '@scalar/fastify-api-reference';
import Fastify, { type FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { contractPath } from './contract.ts';

/** Where the interactive reference lives. */
export const apiDocsPath = '/api/docs';

/** Where each OpenAPI document is served, as JSON. */
export const apiDocumentPaths = {
  /** The main contract (`openapi/src/openapi.yaml`, bundled). */
  main: '/api/v1/openapi.json',
  /** The third-party voice service (`openapi/voice.yaml`). */
  voice: '/api/v1/openapi/voice.json',
  /** The web app's own files (`openapi/static.yaml`). */
  static: '/api/v1/openapi/static.json',
} as const;

/** Path of the renderer's bundle. */
export const apiDocsScriptPath = `${apiDocsPath}/scalar.js`;

const require = createRequire(import.meta.url);

const documentCache = new Map<string, string>();

/** A YAML document as JSON text, read once per process. */
function readDocument(file: string): string {
  let json = documentCache.get(file);
  if (json === undefined) {
    json = JSON.stringify(parse(readFileSync(file, 'utf8')) as unknown);
    documentCache.set(file, json);
  }
  return json;
}

/**
 * Reads the standalone bundle out of the Scalar Fastify plugin, which serves it
 * at `<routePrefix>/js/scalar.js` (it exports no other way to reach it), from a
 * throwaway instance, so that `/api/docs` itself is our page; once per process.
 */
function loadRendererBundle(): Promise<string> {
  rendererBundle ??= readRendererBundle().catch((error: unknown) => {
    rendererBundle = undefined;
    throw error;
  });
  return rendererBundle;
}

let rendererBundle: Promise<string> | undefined;

/** Reads the bundle once: {@link loadRendererBundle} keeps it for the process. */
async function readRendererBundle(): Promise<string> {
  const donor = Fastify({ logger: false });
  await donor.register(scalarReference, {
    routePrefix: '/reference',
    configuration: { url: apiDocumentPaths.main },
  });
  const response = await donor.inject({ url: '/reference/js/scalar.js' });
  await donor.close();
  if (response.statusCode !== 200) throw new Error('The Scalar renderer bundle is not available.');
  return response.body;
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Scalar's light theme draws the placeholder text, the HTTP method badges and
 * numbers in colours under WCAG's 4.5:1 on its backgrounds (#8e8e8e, #00935d,
 * #ff5700 and #ff0000 on #f6f6f6 are 2.9–3.9:1, found by axe in
 * e2e/api-docs.spec.ts); these darker tones pass on every background it uses.
 * Only the light theme is offered, the one that is checked.
 */
const contrastCss = `.light-mode {
  --scalar-color-3: #666666;
  --scalar-color-green: #00754a;
  --scalar-color-orange: #ad3f00;
  --scalar-color-red: #c00000;
  --scalar-color-blue: #00558f;
  --scalar-color-yellow: #7a5f00;
  --scalar-color-purple: #5203d1;
}`;

/**
 * The reference page. `lang="en"`: the contract and Scalar's interface are
 * written in English (the contract's descriptions cite the Spanish spec).
 */
function referencePage(): string {
  const configuration = {
    sources: [
      { title: 'Jornada API', slug: 'jornada', url: apiDocumentPaths.main, default: true },
      { title: 'Voice service', slug: 'voice', url: apiDocumentPaths.voice },
      { title: 'Web app static files', slug: 'static', url: apiDocumentPaths.static },
    ],
    withDefaultFonts: false,
    showDeveloperTools: 'never',
    agent: { disabled: true },
    mcp: { disabled: true },
    documentDownloadType: 'json',
    forceDarkModeState: 'light',
    hideDarkModeToggle: true,
    customCss: contrastCss,
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Jornada API reference</title>
  </head>
  <body>
    <script id="api-reference" type="application/json" data-configuration="${escapeAttribute(JSON.stringify(configuration))}"></script>
    <script src="${apiDocsScriptPath}"></script>
  </body>
</html>
`;
}

/** Registers the OpenAPI documents and the reference at {@link apiDocsPath}. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const documents: Record<string, string> = {
    [apiDocumentPaths.main]: readDocument(contractPath),
    [apiDocumentPaths.voice]: readDocument(require.resolve('@jornada/openapi/voice.yaml')),
    [apiDocumentPaths.static]: readDocument(require.resolve('@jornada/openapi/static.yaml')),
  };
  for (const [url, body] of Object.entries(documents)) {
    app.get(url, (_request, reply) =>
      reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(body),
    );
  }

  const bundle = await loadRendererBundle();
  const page = referencePage();
  for (const url of [apiDocsPath, `${apiDocsPath}/`]) {
    app.get(url, (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
    );
  }
  app.get(apiDocsScriptPath, (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(bundle),
  );
}
