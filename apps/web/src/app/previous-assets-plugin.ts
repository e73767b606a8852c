/**
 * The build plugin that keeps the previous build's `assets/` in the new one
 * (`previous-assets.ts`, docs/decisions/0046-stale-builds.md). Before Vite empties the output
 * folder it copies the previous build's files aside — from `PREVIOUS_WEB_DIST` when set (the
 * build deployed now, e.g. taken from the running image), else from the output folder itself —
 * and once the new build, its service worker included, is written it puts back those the new
 * build does not have, for `WEB_ASSETS_RETAIN_DAYS` days (default 7; 0 keeps nothing). The kept
 * files are not in the worker's precache: it is written before they come back.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { DEFAULT_RETAIN_DAYS, keepPreviousAssets, snapshotBuild } from './previous-assets.ts';

/** Options of {@link previousAssetsPlugin}; both default to the environment. */
export interface PreviousAssetsPluginOptions {
  /** The previous build's folder. @default process.env.PREVIOUS_WEB_DIST, else the output folder */
  previous?: string | undefined;
  /** Days a replaced file is kept. @default process.env.WEB_ASSETS_RETAIN_DAYS, else 7 */
  retainDays?: number;
}

function retainDaysFromEnv(): number {
  const value = Number(process.env.WEB_ASSETS_RETAIN_DAYS);
  return process.env.WEB_ASSETS_RETAIN_DAYS && Number.isFinite(value) && value >= 0
    ? value
    : DEFAULT_RETAIN_DAYS;
}

/** The plugin for `vite.config.ts`; client builds only. */
export function previousAssetsPlugin(options: PreviousAssetsPluginOptions = {}): Plugin {
  let config: ResolvedConfig;
  let snapshot: string | null = null;
  const retainDays = options.retainDays ?? retainDaysFromEnv();
  return {
    name: 'jornada-previous-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.build.ssr || retainDays <= 0) return;
      const previous =
        options.previous ??
        process.env.PREVIOUS_WEB_DIST ??
        path.resolve(config.root, config.build.outDir);
      if (!existsSync(path.join(previous, 'assets'))) return;
      snapshot = await mkdtemp(path.join(tmpdir(), 'jornada-previous-assets-'));
      await snapshotBuild(previous, snapshot);
    },
    closeBundle: {
      // After vite-plugin-pwa's closeBundle wrote sw.js, so the kept files are not precached.
      order: 'post',
      sequential: true,
      async handler() {
        if (!snapshot) return;
        try {
          const { kept, dropped } = await keepPreviousAssets({
            previous: snapshot,
            outDir: path.resolve(config.root, config.build.outDir),
            retainDays,
          });
          config.logger.info(
            `Archivos de la compilación anterior: ${kept.length} conservados, ${dropped.length} retirados (${retainDays} días).`,
          );
        } finally {
          await rm(snapshot, { recursive: true, force: true });
          snapshot = null;
        }
      },
    },
  };
}
