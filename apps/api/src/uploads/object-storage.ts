/**
 * The one interface every stored file goes through (images, documents and CVs, signed PDFs, kept
 * reports, video recordings), with two drivers: a local folder (local-storage.ts, the default) and
 * any S3-compatible store (s3-storage.ts). docs/decisions/0037-object-storage.md says why and how.
 *
 * Keys are what the `files` table keeps in `storage_key`: 32 hex digits and an extension
 * (`3f…a9.pdf`), and for the parts of a recording that key plus `.part-000042`. A key is a flat
 * name (no `/`), so a driver can map it onto a folder or a bucket without a traversal.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A stored object opened for reading. */
export interface StoredObjectStream {
  /** The object's bytes, from the first. */
  body: Readable;
  /** The object's size, in bytes. */
  size: number;
}

/** Where stored files live; one instance per app (http/app.ts), shared by every handler. */
export interface ObjectStorage {
  /** Which driver this is (`local` folder or `s3`). */
  readonly driver: 'local' | 's3';
  /**
   * Writes an object under `key`, replacing any object of that key. A stream is written as it
   * arrives (the S3 driver uploads it in 5 MiB multipart parts); the object appears whole or not
   * at all.
   * @param contentType - the MIME type kept with the object (S3's `Content-Type`).
   * @throws {RangeError} for a key that is not a storage key ({@link isStorageKey}).
   * @throws when the store refuses the write (or the stream fails); nothing is left under `key`.
   */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /**
   * Opens an object for reading, or null when there is none under `key`.
   * @throws {RangeError} for a key that is not a storage key.
   */
  open(key: string): Promise<StoredObjectStream | null>;
  /**
   * An object's whole bytes, or null when there is none under `key`.
   * @throws {RangeError} for a key that is not a storage key.
   */
  read(key: string): Promise<Buffer | null>;
  /**
   * An object's size in bytes, or null when there is none under `key`.
   * @throws {RangeError} for a key that is not a storage key.
   */
  stat(key: string): Promise<{ size: number } | null>;
  /**
   * Removes the objects of these keys; a key with no object is no error.
   * @throws {RangeError} for a key that is not a storage key.
   */
  delete(keys: string | readonly string[]): Promise<void>;
  /** Releases the driver's connections (called when the app closes). */
  close(): Promise<void>;
}

/** What a storage key looks like: see the module comment. */
export const storageKeyPattern = /^[a-f0-9]{32}\.[a-z0-9]{3,4}(?:\.part-\d{6})?$/;

/** Whether `key` is a storage key (so that a driver may map it to a path or an object name). */
export const isStorageKey = (key: string): boolean => storageKeyPattern.test(key);

/**
 * Throws unless `key` is a storage key.
 * @throws {RangeError} naming the key.
 */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new RangeError(`Clave de archivo no válida: ${key}`);
}

/** A fresh, unguessable key for a new object with this extension (`pdf`, `webm`, …). */
export const newStorageKey = (extension: string): string =>
  `${randomBytes(16).toString('hex')}.${extension}`;
