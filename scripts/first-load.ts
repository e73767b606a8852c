/**
 * The JavaScript a page downloads on its first load, gzipped (docs/decisions/0035-first-load.md): every script
 * response the browser received while loading the page, fetched again and compressed with gzip
 * level 9 (the server may send it uncompressed; what counts is the weight over a compressing CDN).
 * Used by `pnpm lighthouse` (scripts/lighthouse.mjs) and e2e/first-load.spec.ts.
 */
import { gzipSync } from 'node:zlib';

/** The first-load goal of `/` and `/vacantes`, in KB (1 KB = 1024 bytes) of gzipped JavaScript. */
export const firstLoadBudgetKb = 150;

/**
 * Sums the gzipped size of scripts.
 * @param urls - the scripts' absolute URLs (duplicates are counted once).
 * @returns the total in KB (one decimal) and each file's KB.
 * @throws when a script cannot be fetched again.
 */
export async function gzippedKb(
  urls: readonly string[],
): Promise<{ kb: number; files: { url: string; kb: number }[] }> {
  const files: { url: string; kb: number }[] = [];
  for (const url of [...new Set(urls)]) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    files.push({ url, kb: gzipSync(body, { level: 9 }).length / 1024 });
  }
  const kb = files.reduce((sum, file) => sum + file.kb, 0);
  return { kb: Math.round(kb * 10) / 10, files };
}
