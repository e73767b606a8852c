/**
 * The build plugin that pre-renders the first screen of the routes in
 * {@link prerenderedRoutes} (docs/decisions/0009-first-paint.md). After the
 * client bundle is written it renders each route with `prerender.tsx`
 * (loaded through a throwaway Vite SSR server, so it uses the app's own
 * components and styles' class names) and writes `prerendered/<file>`: the
 * built `index.html` with the markup inside `#root`, the page's title, its
 * stylesheet inlined, and preloads of the route's lazy chunks and first requests; the app's
 * modules are asked for after the first paint (`prerender-start.ts`). `prerendered/routes.json`
 * maps each path to its file for the server. It also bundles the renderer of
 * a vacancy's page on request (`render-vacancy.tsx` → `prerendered/render.mjs`,
 * loaded by the API). Production builds only: in launch mode every route
 * shows `/lanzamiento`.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, createServer, minify, type Plugin, type ResolvedConfig } from 'vite';
import {
  prerenderedIndexFile,
  prerenderedRoutes,
  type PrerenderedRoute,
} from './prerender-routes.ts';
import { appStartFile, guardAppStart, startAfterFirstPaint } from './prerender-start.ts';
import type { prerender, PrerenderResult, renderLoadError } from './prerender.tsx';

/** Output folder of the pre-rendered pages. */
export const PRERENDERED_DIR = 'prerendered';

/** The module that renders a vacancy's page on request, bundled for Node under {@link PRERENDERED_DIR}. */
export const VACANCY_RENDERER = 'render.mjs';

const conditions = {
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  define: { 'import.meta.env.VITE_APP_ENV': JSON.stringify('production') },
};

type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
};
type BundleItem = Chunk | { type: 'asset'; fileName: string };

/**
 * The chunks to `modulepreload` for a route: the chunks holding its modules
 * and everything they import statically, minus what the entry already loads.
 */
export function routeChunks(
  bundle: Record<string, BundleItem>,
  root: string,
  modules: string[],
): string[] {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const entryFiles = new Set<string>();
  const collect = (fileName: string, into: Set<string>) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return;
    into.add(fileName);
    for (const imported of chunk.imports) collect(imported, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, entryFiles);
  const files = new Set<string>();
  for (const module of modules) {
    const id = path.resolve(root, module);
    const owner = chunks.find((chunk) => chunk.moduleIds.includes(id));
    if (owner) collect(owner.fileName, files);
  }
  return [...files].filter((file) => !entryFiles.has(file));
}

const stylesheetLink = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * Replaces the template's stylesheet links with `<style>` elements holding
 * the files' contents, so that the pre-rendered page paints without waiting
 * for another request. `read` returns a stylesheet's text by its `href`.
 */
export function inlineStylesheets(template: string, read: (href: string) => string): string {
  return template.replace(stylesheetLink, (_link, href: string) => `<style>${read(href)}</style>`);
}

/**
 * Puts a pre-render into the built `index.html`: the markup in `#root`, the
 * title, and the preload links at the end of `<head>`.
 */
export function fillTemplate(
  template: string,
  result: PrerenderResult,
  preloads: { chunks: string[]; fetches: string[] },
  base = '/',
): string {
  const links = [
    ...preloads.chunks.map(
      (file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`,
    ),
    ...preloads.fetches.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
  ];
  let html = template
    .replace(/\s*<\/head>/, () => `${links.map((link) => `\n    ${link}`).join('')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${result.html}</div>`);
  // Replacer functions, so that a `$` in the markup is never read as a replacement pattern.
  if (result.title)
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${result.title}</title>`);
  return html;
}

/** What the build renders with the app's components: the routes' first screens and the load-error screen. */
interface Rendered {
  routes: Map<string, PrerenderResult>;
  loadError: string;
}

async function renderRoutes(root: string, paths: string[]): Promise<Rendered> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    ...conditions,
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
      prerender: typeof prerender;
      renderLoadError: typeof renderLoadError;
    };
    return {
      routes: new Map(paths.map((route) => [route, module.prerender(route)])),
      loadError: module.renderLoadError(),
    };
  } finally {
    await server.close();
  }
}

/**
 * Bundles `render-vacancy.tsx` for Node as `<outDir>/prerendered/render.mjs`, which the API loads
 * to render a vacancy's page on request. The app's own modules and the workspace packages are
 * bundled; other packages stay imports, resolved from `apps/web/node_modules`.
 */
async function buildVacancyRenderer(root: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    ...conditions,
    build: {
      ssr: 'src/app/render-vacancy.tsx',
      outDir: path.join(outDir, PRERENDERED_DIR),
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      rolldownOptions: { output: { entryFileNames: VACANCY_RENDERER, codeSplitting: false } },
    },
  });
}

/** The pre-rendering plugin for `vite.config.ts`. */
export function prerenderPlugin(routes: PrerenderedRoute[] = prerenderedRoutes): Plugin {
  let config: ResolvedConfig;
  let rendering: Promise<Rendered> | undefined;
  const chunksByPath = new Map<string, string[]>();
  const client = () => config.command === 'build' && !config.build.ssr;
  const enabled = () => client() && (config.env.VITE_APP_ENV ?? 'production') === 'production';
  // Rendered once per build, when index.html is transformed: the load-error screen goes into
  // every page (guardAppStart), the routes' screens into the pre-rendered pages (writeBundle).
  const render = () =>
    (rendering ??= renderRoutes(config.root, enabled() ? routes.map((route) => route.path) : []));
  return {
    name: 'jornada-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!client()) return html;
        return guardAppStart(html, (await render()).loadError, config.base);
      },
    },
    async generateBundle(_, bundle) {
      if (!client()) return;
      const starter = path.join(import.meta.dirname, 'app-start.js');
      const minified = await minify(appStartFile, await readFile(starter, 'utf8'));
      if (minified.errors.length > 0) throw new Error(`${starter}: ${minified.errors[0]!.message}`);
      this.emitFile({ type: 'asset', fileName: appStartFile, source: minified.code });
      if (!enabled()) return;
      for (const route of routes)
        chunksByPath.set(
          route.path,
          routeChunks(bundle as unknown as Record<string, BundleItem>, config.root, route.modules),
        );
    },
    async writeBundle() {
      if (!enabled()) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = inlineStylesheets(
        await readFile(path.join(outDir, 'index.html'), 'utf8'),
        (href) => readFileSync(path.join(outDir, href.slice(config.base.length)), 'utf8'),
      );
      const rendered = (await render()).routes;
      await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
      const index: Record<string, string> = {};
      for (const route of routes) {
        const html = startAfterFirstPaint(
          fillTemplate(
            template,
            rendered.get(route.path)!,
            { chunks: chunksByPath.get(route.path) ?? [], fetches: route.fetches },
            config.base,
          ),
          config.base,
        );
        await writeFile(path.join(outDir, PRERENDERED_DIR, route.file), html);
        index[route.path] = `${PRERENDERED_DIR}/${route.file}`;
      }
      await writeFile(
        path.join(outDir, PRERENDERED_DIR, prerenderedIndexFile),
        `${JSON.stringify(index, null, 2)}\n`,
      );
      await buildVacancyRenderer(config.root, outDir);
    },
  };
}
