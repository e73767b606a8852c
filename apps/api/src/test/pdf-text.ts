/**
 * The text of a PDF as a reader gets it (pdf.js, the engine of Firefox's
 * viewer), page by page, for tests that assert what a report says.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * Extracts the text of every page.
 * @returns one string per page, its text items joined by spaces.
 */
export async function pdfText(bytes: Buffer): Promise<string[]> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
    verbosity: 0,
  });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await task.destroy();
  return pages;
}
