/**
 * The Vite plugin of the platform part (spec sections 4 and 9), used by
 * `apps/web/vite.config.ts`. vite-plugin-pwa is not installed in this
 * workspace, so the service worker is the hand-written classic worker
 * `public/sw.js`; at build time this plugin:
 *
 * - defines `import.meta.env.VITE_BUILD_VERSION` (the running build's version);
 * - writes `builds/latest.json` (`{ version, built_at }`), which the app polls;
 * - writes `sw.js` from `public/sw.js` with the version and the offline
 *   shell's files (entry chunk, its static imports and CSS) filled in, so
 *   that every build is a new worker;
 * - links the web app manifest and the Apple touch icon from index.html.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Options of {@link jornadaPwaPlugin}. */
export interface JornadaPwaPluginOptions {
  /** Version of the build. @default `${npm_package_version}+${base-36 time}` or `process.env.BUILD_VERSION` */
  version?: string;
  /** Time of the build. @default now */
  builtAt?: Date;
}

/** Placeholders of `public/sw.js`. */
export const SW_VERSION_PLACEHOLDER = '__JORNADA_BUILD_VERSION__';
export const SW_PRECACHE_PLACEHOLDER = '/* __JORNADA_PRECACHE__ */ []';

/** Fills the worker template: the version and the list of shell files. */
export function renderServiceWorker(
  template: string,
  version: string,
  precache: readonly string[],
): string {
  if (!template.includes(SW_VERSION_PLACEHOLDER) || !template.includes(SW_PRECACHE_PLACEHOLDER)) {
    throw new Error('public/sw.js no contiene los marcadores de versión y de precarga.');
  }
  return template
    .replaceAll(SW_VERSION_PLACEHOLDER, version.replace(/[^\w.+-]/g, ''))
    .replace(SW_PRECACHE_PLACEHOLDER, JSON.stringify(precache));
}

type BundleItem =
  | {
      type: 'chunk';
      fileName: string;
      isEntry: boolean;
      imports: string[];
      viteMetadata?: { importedCss: Set<string> };
    }
  | { type: 'asset'; fileName: string };

/** Files of the offline shell: every entry chunk, its static imports (transitively) and their CSS, as absolute URLs. */
export function shellFiles(bundle: Record<string, BundleItem>, base = '/'): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (!item || files.has(fileName) || item.type !== 'chunk') return;
    files.add(fileName);
    for (const css of item.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of item.imports) visit(imported);
  };
  for (const item of Object.values(bundle))
    if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
  return [...files].sort().map((file) => `${base}${file}`);
}

/** The plugin. */
export function jornadaPwaPlugin(options: JornadaPwaPluginOptions = {}): Plugin {
  const builtAt = options.builtAt ?? new Date();
  const version =
    options.version ??
    process.env.BUILD_VERSION ??
    `${process.env.npm_package_version ?? '0.0.0'}+${builtAt.getTime().toString(36)}`;
  let config: ResolvedConfig;
  let precache: string[] = [];
  return {
    name: 'jornada-pwa',
    config(_, env) {
      return {
        define: {
          'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(
            env.command === 'build' ? version : '',
          ),
        },
      };
    },
    transformIndexHtml() {
      return [
        {
          tag: 'link',
          attrs: { rel: 'manifest', href: `${config.base}manifest.webmanifest` },
          injectTo: 'head',
        },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: `${config.base}icons/apple-touch-icon.png` },
          injectTo: 'head',
        },
      ];
    },
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_, bundle) {
      if (config.build.ssr) return;
      precache = shellFiles(bundle as unknown as Record<string, BundleItem>, config.base);
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ version, built_at: builtAt.toISOString() }, null, 2)}\n`,
      });
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr || !config.publicDir) return;
      const template = await readFile(path.join(config.publicDir, 'sw.js'), 'utf8');
      const outDir = path.resolve(config.root, config.build.outDir);
      await writeFile(path.join(outDir, 'sw.js'), renderServiceWorker(template, version, precache));
    },
  };
}
