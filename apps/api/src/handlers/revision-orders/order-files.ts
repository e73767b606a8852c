/**
 * The stored files of a revision order (its photos and its PDF reports): rows
 * of `files` attached to `revision_order` and their bytes in the app's object
 * storage (uploads/object-storage.ts), served at `/api/v1/files/{key}` (images by key,
 * documents through a signed link).
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import type { ObjectStorage } from '../../uploads/object-storage.ts';
import { storeUpload } from '../../uploads/storage.ts';

/** The `files.resource_type` of a revision order's files (the contract's `ResourceType`). */
export const revisionOrderResource = 'revision_order';

/** What to store for a revision order. */
export interface OrderFile {
  revisionOrderId: number;
  kind: 'image' | 'document';
  bytes: Buffer;
  mimeType: string;
  extension: string;
  /** The file's name when downloaded. */
  name: string;
  category?: string | null;
  width?: number | null;
  height?: number | null;
  comments?: string | null;
}

/**
 * Writes the bytes (discarded again if the request fails, see `storeUpload`)
 * and their `files` row; returns the row.
 * @param db - the database or the caller's transaction.
 */
export async function storeOrderFile(
  db: Database,
  request: FastifyRequest,
  storage: ObjectStorage,
  file: OrderFile,
) {
  const storageKey = await storeUpload(request, storage, file.bytes, file.extension);
  const [row] = await db
    .insert(files)
    .values({
      kind: file.kind,
      resourceType: revisionOrderResource,
      resourceId: file.revisionOrderId,
      storageKey,
      name: file.name,
      category: file.category ?? null,
      mimeType: file.mimeType,
      sizeBytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      width: file.width ?? null,
      height: file.height ?? null,
      comments: file.comments ?? null,
      uploadedBy: request.userId ?? null,
    })
    .returning();
  return row!;
}

/** The `files` rows of one revision order, optionally narrowed. */
export const orderFiles = (revisionOrderId: number, extra?: SQL) =>
  and(eq(files.resourceType, revisionOrderResource), eq(files.resourceId, revisionOrderId), extra)!;

/** Deletes the `files` rows that match and their bytes. */
export async function removeFiles(db: Database, storage: ObjectStorage, where: SQL): Promise<void> {
  const removed = await db.delete(files).where(where).returning({ key: files.storageKey });
  await storage.delete(removed.map(({ key }) => key));
}

/** Deletes the `files` rows of the given ids and their bytes. */
export const removeFilesById = (db: Database, storage: ObjectStorage, ids: number[]) =>
  ids.length ? removeFiles(db, storage, inArray(files.id, ids)) : Promise.resolve();
