/**
 * The Vite plugins of the platform part, used by
 * `apps/web/vite.config.ts`:
 *
 * - vite-plugin-pwa with `createPwaOptions`: `sw.js` with its offline shell,
 *   whose chunks ({@link shellFiles}) this plugin finds in the bundle;
 * - ours: defines `import.meta.env.VITE_BUILD_VERSION` (the running build's
 *   version), writes `builds/latest.json` (`{ version, built_at }`), which
 *   the app polls, and links the web app manifest and the Apple touch icon
 *   from index.html.
 */
import type { Plugin, PluginOption, ResolvedConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { createPwaOptions } from './pwa-options.ts';

/** Options of {@link jornadaPwaPlugin}. */
export interface JornadaPwaPluginOptions {
  /** Version of the build. @default `process.env.BUILD_VERSION` or `${npm_package_version}+${base-36 time}` */
  version?: string;
  /** Time of the build. @default now */
  builtAt?: Date;
}

/** Path of the build manifest inside the output directory. */
export const BUILD_MANIFEST_FILE = 'builds/latest.json';

type BundleItem =
  | {
      type: 'chunk';
      fileName: string;
      isEntry: boolean;
      imports: string[];
      moduleIds?: readonly string[];
      viteMetadata?: { importedCss: Set<string> };
    }
  | { type: 'asset'; fileName: string };

/**
 * Lazy modules that belong to the offline shell although nothing loads them at start: the
 * toasts' Radix part (`DeferredToastProvider` of @jornada/ui, decision 0035), which comes with the
 * first toast — maybe an action taken offline, before any toast was shown online — and the
 * route table of the pages that join on the way in (`app/router/deferred-routes.tsx`, decision 0035),
 * without which an installed app opened offline at /mis-favoritos could not match the page.
 */
export const SHELL_LAZY_MODULES: readonly RegExp[] = [
  /\/deferred-toast-live\.(tsx|js)$/,
  /\/app\/router\/deferred-routes\.(tsx|js)$/,
];

/**
 * Files of the offline shell: every entry chunk, the chunks of {@link SHELL_LAZY_MODULES}, their
 * static imports (transitively) and their CSS, relative to the output directory.
 */
export function shellFiles(bundle: Record<string, BundleItem>): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const item = bundle[fileName];
    if (!item || files.has(fileName) || item.type !== 'chunk') return;
    files.add(fileName);
    for (const css of item.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of item.imports) visit(imported);
  };
  const lazyShell = (item: BundleItem) =>
    item.type === 'chunk' &&
    (item.moduleIds ?? []).some((id) => SHELL_LAZY_MODULES.some((test) => test.test(id)));
  for (const item of Object.values(bundle))
    if (item.type === 'chunk' && (item.isEntry || lazyShell(item))) visit(item.fileName);
  return [...files].sort();
}

/** Our plugin alone: the build version, `builds/latest.json` and the manifest links. */
export function buildManifestPlugin(
  options: JornadaPwaPluginOptions = {},
  onShell: (files: string[]) => void = () => {},
): Plugin {
  const builtAt = options.builtAt ?? new Date();
  const version =
    options.version ??
    process.env.BUILD_VERSION ??
    `${process.env.npm_package_version ?? '0.0.0'}+${builtAt.getTime().toString(36)}`;
  let config: ResolvedConfig;
  return {
    name: 'jornada-build-manifest',
    config(_, env) {
      return {
        define: {
          'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(
            env.command === 'build' ? version : '',
          ),
        },
      };
    },
    configResolved(resolved) {
      config = resolved;
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
    generateBundle(_, bundle) {
      if (config.build.ssr) return;
      onShell(shellFiles(bundle as unknown as Record<string, BundleItem>));
      this.emitFile({
        type: 'asset',
        fileName: BUILD_MANIFEST_FILE,
        source: `${JSON.stringify({ version, built_at: builtAt.toISOString() }, null, 2)}\n`,
      });
    },
  };
}

/** Every platform plugin: ours and vite-plugin-pwa's. */
export function jornadaPwaPlugin(options: JornadaPwaPluginOptions = {}): PluginOption[] {
  let shell = new Set<string>();
  return [
    buildManifestPlugin(options, (files) => {
      // app-start.js guards every page's start (docs/decisions/0046-stale-builds.md), the shell's too.
      shell = new Set([...files, 'app-start.js']);
    }),
    VitePWA(createPwaOptions(() => shell)),
  ];
}
