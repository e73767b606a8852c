import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  keepPreviousAssets,
  readRetainedAssets,
  RETAINED_ASSETS_FILE,
  snapshotBuild,
} from './previous-assets.ts';

const day = 24 * 60 * 60 * 1000;

/** A build folder with `files` under `assets/` and, optionally, a retained list. */
function build(files: Record<string, string>, retained?: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'jornada-build-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'builds'));
  for (const [name, text] of Object.entries(files))
    writeFileSync(path.join(dir, 'assets', name), text);
  if (retained) writeFileSync(path.join(dir, RETAINED_ASSETS_FILE), JSON.stringify(retained));
  return dir;
}

const asset = (dir: string, name: string) => path.join(dir, 'assets', name);

describe('given a new build written over the previous one', () => {
  const now = new Date('2026-12-02T12:00:00Z');

  it('keeps the previous build’s files beside the new ones and lists when they went out', async () => {
    const previous = build({ 'index-old1.js': 'viejo', 'search-old1.js': 'búsqueda' });
    const outDir = build({ 'index-new2.js': 'nuevo' });
    const result = await keepPreviousAssets({ previous, outDir, now });
    expect(result).toEqual({ kept: ['index-old1.js', 'search-old1.js'], dropped: [] });
    expect(readFileSync(asset(outDir, 'index-old1.js'), 'utf8')).toBe('viejo');
    expect(readFileSync(asset(outDir, 'index-new2.js'), 'utf8')).toBe('nuevo');
    expect(await readRetainedAssets(outDir)).toEqual({
      'index-old1.js': now.toISOString(),
      'search-old1.js': now.toISOString(),
    });
  });

  it('keeps an older build’s file with its first date, and lets it go after the retention', async () => {
    const previous = build(
      { 'index-old1.js': 'viejo', 'index-older0.js': 'más viejo', 'index-oldest.js': 'antiguo' },
      {
        'index-older0.js': new Date(now.getTime() - 3 * day).toISOString(),
        'index-oldest.js': new Date(now.getTime() - 7 * day).toISOString(),
      },
    );
    const outDir = build({ 'index-new2.js': 'nuevo' });
    const result = await keepPreviousAssets({ previous, outDir, now, retainDays: 7 });
    expect(result).toEqual({
      kept: ['index-old1.js', 'index-older0.js'],
      dropped: ['index-oldest.js'],
    });
    expect(existsSync(asset(outDir, 'index-oldest.js'))).toBe(false);
    expect((await readRetainedAssets(outDir))['index-older0.js']).toBe(
      new Date(now.getTime() - 3 * day).toISOString(),
    );
  });

  it('never keeps a source map, nor lists a file the new build has itself', async () => {
    const previous = build({ 'index-old1.js.map': '{}', 'icon-same.svg': '<svg/>' });
    const outDir = build({ 'icon-same.svg': '<svg/>' });
    expect(await keepPreviousAssets({ previous, outDir, now })).toEqual({ kept: [], dropped: [] });
    expect(existsSync(asset(outDir, 'index-old1.js.map'))).toBe(false);
    expect(await readRetainedAssets(outDir)).toEqual({});
  });

  it('survives the output folder being emptied, through a snapshot taken first', async () => {
    const previous = build(
      { 'index-old1.js': 'viejo', 'index-old1.js.map': '{}' },
      { 'index-older0.js': now.toISOString() },
    );
    const snapshot = mkdtempSync(path.join(tmpdir(), 'jornada-snapshot-'));
    await snapshotBuild(previous, snapshot);
    expect(readFileSync(asset(snapshot, 'index-old1.js'), 'utf8')).toBe('viejo');
    expect(existsSync(asset(snapshot, 'index-old1.js.map'))).toBe(false);
    expect(await readRetainedAssets(snapshot)).toEqual({ 'index-older0.js': now.toISOString() });
  });
});
