/**
 * Recognises the type of an uploaded file by its first bytes, and reads image dimensions, so that
 * an upload is checked on what it is, never on the name or the type the browser claimed.
 */

/** MIME type and extension recognised from the first bytes, or null. */
export function sniff(bytes: Buffer): { mime: string; extension: string } | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { mime: 'image/png', extension: 'png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { mime: 'image/jpeg', extension: 'jpg' };
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP')
    return { mime: 'image/webp', extension: 'webp' };
  if (bytes.toString('ascii', 0, 5) === '%PDF-')
    return { mime: 'application/pdf', extension: 'pdf' };
  return null;
}

/** Width and height of a PNG, JPEG or WebP image, when readable. */
export function dimensions(bytes: Buffer, mime: string): { width: number; height: number } | null {
  try {
    if (mime === 'image/png')
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    if (mime === 'image/webp' && bytes.toString('ascii', 12, 16) === 'VP8X') {
      return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
    }
    if (mime === 'image/jpeg') {
      for (let i = 2; i + 9 < bytes.length;) {
        if (bytes[i] !== 0xff) return null;
        const marker = bytes[i + 1]!;
        const length = bytes.readUInt16BE(i + 2);
        if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
          return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
        }
        i += 2 + length;
      }
    }
  } catch {
    return null;
  }
  return null;
}
