/**
 * Reads the files of a ZIP archive (an XLSX workbook) in tests, to check
 * what a spreadsheet reader does not tell: styles and frozen panes. Handles
 * stored and deflated entries through the central directory; no ZIP64.
 */
import { inflateRawSync } from 'node:zlib';

/**
 * The text of every file in a ZIP archive, by path (e.g. `xl/worksheets/sheet1.xml`).
 * @throws when the archive has no end-of-central-directory record.
 */
export function unzipText(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('No es un archivo ZIP.');
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < entries; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}
