/**
 * Keeping the previous build's files under `assets/` in a new build (docs/decisions/0046-stale-builds.md):
 * their names carry a content hash, so the two builds never share a name, and a page of the
 * previous build (open in a tab, or cached) keeps loading its modules after the new one is
 * served. Each kept file is listed in `builds/retained-assets.json` with the time it stopped
 * being part of a build; it goes once it has been out for {@link DEFAULT_RETAIN_DAYS}.
 */
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where a build lists the files it kept from earlier builds, relative to its folder. */
export const RETAINED_ASSETS_FILE = 'builds/retained-assets.json';

/** How long a file stays after the build that used it was replaced, in days. @default 7 */
export const DEFAULT_RETAIN_DAYS = 7;

/** A build's kept files: name under `assets/` → when it stopped being part of a build (ISO 8601). */
export type RetainedAssets = Record<string, string>;

/** Options of {@link keepPreviousAssets}. */
export interface KeepPreviousAssetsOptions {
  /** The previous build's folder (it holds `assets/` and maybe its own retained list). */
  previous: string;
  /** The new build's folder, already written. */
  outDir: string;
  /** The time of the new build. @default new Date() */
  now?: Date;
  /** Days a replaced file is kept. @default {@link DEFAULT_RETAIN_DAYS} */
  retainDays?: number;
}

/** What {@link keepPreviousAssets} did: the names kept and the names let go, sorted. */
export interface KeptAssets {
  kept: string[];
  dropped: string[];
}

/** Whether a file under `assets/` is worth keeping: never a source map (never served). */
const isServedAsset = (name: string) => !name.endsWith('.map');

async function filesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder, { withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** A build's retained list, or none when it has no (readable) list. */
export async function readRetainedAssets(buildDir: string): Promise<RetainedAssets> {
  try {
    const value = JSON.parse(await readFile(path.join(buildDir, RETAINED_ASSETS_FILE), 'utf8'));
    return value && typeof value === 'object' ? (value as RetainedAssets) : {};
  } catch {
    return {};
  }
}

/**
 * Copies into `outDir/assets/` every served file of `previous/assets/` that the new build does
 * not have, unless it has been out of a build for longer than `retainDays`, and writes
 * `outDir/builds/retained-assets.json`. A file the previous build used itself is out from `now`;
 * one it had kept keeps its date.
 */
export async function keepPreviousAssets(options: KeepPreviousAssetsOptions): Promise<KeptAssets> {
  const now = options.now ?? new Date();
  const retainMs = (options.retainDays ?? DEFAULT_RETAIN_DAYS) * 24 * 60 * 60 * 1000;
  const current = new Set(await filesIn(path.join(options.outDir, 'assets')));
  const earlier = await readRetainedAssets(options.previous);
  const retained: RetainedAssets = {};
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const name of (await filesIn(path.join(options.previous, 'assets'))).sort()) {
    if (current.has(name) || !isServedAsset(name)) continue;
    const since = earlier[name] ?? now.toISOString();
    if (now.getTime() - Date.parse(since) >= retainMs) {
      dropped.push(name);
      continue;
    }
    await cp(
      path.join(options.previous, 'assets', name),
      path.join(options.outDir, 'assets', name),
    );
    retained[name] = since;
    kept.push(name);
  }
  await mkdir(path.dirname(path.join(options.outDir, RETAINED_ASSETS_FILE)), { recursive: true });
  await writeFile(
    path.join(options.outDir, RETAINED_ASSETS_FILE),
    `${JSON.stringify(retained, null, 2)}\n`,
  );
  return { kept, dropped };
}

/**
 * Copies what {@link keepPreviousAssets} reads of a build (its served `assets/` files and its
 * retained list) to `into`, so that it survives the new build emptying the folder.
 */
export async function snapshotBuild(buildDir: string, into: string): Promise<void> {
  await mkdir(path.join(into, 'assets'), { recursive: true });
  for (const name of await filesIn(path.join(buildDir, 'assets')))
    if (isServedAsset(name))
      await cp(path.join(buildDir, 'assets', name), path.join(into, 'assets', name));
  const list = await readRetainedAssets(buildDir);
  await mkdir(path.dirname(path.join(into, RETAINED_ASSETS_FILE)), { recursive: true });
  await writeFile(path.join(into, RETAINED_ASSETS_FILE), JSON.stringify(list));
}
