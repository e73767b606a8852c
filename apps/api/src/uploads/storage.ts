/**
 * Where uploaded bytes live: `UPLOAD_DIR`, else `<dataDir>/uploads` (a
 * temporary directory when the database is in memory). Also recognises file
 * types by their first bytes and reads image dimensions.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Keys stored by {@link storeUpload} during this request. */
    storedUploads?: string[];
  }
}

/** The uploads directory for a configuration. */
export function uploadDir(config: Config): string {
  if (process.env.UPLOAD_DIR) return process.env.UPLOAD_DIR;
  return config.dataDir.startsWith('memory://')
    ? path.join(tmpdir(), 'jornada-uploads')
    : path.join(config.dataDir, 'uploads');
}

/** Writes bytes under a fresh random key; returns the key. */
export async function store(config: Config, bytes: Buffer, extension: string): Promise<string> {
  const key = `${randomBytes(16).toString('hex')}.${extension}`;
  const dir = path.join(uploadDir(config), key.slice(0, 2));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, key), bytes);
  return key;
}

/**
 * Writes the bytes of an upload for `request` (see {@link store}). The key is
 * remembered on the request, so that a request that fails afterwards — a
 * database error, a 4xx a handler throws — leaves no file behind
 * ({@link discardUploads}, run by `http/uploads.ts` on every answer ≥ 400).
 */
export async function storeUpload(
  request: FastifyRequest,
  config: Config,
  bytes: Buffer,
  extension: string,
): Promise<string> {
  const key = await store(config, bytes, extension);
  (request.storedUploads ??= []).push(key);
  return key;
}

/** Removes every file {@link storeUpload} wrote for `request`. */
export async function discardUploads(request: FastifyRequest, config: Config): Promise<void> {
  const keys = request.storedUploads ?? [];
  request.storedUploads = [];
  await Promise.all(
    keys.map((key) => {
      const file = pathOf(config, key);
      return file ? rm(file, { force: true }) : undefined;
    }),
  );
}

/** Absolute path of a stored key (keys are hex + extension, so no traversal). */
export function pathOf(config: Config, key: string): string | null {
  return /^[a-f0-9]{32}\.[a-z]{3,4}$/.test(key)
    ? path.join(uploadDir(config), key.slice(0, 2), key)
    : null;
}

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
