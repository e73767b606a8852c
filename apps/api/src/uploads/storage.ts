/**
 * Stored files written while handling a request: {@link storeUpload} remembers each key on the
 * request, so that a request that fails afterwards leaves no object behind ({@link discardUploads},
 * run by `http/uploads.ts` on every answer ≥ 400) — on either storage driver (object-storage.ts).
 */
import type { FastifyRequest } from 'fastify';
import { newStorageKey, type ObjectStorage } from './object-storage.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Keys stored by {@link storeUpload} during this request. */
    storedUploads?: string[];
  }
}

/** MIME types of the extensions the app stores, for the object's `Content-Type`. */
const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  webm: 'video/webm',
};

/** The MIME type kept with an object of this extension (`application/octet-stream` if unknown). */
export const contentTypeOf = (extension: string): string =>
  contentTypes[extension] ?? 'application/octet-stream';

/**
 * Writes the bytes of an upload for `request` under a fresh key; returns the key. The key is
 * remembered on the request, so that a request that fails afterwards — a database error, a 4xx a
 * handler throws — leaves no object behind.
 * @param extension - the key's extension (`pdf`, `jpg`, …), which also gives its content type.
 * @throws when the store refuses the write.
 */
export async function storeUpload(
  request: FastifyRequest,
  storage: ObjectStorage,
  bytes: Buffer,
  extension: string,
): Promise<string> {
  const key = newStorageKey(extension);
  // Remembered before the write: a write that fails halfway is cleaned up too.
  (request.storedUploads ??= []).push(key);
  await storage.put(key, bytes, contentTypeOf(extension));
  return key;
}

/** Removes every object {@link storeUpload} wrote for `request`. */
export async function discardUploads(
  request: FastifyRequest,
  storage: ObjectStorage,
): Promise<void> {
  const keys = request.storedUploads ?? [];
  request.storedUploads = [];
  if (keys.length) await storage.delete(keys);
}
